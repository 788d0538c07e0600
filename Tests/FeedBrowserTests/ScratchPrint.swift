import Testing
@testable import FeedBrowser
import Feeds
import TerminalUI

@Test func scratchPrint() {
    var items = Sample.items(10)
    items[1].thumbnails = [FeedThumbnail(url: "a.png", width: 150, height: 100), FeedThumbnail(url: "b.png", width: 300, height: 200)]
    items[2].title = nil
    items[2].thumbnails = [FeedThumbnail(url: "p.png")]
    items[3].title = "Evil \u{1b}[31mred\u{1b}[0m title \u{07}bell"
    let app = Sample.app(width: 120, height: 40, items: items)
    Sample.send("j", to: app)
    print(Sample.screen(app).joined(separator: "\n"))
    Sample.send("resize:60x40 j Enter", to: app)
    print(Sample.screen(app).joined(separator: "\n"))
    Sample.send("?", to: app)
    print(Sample.screen(app).joined(separator: "\n"))
}

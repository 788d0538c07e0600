import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import Pictures
import TerminalUI

/// A feed declares its pictures' sizes, and a feed is untrusted: sizes whose product overflows,
/// absurd, zero or negative sizes must lay out as pictures of unknown size, never trap.
@Suite struct DeclaredPictureSizeTests {
    /// Two thumbnails out of size order (the parser sorts them by area, which overflowed), a very
    /// tall and a very wide one (their box height overflowed an Int), and a zero width (0x0 is a
    /// tracking pixel, which the parser drops: issue 15).
    static let hostileFeed = """
        <?xml version="1.0"?>
        <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Sizes</title>
        <item><title>Huge</title><guid>huge</guid>
        <media:thumbnail url="http://example.com/huge.png" width="4294967296" height="4294967296"/>
        <media:thumbnail url="http://example.com/small.png" width="10" height="10"/></item>
        <item><title>Tall</title><guid>tall</guid>
        <media:thumbnail url="http://example.com/tall.png" width="1" height="999999999999999999"/></item>
        <item><title>Wide</title><guid>wide</guid>
        <media:thumbnail url="http://example.com/wide.png" width="999999999999999999" height="1"/></item>
        <item><title>Zero</title><guid>zero</guid>
        <media:thumbnail url="http://example.com/zero.png" width="0" height="40"/></item>
        </channel></rss>
        """

    /// Sizes the parser cannot produce but the model allows (a store or another reader may).
    static let modelItems: [FeedItem] = [(-5, -7), (Int.min, Int.min), (Int.max, Int.max), (Int.max, 1), (1, Int.max)]
        .enumerated().map { index, size in
            var item = Sample.items(1, start: index)[0]
            item.thumbnails = [FeedThumbnail(url: "http://example.com/\(index).png", width: size.0, height: size.1)]
            return item
        }

    /// An app showing `items` with pictures on, as the runtime starts it.
    static func app(_ items: [FeedItem], width: Int, height: Int) -> App {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: width, height: height), pictureMode: .halfBlocks)
        guard case .load(_, let generation) = effects.first else { fatalError("start did not load: \(effects)") }
        _ = app.update(.itemsArrived(items.map { ListEntry($0) }, generation: generation))
        _ = app.update(.loadFinished(generation: generation))
        return app
    }

    @Test(arguments: ["120x40", "60x40"])
    func hostileSizesRenderAsPicturesOfUnknownSize(_ size: String) throws {
        let parsed = try FeedParser.parse(Data(Self.hostileFeed.utf8)).items
        #expect(parsed.count == 4)
        let items = parsed + Self.modelItems
        let dimensions = size.split(separator: "x").compactMap { Int($0) }
        let app = Self.app(items, width: dimensions[0], height: dimensions[1])
        // Landscape shows each item's detail beside the list; portrait opens it with Enter.
        let portrait = dimensions[0] < 100
        for index in items.indices {
            if portrait { Sample.send("Enter", to: app) }
            var canvas = Canvas(size: app.state.size)
            let report = app.render(into: &canvas)
            let document = try #require(app.detailDocument(width: app.state.layout.detail.width))
            let picture = try #require(document.picture, "item \(index) shows its picture")
            #expect(picture.pixelSize == nil, "item \(index): an implausible size is not shown as the picture's")
            #expect((4...48).contains(picture.width) && (3...12).contains(picture.height), "item \(index): \(picture)")
            for key in report.pictures {
                #expect(key.columns <= 48 && key.rows <= 12, "item \(index): box \(key.columns)x\(key.rows)")
            }
            let screen = (0..<canvas.height).map { canvas.rowText($0) }.joined(separator: "\n")
            #expect(!screen.contains("4294967296x"), "item \(index)")
            if portrait { Sample.send("Esc", to: app) }
            Sample.send("j", to: app)
        }
    }

    @Test func plausibleSizesAreStillShown() {
        var item = Sample.items(1)[0]
        item.thumbnails = [FeedThumbnail(url: "wide.png", width: 100_000, height: 1)]
        let document = DetailDocument(item: item, width: 60, timeZone: Sample.utc)
        #expect(document.picture?.pixelSize == "100000x1")
        #expect(document.picture?.height == 3)
    }
}

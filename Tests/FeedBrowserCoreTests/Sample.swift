import Foundation
@testable import FeedBrowserCore
import Feeds
import TerminalUI

/// Items and apps for the tests: deterministic, varied lengths, some with thumbnails or no title.
enum Sample {
    static func items(_ count: Int, start: Int = 0) -> [FeedItem] {
        (start..<(start + count)).map { n in
            FeedItem(
                id: "item-\(n)",
                title: "Item \(n): " + String(repeating: "word ", count: n % 7 + 1),
                link: "https://example.com/\(n)",
                author: "Author \(n % 3)",
                published: Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 3600),
                summary: "Summary of item \(n). " + String(repeating: "More text here. ", count: n % 5),
                content: "Full text of item \(n).\n\nSecond paragraph of item \(n) with several words to wrap around.",
                links: ["https://example.com/\(n)/a"]
            )
        }
    }

    static let utc = TimeZone(identifier: "UTC")!

    /// An app of `width` x `height` that has received `items` from a finished load.
    static func app(width: Int = 120, height: Int = 40, items: [FeedItem] = Sample.items(30)) -> App {
        let app = App(timeZone: utc, sortOrder: .feedOrder)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: width, height: height))
        guard case .load(_, let generation) = effects.first else { fatalError("start did not load: \(effects)") }
        _ = app.update(.feedTitle("Sample Feed", generation: generation))
        _ = app.update(.itemsArrived(items.map { ListEntry($0) }, generation: generation))
        _ = app.update(.loadFinished(generation: generation))
        return app
    }

    /// Sends keys given by name ("j", "Enter", "resize:60x40"...) to `app`, returning all effects.
    @discardableResult
    static func send(_ script: String, to app: App) -> [AppEffect] {
        let events = (try? KeyScript.parse(script)) ?? []
        return events.flatMap { app.update(.terminal($0)) }
    }

    static func screen(_ app: App) -> [String] {
        let canvas = app.render()
        return (0..<canvas.height).map { canvas.rowText($0) }
    }
}

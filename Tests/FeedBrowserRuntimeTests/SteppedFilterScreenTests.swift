import FeedBrowserCore
import Foundation
import Testing
@testable import FeedBrowserRuntime

/// A held list's filter searched in steps through the event loop (`AppRunner.doIdleWork`):
/// scripted keys after a filter wait for its last step (`holdsInput`), so `render` shows what
/// the search done at once shows.
@Suite struct SteppedFilterScreenTests {
    /// An RSS feed of `count` items, newest first; every seventh says "kernel patch".
    static func feed(count: Int, paragraphs: Int = 3) -> String {
        let items = (0..<count).map { n in
            let text = (0..<paragraphs).map { p in "Paragraph \(p) of story \(n): lanterns over the harbour, a train at dusk, ink and paper." }
                .joined(separator: " ")
            let extra = n % 7 == 3 ? " A kernel patch landed." : ""
            let date = Date(timeIntervalSince1970: 1_700_000_000 - Double(n) * 600)
            return "<item><guid>s\(n)</guid><title>Story \(n)</title><link>https://example.com/\(n)</link>"
                + "<pubDate>\(date.formatted(.iso8601))</pubDate><description>\(text)\(extra)</description></item>"
        }
        return "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Steps</title>\(items.joined())</channel></rss>"
    }

    static func render(_ path: String, keys: String, stepBytes: Int) throws -> String {
        let utc = TimeZone(identifier: "UTC")!
        let app = App(list: ListPane(filterStepBytes: stepBytes), timeZone: utc)
        return try HeadlessScreen.render(feed: path, width: 100, height: 30, keys: keys, pictures: nil, timeZone: utc, app: app,
                                         now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    @Test func keysAfterAFilterSeeTheRowsOfItsLastStep() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stepped-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.feed(count: 600).write(toFile: path, atomically: true, encoding: .utf8)
        // The text of 600 items is about 200 KB: 4 KB steps make about 50 of them.
        for keys in ["/ k e r n e l Enter j j", "/ k e r n e l Enter j / Backspace Backspace Backspace Backspace Backspace Backspace p a t c h Enter j"] {
            let atOnce = try Self.render(path, keys: keys, stepBytes: ListPane.defaultFilterStepBytes)
            let stepped = try Self.render(path, keys: keys, stepBytes: 4_096)
            #expect(stepped == atOnce, "\(keys)")
            let status = try #require(atOnce.split(separator: "\n").last)
            #expect(status.hasSuffix("3/86"), "the third of the 86 items with the word: \(status)")
            #expect(!stepped.contains("Searching…"))
        }
    }
}

import Foundation
import Testing

/// `render --keys` on a feed whose filter text is larger than a step of the search
/// (`ListPane.defaultFilterStepBytes`, 8 MB): the search runs in idle steps, and the keys after
/// it wait for its rows, as a reader's keys would see them once it ends.
@Suite(.serialized) struct LargeFilterRenderTests {
    /// About 11 MB of item text: 3,000 items of 3.7 KB; every seventh says "kernel patch".
    static func feed() -> String {
        let paragraph = "lanterns over the harbour, a train at dusk, ink and paper, rain on the street. "
        let items = (0..<3_000).map { n in
            let extra = n % 7 == 3 ? " A kernel patch landed." : ""
            return "<item><guid>s\(n)</guid><title>Story \(n)</title><link>https://example.com/\(n)</link>"
                + "<description>Story \(n): \(String(repeating: paragraph, count: 46))\(extra)</description></item>"
        }
        return "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Large</title>\(items.joined())</channel></rss>"
    }

    @Test func keysAfterAFilterOfALargeFeedSeeItsRows() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("large-filter-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.feed().write(toFile: path, atomically: true, encoding: .utf8)
        let run = try CommandRun.feedbrowser(["render", path, "--size", "100x12", "--keys", "/ k e r n e l Enter j j"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let status = try #require(lines.last { !$0.isEmpty })
        #expect(status.hasSuffix("3/429"), "the third of the 429 items with the word, in feed order: \(status)")
        #expect(run.output.contains("Story 17"), "the third match is shown:\n\(run.output)")
        #expect(!run.output.contains("Searching…"))
    }
}

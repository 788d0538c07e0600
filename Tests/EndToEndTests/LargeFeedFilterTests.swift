import Foundation
import Testing

/// A feed whose filter text is larger than a step of the search (`ListPane.defaultFilterStepBytes`,
/// 8 MB): the search runs in idle steps. `render --keys` waits for its rows before the next key;
/// at a terminal the rows come without another key.
@Suite(.serialized) struct LargeFeedFilterTests {
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

    /// The feed written to a temporary file; its path.
    static func writeFeed() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("large-filter-\(UUID().uuidString).xml").path
        try Self.feed().write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func keysAfterAFilterOfALargeFeedSeeItsRows() throws {
        let path = try Self.writeFeed()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try CommandRun.feedbrowser(["render", path, "--size", "100x12", "--keys", "/ k e r n e l Enter j j"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let status = try #require(lines.last { !$0.isEmpty })
        #expect(status.hasSuffix("3/429"), "the third of the 429 items with the word, in feed order: \(status)")
        #expect(run.output.contains("Story 17"), "the third match is shown:\n\(run.output)")
        #expect(!run.output.contains("Searching…"))
    }

    @Test func typingIntoALargeFeedShowsTheMatchesWithoutAnotherKey() throws {
        guard AppEndToEndTests.requireTmux() else { return }
        let path = try Self.writeFeed()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tmux = try AppEndToEndTests.launch(path, width: 100, height: 30)
        defer { tmux.kill() }
        try tmux.waitForText("1/3,000", timeout: .seconds(60))
        try tmux.sendKeys("/")
        try tmux.sendText("kernelq")
        try tmux.waitUntil("no match") { $0.split(separator: "\n").contains { $0.hasSuffix(" 0/0") } }
        // Backspace widens the filter: every item is searched again, 11 MB in two steps, the
        // second in idle time; its rows come with no other key.
        try tmux.sendKeys("BSpace")
        let found = try tmux.waitUntil("the 429 matches") { $0.split(separator: "\n").contains { $0.hasSuffix("/429") } }
        #expect(found.contains("Story 3"), "the matches:\n\(found)")
        #expect(!found.contains("Searching…"))
        // Esc shows every row again (a search of nothing).
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("every row") { $0.split(separator: "\n").contains { $0.hasSuffix("/3,000") } }
        try tmux.sendKeys("q")
        let after = try tmux.waitForText("MODES-END")
        #expect(after.contains("EXITED 0"))
    }
}

import Foundation
import Testing

/// The library as a person uses it, in tmux: open it, open a feed, read an item, quit, start
/// again at the same place with the item read and the counts lower; refresh with R; resize at
/// every level of the stack.
@Suite struct LibraryEndToEndTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("library-e2e-\(UUID().uuidString)")
    var environment: [String: String] {
        ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
         "XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
    }

    /// A library of three bundled feeds, refreshed, as `make run` builds it.
    func makeLibrary() throws {
        let feeds = SubscriptionCommandTests.fixtures
        for name in ["atom-blog.xml", "podcast-sample.xml", "social-posts.xml"] {
            #expect(try CommandRun.feedbrowser(["add", "file://" + feeds.appendingPathComponent(name).path], environment: environment).status == 0)
        }
        #expect(try CommandRun.feedbrowser(["refresh"], environment: environment).status == 0)
    }

    func start(width: Int = 120, height: Int = 36) throws -> TmuxSession {
        let binary = try TmuxSession.feedbrowserBinary()
        // The shell catches SIGINT so Ctrl-C ends only the app and the shell lives on to report.
        let session = try TmuxSession(shellCommand: "trap 'true' INT; \(TmuxSession.quote(binary)) --no-pictures; echo EXIT:$?; sleep 30",
                                      width: width, height: height, environment: environment)
        try session.waitForText("All unread")
        return session
    }

    @Test func readQuitAndComeBackToTheSamePlaceWithTheItemRead() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeLibrary()
        var session = try start()
        // The whole feed list, waited for at once (a capture can catch a frame half drawn).
        try session.waitUntil("the feed list with its counts") {
            $0.contains("15 unread items") && $0.contains("Notes from the Workshop") && $0.contains("3 unread of 3")
        }
        // The third feed row (after All unread and Starred): the blog; its list shows beside the feeds.
        try session.sendKeys("j", "j")
        try session.waitUntil("the blog's list beside the feeds") { $0.split(separator: "\n").first?.contains("Notes from the Workshop") == true && $0.contains("3/5") }
        try session.sendKeys("Enter")
        try session.waitForText("1/3")
        try session.sendKeys("j", "Enter")
        // The detail's byline (the list shows titles only), and the position of the item read,
        // waited for together: tmux can show the detail a moment before the status line.
        try session.waitUntil("the second item of the blog open") {
            $0.contains("by Feed Author") && $0.contains("A bench in three weekends") && $0.contains("2/3")
        }
        // Resizing at the detail level keeps the item; portrait shows the detail alone.
        try session.resize(width: 60, height: 36)
        try session.waitUntil("the detail alone") { !$0.contains("All unread") && $0.contains("by Feed Author") }
        try session.resize(width: 120, height: 36)
        try session.waitUntil("the list beside the detail again") { $0.contains("Sharpening") && $0.contains("by Feed Author") }
        try session.sendKeys("q")
        // Both counts in one frame (a capture can catch a frame half drawn).
        try session.waitUntil("the counts lower at once") { $0.contains("2 unread of 3") && $0.contains("14 unread items") }
        try session.sendKeys("C-c")
        try session.waitForText("EXIT:130")
        session.kill()

        // Start again: the blog and its second item are where they were, and still read.
        session = try start()
        // The feed list comes first and the reopened feed's items a page later: wait for both.
        try session.waitUntil("the same feed and item") {
            $0.contains("2 unread of 3") && $0.contains("2/3") && $0.contains("Notes from the Workshop")
        }
        let listing = try CommandRun.feedbrowser(["feeds", "--json"], environment: environment)
        #expect(listing.output.contains("\"unread\" : 2"), "\(listing.output)")
        // Resize at the list level: the selection stays.
        try session.sendKeys("Escape")
        try session.resize(width: 60, height: 36)
        try session.waitUntil("the feed list alone") { !$0.contains("Sharpening") && $0.contains("All unread") }
        try session.resize(width: 120, height: 36)
        try session.waitForText("Sharpening")
        // R refreshes every feed: the status line says how it went.
        try session.sendKeys("R")
        try session.waitForText("Refreshed 3 feeds")
        try session.sendKeys("q")
        try session.waitForText("EXIT:0")
        session.kill()
    }
}

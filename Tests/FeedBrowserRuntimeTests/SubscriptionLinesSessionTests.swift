import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Library
import ReaderFiles
import TerminalUI
import Testing
@testable import FeedBrowserRuntime

/// The feed list as a newsboat user's copied urls file gives it: a login in a URL is never on
/// screen, and the lines that give no feed are said rather than silently dropped.
@Suite struct SubscriptionLinesSessionTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("session-lines-\(UUID().uuidString)")

    var directories: ReaderDirectories {
        ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
    }

    @Test func aFeedWithoutATitleShowsItsURLMaskedAndQueryLinesAreSaid() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("http://bob:s3cret@a.example/feed\n\"query:Unread:unread = \\\"yes\\\"\"\n".utf8).write(to: directories.urlsFile)
        let session = try LibrarySession(directories: directories)
        // Refreshed once, and the feed gave no title.
        try session.store.store(feed: Feed(title: "", items: [FeedItem(id: "i", title: "An item", published: Date(timeIntervalSince1970: 60))]),
                                for: "http://bob:s3cret@a.example/feed", fetchedAt: Date(), validators: FeedValidators(), bodyHash: nil)
        let (overview, problems) = try session.overview(now: Date())
        #expect(overview.feeds.map(\.title) == ["http://bob:***@a.example/feed"])
        #expect(problems == ["urls:2:1: query: feeds are newsboat's and not supported here yet; the line is kept as it is"])
        let screen = try HeadlessScreen.render(library: directories, width: 160, height: 20, keys: "", pictures: nil,
                                               timeZone: TimeZone(identifier: "UTC")!)
        #expect(screen.contains("bob:***@a.example") && !screen.contains("s3cret"), "\(screen)")
    }

    /// A feed without a title and with a very long URL is named by the URL's start (a 100,000
    /// character URL made a feed-list row thousands of lines tall); hidden feeds are not listed
    /// but are refreshed with the others (`R`), as `feedbrowser refresh` does.
    @Test func aLongUntitledURLIsCutAndHiddenFeedsAreRefreshed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let long = "https://long.example/feed?" + String(repeating: "q", count: 100_000)
        try Data("\(long)\nhttps://hidden.example/rss \"!\"\nhttps://a.example/feed ~A\n".utf8).write(to: directories.urlsFile)
        let session = try LibrarySession(directories: directories)
        let overview = try session.overview(now: Date()).overview
        #expect(overview.feeds.map(\.url) == [long, "https://a.example/feed"])
        let title = try #require(overview.feeds.first?.title)
        #expect(title.count == URLDisplay.titleCharacters && title.hasPrefix("https://long.example/feed?qq") && title.hasSuffix("…"))
        #expect(overview.hiddenURLs == ["https://hidden.example/rss"])
        #expect(overview.refreshedURLs == [long, "https://a.example/feed", "https://hidden.example/rss"])
    }

    @Test func severalUnusedLinesAreAllInTheMessage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("https://a.example/feed\nexec:~/bin/feed\nnot a url\n".utf8).write(to: directories.urlsFile)
        let session = try LibrarySession(directories: directories)
        try session.store.store(feed: Feed(title: "A", items: [FeedItem(id: "i", title: "An item", published: Date(timeIntervalSince1970: 60))]),
                                for: "https://a.example/feed", fetchedAt: Date(), validators: FeedValidators(), bodyHash: nil)
        // `e` shows the whole message.
        let screen = try HeadlessScreen.render(library: directories, width: 100, height: 20, keys: "e", pictures: nil,
                                               timeZone: TimeZone(identifier: "UTC")!)
        #expect(screen.contains("2 lines of the urls file give no feed: urls:2:1: exec: feeds are"), "\(screen)")
        #expect(screen.contains("3:1: 'not' is not a feed URL"), "the second line too: \(screen)")
    }

    /// The config file's mistakes and the urls file's lines are both said at start: the config's
    /// message used to replace the urls file's, which was then never seen.
    @Test func theConfigsMistakesDoNotHideTheUnusedLines() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("https://a.example/feed\nexec:~/bin/feed\n".utf8).write(to: directories.urlsFile)
        let session = try LibrarySession(directories: directories)
        let backend = try HeadlessBackend(width: 100, height: 20, keys: "e", colorLevel: .monochrome)
        let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(), pictures: nil,
                               linkOpener: nil, library: session, refreshesStaleFeeds: false)
        runner.startMessage = "config.toml:1:9: unknown value 'blue'"
        try runner.run(location: nil, untilIdle: true, inputAfterLoad: true)
        let screen = backend.text
        #expect(screen.contains("config.toml:1:9: unknown value 'blue'"), "\(screen)")
        #expect(screen.contains("urls:2:1: exec: feeds are newsboat's"), "\(screen)")
    }

    /// The refresh that starts with the app ends within a second: its summary used to replace the
    /// start message before it could be read. Until a key, the summary comes after it.
    @Test func theStartRefreshsSummaryKeepsTheStartMessage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("https://a.example/feed\nexec:~/bin/feed\n".utf8).write(to: directories.urlsFile)
        let session = try LibrarySession(directories: directories)
        let backend = try HeadlessBackend(width: 100, height: 20, keys: "", colorLevel: .monochrome)
        let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(), pictures: nil,
                               linkOpener: nil, library: session, refreshesStaleFeeds: false)
        runner.startMessage = "config.toml:1:9: unknown value 'blue'"
        _ = runner.start(size: TerminalSize(width: 100, height: 20), colorLevel: .monochrome, wakeUp: {})
        let overview = try session.overview(now: Date()).overview
        runner.mailbox.post(.refreshFinished(overview, summary: "Refreshed 1 feed: 0 new"))
        _ = runner.collectResults()
        let message = try #require(runner.app.state.message)
        #expect(message.hasPrefix("config.toml:1:9: unknown value 'blue' · urls:2:1: exec:"), "\(message)")
        #expect(message.hasSuffix(" · Refreshed 1 feed: 0 new"), "\(message)")
        // Once the reader has pressed a key, a refresh says only what it did.
        _ = runner.handle(.key(.character("j")))
        runner.mailbox.post(.refreshFinished(overview, summary: "Refreshed 1 feed: 2 new"))
        _ = runner.collectResults()
        #expect(runner.app.state.message == "Refreshed 1 feed: 2 new")
    }

    /// The start's refresh of stale feeds takes the hidden (`!`) ones too, as `R`, `feedbrowser
    /// refresh` and newsboat do: it skipped them, so their items in "All unread" only came on `R`.
    /// A hidden feed tried lately is not stale, like a listed one.
    @Test func theStartRefreshTakesStaleHiddenFeedsToo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let listed = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/atom-blog.xml").absoluteString
        let hidden = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/rss1-rdf.xml").absoluteString
        let fresh = "https://fresh-hidden.example/rss"
        try Data("\(listed)\n\(hidden) \"!\"\n\(fresh) \"!\"\n".utf8).write(to: directories.urlsFile)
        let session = try LibrarySession(directories: directories)
        try session.store.recordFailure(feedURL: fresh, message: "timed out", at: Date().addingTimeInterval(-60))
        #expect(session.staleFeeds(in: try session.overview(now: Date()).overview, now: Date()) == [listed, hidden])

        let backend = try HeadlessBackend(width: 100, height: 20, keys: "", colorLevel: .monochrome)
        let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(), pictures: nil,
                               linkOpener: nil, library: session)
        let woken = DispatchSemaphore(value: 0)
        _ = runner.start(size: TerminalSize(width: 100, height: 20), colorLevel: .monochrome, wakeUp: { woken.signal() })
        defer { runner.loopDidEnd() }
        #expect(runner.app.state.activity?.hasPrefix("Refreshing 0/2") == true, "two feeds: the hidden one too")
        while runner.app.state.activity != nil {
            #expect(woken.wait(timeout: .now() + 30) == .success, "the refresh of two local files ends")
            _ = runner.collectResults()
        }
        let message = try #require(runner.app.state.message)
        #expect(message.hasPrefix("Refreshed 2 feeds: "), "\(message)")
        let stored = try session.store.feeds().map(\.url)
        #expect(stored.contains(hidden) && stored.contains(listed))
    }
}

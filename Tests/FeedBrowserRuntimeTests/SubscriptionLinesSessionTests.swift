import FeedBrowserCore
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
}

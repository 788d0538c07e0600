import FeedBrowserCore
import Feeds
import Foundation
import Library
import ReaderFiles
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
}

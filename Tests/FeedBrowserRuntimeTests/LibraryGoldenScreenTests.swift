import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Library
import ReaderFiles
import Testing
@testable import FeedBrowserRuntime

/// Screens of `render --library` on a library of three fixture feeds stored at fixed times, the
/// clock fixed too, compared with Fixtures/screens/library@*.txt ("updated 3 h ago" stays 3 h).
/// Re-record with `RECORD_SNAPSHOTS=1 swift test --filter LibraryGoldenScreenTests`.
@Suite struct LibraryGoldenScreenTests {
    static let storedAt = Date(timeIntervalSince1970: 1_793_491_200)
    static let now = storedAt.addingTimeInterval(3 * 3600 + 120)
    static let feeds = ["Fixtures/feeds/atom-blog.xml", "Fixtures/feeds/podcast-sample.xml", "Fixtures/screens/feeds/social-timeline.xml"]

    static let scripts: [(size: String, keys: String, tag: String)] = [
        ("120x40", "", "feeds"),
        ("120x40", "j j Enter", "list"),
        ("120x40", "j j Enter j Enter", "detail"),
        ("60x30", "j j", "portrait-feeds"),
        ("60x30", "j j Enter j Enter", "portrait-detail"),
    ]

    /// A library of the fixture feeds, every feed stored at `storedAt`, one item read.
    static func makeLibrary(in root: URL) throws -> ReaderDirectories {
        let directories = ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        let urls = feeds.map { GoldenScreenTests.repository.appendingPathComponent($0).absoluteString }
        // Tags, so the tag rows show: the blog and the timeline share one.
        let tagged = zip(urls, ["reading", "audio", "reading"]).map { "\($0) \($1)" }
        try (tagged.joined(separator: "\n") + "\n").write(to: directories.urlsFile, atomically: true, encoding: .utf8)
        let store = try LibraryStore(path: directories.libraryFile.path)
        for url in urls {
            let loaded = try FeedLoader.load(try FeedSource(url))
            try store.store(feed: loaded.feed, for: url, fetchedAt: storedAt, validators: FeedValidators(), bodyHash: nil)
        }
        if let first = try store.unreadItems(limit: 1).rows.first { try store.setRead([first.id], true) }
        return directories
    }

    @Test(arguments: scripts.map { "\($0.size)|\($0.keys)|\($0.tag)" })
    func libraryScreenMatchesGolden(_ spec: String) throws {
        let parts = spec.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let (size, keys, tag) = (parts[0], parts[1], parts[2])
        let dimensions = size.split(separator: "x").compactMap { Int($0) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("library-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directories = try Self.makeLibrary(in: root)
        let actual = try HeadlessScreen.render(library: directories, width: dimensions[0], height: dimensions[1], keys: keys, pictures: nil,
                                                timeZone: TimeZone(identifier: "UTC")!, now: { Self.now })
        let name = "library@\(size)-\(tag).txt"
        let golden = GoldenScreenTests.repository.appendingPathComponent("Fixtures/screens/\(name)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden screen \(golden.path); record it with RECORD_SNAPSHOTS=1")
            return
        }
        if expected != actual {
            Issue.record(Comment(rawValue: ScreenDiff.describe(expected: expected, actual: actual, name: name)))
        }
    }
}

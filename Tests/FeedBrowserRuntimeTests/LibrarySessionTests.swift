import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Library
import ReaderFiles
import Testing
@testable import FeedBrowserRuntime

/// The library's lists as the runtime reads them: the first screen whole, the rest as marks,
/// and items stored since the reader last left marked new.
@Suite struct LibrarySessionTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")

    func session() throws -> LibrarySession {
        try LibrarySession(directories: ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data")))
    }

    static func feed(_ ids: Range<Int>) -> Feed {
        Feed(title: "Feed", items: ids.map { FeedItem(id: "i\($0)", title: "Item \($0)", published: Date(timeIntervalSince1970: Double($0) * 60)) })
    }

    /// Every event of a load of `source`, once it finished.
    static func load(_ source: ItemSource, from session: LibrarySession) -> [AppLoadEvent] {
        let events = EventBox()
        let done = DispatchSemaphore(value: 0)
        _ = session.loadItems(source) { event in
            events.append(event)
            if case .finished = event { done.signal() }
            if case .failed = event { done.signal() }
        }
        done.wait()
        return events.all
    }

    final class EventBox: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [AppLoadEvent] = []
        func append(_ event: AppLoadEvent) { lock.withLock { events.append(event) } }
        var all: [AppLoadEvent] { lock.withLock { events } }
    }

    @Test func aLongListComesAsItsFirstScreenWholeThenMarks() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try session()
        try session.store.store(feed: Self.feed(0..<300), for: "https://a/", fetchedAt: Date(), validators: FeedValidators(), bodyHash: nil)
        let events = Self.load(.allUnread, from: session)
        var rows: [ItemState] = []
        var loaded: [ListEntry] = []
        for case .rows(let batch, let entries) in events {
            rows += batch
            loaded += entries
        }
        #expect(rows.count == 300)
        #expect(loaded.count == LibrarySession.firstPageSize)
        #expect(rows.map(\.libraryID) == loaded.map { $0.state!.libraryID } + rows.dropFirst(loaded.count).map(\.libraryID))
        #expect(loaded.first?.item.title == "Item 299", "newest first")
        let reader = LibraryWindowReader(store: session.store, newSince: nil)
        let last = reader.entries(for: [rows[299]])
        #expect(last.first?.item.title == "Item 0")
    }

    @Test func itemsStoredSinceTheReaderLastLeftAreNew() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let left = Date(timeIntervalSince1970: 1_800_000_000)
        do {
            let earlier = try session()
            try earlier.store.store(feed: Self.feed(0..<3), for: "https://a/", fetchedAt: left.addingTimeInterval(-3600),
                                    validators: FeedValidators(), bodyHash: nil)
            try earlier.place.write(ReadingPlace(source: .allUnread, focus: .feeds, itemID: nil, detail: nil))
            try FileManager.default.setAttributes([.modificationDate: left], ofItemAtPath: earlier.place.url.path)
            try earlier.store.store(feed: Self.feed(0..<5), for: "https://a/", fetchedAt: left.addingTimeInterval(60),
                                    validators: FeedValidators(), bodyHash: nil)
        }
        let session = try session()
        #expect(session.newSince == left)
        let events = Self.load(.allUnread, from: session)
        guard case .rows(let rows, let loaded)? = events.first else { throw CancellationError() }
        #expect(rows.map(\.isNew) == [true, true, false, false, false], "items 4 and 3 came after the reader left")
        #expect(loaded.map { $0.state?.isNew } == rows.map(\.isNew))
        let reader = LibraryWindowReader(store: session.store, newSince: session.newSince)
        #expect(reader.entries(for: rows).map { $0.state?.isNew } == rows.map(\.isNew))
    }

    /// The feed list learns when a feed was last tried, failed or not: what a start's refresh
    /// goes by (a feed that keeps failing is not retried at every start).
    @Test func theOverviewSaysWhenAFailingFeedWasLastTried() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try session()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("config"), withIntermediateDirectories: true)
        try Data("https://down.example/rss\n".utf8).write(to: root.appendingPathComponent("config/urls"))
        let tried = Date(timeIntervalSince1970: 1_800_000_000)
        try session.store.recordFailure(feedURL: "https://down.example/rss", message: "timed out", at: tried)
        let feed = try #require(try session.overview(now: tried.addingTimeInterval(60)).overview.feeds.first)
        #expect(feed.lastError == "timed out" && feed.lastUpdate == nil && feed.lastAttempt == tried)
        #expect(session.staleFeeds(in: try session.overview(now: tried).overview, now: tried.addingTimeInterval(600)).isEmpty)
        #expect(session.staleFeeds(in: try session.overview(now: tried).overview, now: tried.addingTimeInterval(7200)) == ["https://down.example/rss"])
    }
}

import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// Several feeds' fetches written in one transaction (`LibraryStore.commit(_:)`), as a refresh does.
struct BatchCommitTests {
    static let urls = ["https://a.example/feed", "https://b.example/feed", "https://c.example/feed"]

    static func feed(_ name: String, items: [FeedItem]) -> Feed {
        Feed(title: name, link: "https://\(name).example/", items: items)
    }

    @Test func everyFeedOfABatchIsStoredWithItsOwnResult() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("b1")], url: Self.urls[1], at: Sample.day(0))
        let writes: [FeedWrite] = [
            .store(Self.feed("a", items: [Sample.item("a1"), Sample.item("a2")]), for: Self.urls[0], fetchedAt: Sample.day(1),
                   validators: FeedValidators(etag: "\"a\""), bodyHash: "body-a"),
            .store(Self.feed("b", items: [Sample.item("b1", title: "Retitled"), Sample.item("b2")]), for: Self.urls[1],
                   fetchedAt: Sample.day(1), validators: FeedValidators(), bodyHash: nil),
            .unchanged(url: Self.urls[2], at: Sample.day(1)),
        ]
        let results = library.store.commit(writes)
        #expect(results.map { try? $0.get() } == [StoreResult(newItems: 2, updatedItems: 0), StoreResult(newItems: 1, updatedItems: 1),
                                                   StoreResult(newItems: 0, updatedItems: 0)])
        let a = try #require(try library.store.feed(url: Self.urls[0]))
        #expect(a.title == "a" && a.itemCount == 2 && a.validators.etag == "\"a\"" && a.bodyHash == "body-a")
        #expect(try library.store.feed(url: Self.urls[1])?.itemCount == 2)
        #expect(try library.store.items(in: try #require(try library.store.feed(url: Self.urls[1])).id).rows.map(\.title).contains("Retitled"))
        let c = try #require(try library.store.feed(url: Self.urls[2]), "an unchanged answer adds a feed the library lacked")
        #expect(c.lastSucceededAt == Sample.day(1) && c.itemCount == 0)
        #expect(try library.store.counts().items == 4)
    }

    /// The middle feed fails halfway through its items: it alone is undone (its old items and
    /// metadata stay, its error is recorded), and the feeds before and after it are stored.
    @Test func aFeedThatFailsInABatchLosesNeitherTheOthersNorItsOldItems() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("b-old")], url: Self.urls[1], at: Sample.day(0))
        try library.store.pool.write { db in
            try db.execute(sql: """
                CREATE TRIGGER fail_on_poison AFTER INSERT ON item WHEN NEW.identity = 'poison'
                BEGIN SELECT RAISE(ABORT, 'simulated failure'); END
                """)
        }
        let results = library.store.commit([
            .store(Self.feed("a", items: [Sample.item("a1")]), for: Self.urls[0], fetchedAt: Sample.day(1), validators: FeedValidators(), bodyHash: nil),
            // Items go in from the document's end: "b-new" is inserted before the poison fails the feed.
            .store(Self.feed("b renamed", items: [Sample.item("poison"), Sample.item("b-new")]), for: Self.urls[1], fetchedAt: Sample.day(1),
                   validators: FeedValidators(etag: "\"b2\""), bodyHash: "body-b2"),
            .store(Self.feed("c", items: [Sample.item("c1"), Sample.item("c2")]), for: Self.urls[2], fetchedAt: Sample.day(1),
                   validators: FeedValidators(), bodyHash: nil),
        ])
        #expect((try? results[0].get()) == StoreResult(newItems: 1, updatedItems: 0))
        #expect((try? results[2].get()) == StoreResult(newItems: 2, updatedItems: 0))
        guard case .failure(let error) = results[1] else { Issue.record("the poisoned feed was stored: \(results[1])"); return }
        #expect(error.description.contains("simulated failure"), "\(error)")

        let b = try #require(try library.store.feed(url: Self.urls[1]))
        #expect(b.title == "Sample" && b.validators.etag == "\"v1\"" && b.bodyHash == "body-1", "its metadata is as before")
        #expect(b.itemCount == 1 && b.lastSucceededAt == Sample.day(0))
        #expect(b.lastFetchedAt == Sample.day(1) && b.lastError?.contains("simulated failure") == true, "its failure is recorded")
        #expect(try library.store.items(in: b.id).rows.map(\.title) == ["Title b-old"])
        #expect(try library.store.feed(url: Self.urls[0])?.itemCount == 1)
        #expect(try library.store.feed(url: Self.urls[2])?.itemCount == 2)
        #expect(try library.store.counts() == LibraryCounts(items: 4, unread: 4, starred: 0), "the stored counts match the items")
        #expect(try library.store.check().isEmpty)
    }

    /// A batch whose transaction cannot be written at all (here a library open to read only)
    /// fails every write with the reason, and leaves the library as it was.
    @Test func aBatchThatCannotBeWrittenFailsEveryWriteAndChangesNothing() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("kept")], at: Sample.day(0))
        let readOnly = try LibraryStore(readingOnly: library.path)
        let results = readOnly.commit([
            .store(Self.feed("a", items: [Sample.item("a1")]), for: Self.urls[0], fetchedAt: Sample.day(1), validators: FeedValidators(), bodyHash: nil),
            .failure(url: Sample.feedURL, message: "HTTP 500", at: Sample.day(1)),
        ])
        #expect(results.count == 2)
        #expect(results.allSatisfy { if case .failure(.readOnly) = $0 { true } else { false } }, "\(results)")
        #expect(try library.store.feed(url: Self.urls[0]) == nil)
        #expect(try library.store.feed(url: Sample.feedURL)?.lastError == nil)
        #expect(library.store.commit([]).isEmpty)
    }
}

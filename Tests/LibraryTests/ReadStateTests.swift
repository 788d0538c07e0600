import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// An updated item keeps its read state unless what there is to read (title or content) changed;
/// starred is the reader's and never changes with the feed.
struct ReadStateTests {
    /// Stores `a` as given, marks it read and starred, stores `updated`, and returns the stored item.
    static func readThenUpdated(_ updated: FeedItem) throws -> (StoreResult, StoredItem) {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a")])
        let id = try library.itemID("a")
        try library.store.setRead([id], true)
        try library.store.setStarred([id], true)
        let result = try library.store([updated], at: Sample.day(1))
        return (result, try #require(try library.store.item(id)))
    }

    @Test func anUnchangedItemIsNotUpdated() throws {
        let (result, stored) = try Self.readThenUpdated(Sample.item("a"))
        #expect(result == StoreResult(newItems: 0, updatedItems: 0))
        #expect(stored.isRead && stored.isStarred && stored.firstSeenAt == Sample.day(0))
    }

    @Test func aChangedSummaryAuthorOrAttachmentKeepsItRead() throws {
        var updated = Sample.item("a")
        updated.summary = "A better summary"
        updated.author = "Bob"
        updated.enclosures = []
        let (result, stored) = try Self.readThenUpdated(updated)
        #expect(result == StoreResult(newItems: 0, updatedItems: 1))
        #expect(stored.item == updated)
        #expect(stored.isRead && stored.isStarred)
    }

    @Test func aChangedTitleMakesItUnreadAndKeepsTheStar() throws {
        let (result, stored) = try Self.readThenUpdated(Sample.item("a", title: "Correction: a"))
        #expect(result == StoreResult(newItems: 0, updatedItems: 1))
        #expect(!stored.isRead && stored.isStarred)
        #expect(stored.item.title == "Correction: a")
    }

    @Test func aChangedContentMakesItUnreadAndKeepsTheStar() throws {
        let (_, stored) = try Self.readThenUpdated(Sample.item("a", content: "Updated with new paragraphs"))
        #expect(!stored.isRead && stored.isStarred)
    }

    @Test func setReadAndSetStarredReportWhatChanged() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b"), Sample.item("c")])
        let ids = try ["a", "b", "c"].map(library.itemID)
        #expect(try library.store.setRead([ids[0], ids[1]], true) == 2)
        #expect(try library.store.setRead([ids[0], ids[1]], true) == 0)
        #expect(try library.store.setStarred([ids[2]], true) == 1)
        #expect(try library.store.counts() == LibraryCounts(items: 3, unread: 1, starred: 1))
        #expect(try library.store.setRead(ids, false) == 2)
        #expect(try library.store.setRead([], true) == 0)
    }

    @Test func markAllReadTouchesOneFeed() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b")], url: "https://one.example/")
        try library.store([Sample.item("c")], url: "https://two.example/")
        let one = try #require(try library.store.feed(url: "https://one.example/"))
        #expect(try library.store.markAllRead(feed: one.id) == 2)
        #expect(try library.store.feeds().map(\.unreadCount) == [0, 1])
    }

    @Test func aSelectionLargerThanOneStatementIsMarkedInOneCall() throws {
        let library = try TemporaryLibrary()
        try library.store((0..<1_200).map { Sample.item("i\($0)") })
        let ids = try library.store.pool.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM item") }.map(LibraryItemID.init)
        #expect(try library.store.setRead(ids, true) == 1_200)
        #expect(try library.store.counts().unread == 0)
    }
}

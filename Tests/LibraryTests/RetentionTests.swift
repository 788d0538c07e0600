import Foundation
import GRDB
import Testing
@testable import Library

/// Pruning with injected times: read items beyond a feed's newest N and older than the age limit
/// go; unread, starred, recent and still-published items stay.
struct RetentionTests {
    /// Six items published on days 0...5, all read except i1, i2 starred; then a fetch on day 11
    /// whose document holds `stillPublished` only.
    static func library(stillPublished: [String] = ["i5"]) throws -> TemporaryLibrary {
        let library = try TemporaryLibrary()
        let items = (0..<6).map { Sample.item("i\($0)", published: Sample.day(Double($0))) }
        try library.store(items, at: Sample.day(10))
        try library.store.setRead(try ["i0", "i2", "i3", "i4", "i5"].map(library.itemID), true)
        try library.store.setStarred([try library.itemID("i2")], true)
        try library.store(items.filter { stillPublished.contains($0.id) }, at: Sample.day(11))
        return library
    }

    static func identities(_ library: TemporaryLibrary) throws -> [String] {
        try library.store.pool.read { db in try String.fetchAll(db, sql: "SELECT identity FROM item ORDER BY identity") }
    }

    @Test func readItemsBeyondTheNewestAndOlderThanTheLimitGo() throws {
        let library = try Self.library()
        let deleted = try library.store.prune(now: Sample.day(100), keepingNewest: 2, maximumAge: 90 * 86_400)
        #expect(deleted == 2)
        // i5, i4: newest two; i2: starred; i1: unread.
        #expect(try Self.identities(library) == ["i1", "i2", "i4", "i5"])
    }

    @Test func itemsYoungerThanTheLimitStay() throws {
        let library = try Self.library()
        // Cut-off on day 2.5: of the read, unstarred items beyond the newest two only i0 is older.
        #expect(try library.store.prune(now: Sample.day(92.5), keepingNewest: 2, maximumAge: 90 * 86_400) == 1)
        #expect(try Self.identities(library) == ["i1", "i2", "i3", "i4", "i5"])
    }

    @Test func theNewestItemsStayHoweverOld() throws {
        let library = try Self.library()
        #expect(try library.store.prune(now: Sample.day(1_000), keepingNewest: 6, maximumAge: 90 * 86_400) == 0)
    }

    @Test func anItemStillInTheFeedStaysOtherwiseItWouldComeBackUnread() throws {
        let library = try Self.library(stillPublished: ["i5", "i0"])
        #expect(try library.store.prune(now: Sample.day(100), keepingNewest: 2, maximumAge: 90 * 86_400) == 1)
        #expect(try Self.identities(library) == ["i0", "i1", "i2", "i4", "i5"])
    }

    @Test func anUndatedItemAgesFromWhenItWasFirstSeen() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("new", published: Sample.day(50)), Sample.item("undated", published: nil)], at: Sample.day(20))
        try library.store.setRead([try library.itemID("undated")], true)
        try library.store([], at: Sample.day(21))
        #expect(try library.store.prune(now: Sample.day(109), keepingNewest: 1, maximumAge: 90 * 86_400) == 0)
        #expect(try library.store.prune(now: Sample.day(111), keepingNewest: 1, maximumAge: 90 * 86_400) == 1)
        #expect(try Self.identities(library) == ["new"])
    }

    @Test func theDefaultsKeep500ItemsAnd90Days() throws {
        let library = try TemporaryLibrary()
        // Item i is published on day 600 - i: the three beyond the newest 500 on days 100, 99 and 98.
        let items = (0..<503).map { Sample.item("i\($0)", published: Sample.day(600 - Double($0))) }
        try library.store(items, at: Sample.day(600))
        try library.store.markAllRead(feed: try #require(try library.store.feed(url: Sample.feedURL)).id)
        try library.store([], at: Sample.day(601))
        #expect(try library.store.prune(now: Sample.day(189)) == 1)
        #expect(try library.store.prune(now: Sample.day(191)) == 2)
        #expect(try library.store.counts().items == 500)
    }
}

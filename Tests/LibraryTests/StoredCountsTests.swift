import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// The counts each feed row keeps (migration v2) stay equal to a recount after every kind of write.
struct StoredCountsTests {
    /// Each feed's stored counts, and the same counted from the items.
    static func storedAndRecounted(_ store: LibraryStore) throws -> (stored: [[Int]], recounted: [[Int]]) {
        try store.pool.read { db in
            let stored = try Row.fetchAll(db, sql: "SELECT itemCount, unreadCount, starredCount FROM feed ORDER BY id")
                .map { [$0[0] as Int, $0[1] as Int, $0[2] as Int] }
            let recounted = try Row.fetchAll(db, sql: """
                SELECT (SELECT count(*) FROM item WHERE feedId = feed.id),
                       (SELECT count(*) FROM item WHERE feedId = feed.id AND isRead = 0),
                       (SELECT count(*) FROM item WHERE feedId = feed.id AND isStarred = 1)
                FROM feed ORDER BY id
                """).map { [$0[0] as Int, $0[1] as Int, $0[2] as Int] }
            return (stored, recounted)
        }
    }

    static func expectCountsRight(_ store: LibraryStore, _ expected: [[Int]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (stored, recounted) = try storedAndRecounted(store)
        #expect(stored == recounted, sourceLocation: sourceLocation)
        #expect(stored == expected, sourceLocation: sourceLocation)
    }

    @Test func countsFollowStoresMarksPrunesAndDeletes() throws {
        let library = try TemporaryLibrary()
        let items = (0..<6).map { Sample.item("i\($0)", published: Sample.day(Double($0))) }
        try library.store(items, at: Sample.day(10))
        try library.store([Sample.item("other")], url: "https://example.org/other.xml")
        try Self.expectCountsRight(library.store, [[6, 6, 0], [1, 1, 0]])

        try library.store.setRead(try ["i0", "i2", "i3", "i4", "i5"].map(library.itemID), true)
        try library.store.setStarred([try library.itemID("i2")], true)
        try library.store.setStarred([try library.itemID("i2")], true)
        try Self.expectCountsRight(library.store, [[6, 1, 1], [1, 1, 0]])

        // An updated text makes i5 unread again; a new item arrives unread.
        try library.store([Sample.item("i5", published: Sample.day(5), content: "changed"), Sample.item("i6", published: Sample.day(6))], at: Sample.day(11))
        try Self.expectCountsRight(library.store, [[7, 3, 1], [1, 1, 0]])

        #expect(try library.store.prune(now: Sample.day(100), keepingNewest: 2, maximumAge: 90 * 86_400) == 3)
        try Self.expectCountsRight(library.store, [[4, 3, 1], [1, 1, 0]])

        try library.store.markAllRead(feed: try library.store.feed(url: Sample.feedURL)!.id)
        try Self.expectCountsRight(library.store, [[4, 0, 1], [1, 1, 0]])
        #expect(try library.store.counts() == LibraryCounts(items: 5, unread: 1, starred: 1))

        try library.store.pool.write { db in try db.execute(sql: "DELETE FROM item WHERE identity = 'other'") }
        try Self.expectCountsRight(library.store, [[4, 0, 1], [0, 0, 0]])
    }

    @Test func feedsReportTheStoredCounts() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b")])
        try library.store.setStarred([try library.itemID("a")], true)
        try library.store.setRead([try library.itemID("b")], true)
        let feed = try #require(try library.store.feeds().first)
        let counts: [Int] = [feed.itemCount, feed.unreadCount, feed.starredCount]
        #expect(counts == [2, 1, 1])
    }

    @Test func aVersion1LibraryIsCountedWhenMigrated() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("library-v1-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("library.sqlite").path
        do {
            let queue = try DatabaseQueue(path: path)
            try LibraryStore.migrator.migrate(queue, upTo: "v1")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO feed (id, url, position) VALUES (1, 'https://a/', 0), (2, 'https://b/', 1)")
                for (index, (feed, read, starred)) in [(1, 0, 0), (1, 1, 1), (1, 0, 1), (2, 1, 0)].enumerated() {
                    try db.execute(sql: """
                        INSERT INTO item (feedId, identity, firstSeenAt, lastSeenAt, isRead, isStarred, contentHash, textHash,
                                          summary, links, thumbnails, enclosures, categories, content)
                        VALUES (?, ?, 0, 0, ?, ?, 0, 0, '', '[]', '[]', '[]', '[]', '')
                        """, arguments: [feed, "i\(index)", read, starred])
                }
            }
            try queue.close()
        }
        let store = try LibraryStore(path: path)
        try Self.expectCountsRight(store, [[3, 2, 2], [1, 0, 0]])
        #expect(try store.pool.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
            == ["v1", "v2", "v3-text-marks", "v4-linked-feed", "v5-podcast-episodes"])
        // The triggers work on the migrated file too.
        try store.setRead([LibraryItemID(rawValue: 1)], true)
        try Self.expectCountsRight(store, [[3, 1, 2], [1, 0, 0]])
    }

    @Test func marksPageThroughAListInItsOrder() throws {
        let library = try TemporaryLibrary()
        let items = (0..<7).map { Sample.item("i\($0)", published: $0 == 3 ? nil : Sample.day(Double($0))) }
        try library.store(items)
        try library.store.setRead([try library.itemID("i6")], true)
        try library.store.setStarred([try library.itemID("i5")], true)
        let feedID = try #require(try library.store.feed(url: Sample.feedURL)).id
        var cursor: ItemCursor?
        var marks: [ItemMark] = []
        repeat {
            let page = try library.store.marks(in: feedID, after: cursor, limit: 3)
            #expect(page.marks.count <= 3)
            marks += page.marks
            cursor = page.next
        } while cursor != nil
        let rows = try library.store.items(in: feedID, limit: 100).rows
        #expect(marks.map(\.id) == rows.map(\.id))
        #expect(marks.map(\.isRead) == rows.map(\.isRead))
        #expect(marks.map(\.isStarred) == rows.map(\.isStarred))
        #expect(try library.store.unreadMarks(limit: 100).marks.map(\.id) == library.store.unreadItems(limit: 100).rows.map(\.id))
        #expect(try library.store.starredMarks(limit: 100).marks.map(\.id) == [try library.itemID("i5")])
    }

    @Test func pagesComeNewestFirstOrInFeedOrder() throws {
        let library = try TemporaryLibrary()
        // Document order c, a, b (dates: a newest); a later fetch adds d at the top.
        try library.store([Sample.item("c", published: Sample.day(1)), Sample.item("a", published: Sample.day(3)),
                           Sample.item("b", published: Sample.day(2))])
        try library.store([Sample.item("d", published: Sample.day(0)), Sample.item("c", published: Sample.day(1)),
                           Sample.item("a", published: Sample.day(3)), Sample.item("b", published: Sample.day(2))], at: Sample.day(1))
        let feedID = try #require(try library.store.feed(url: Sample.feedURL)).id
        func titles(_ order: ItemOrder) throws -> [String?] {
            var cursor: ItemCursor?
            var rows: [ItemRow] = []
            repeat {
                let page = try library.store.items(in: feedID, after: cursor, limit: 1, order: order)
                rows += page.rows
                cursor = page.next
            } while cursor != nil
            return rows.map(\.title)
        }
        #expect(try titles(.newestFirst) == ["Title a", "Title b", "Title c", "Title d"])
        #expect(try titles(.feedOrder) == ["Title d", "Title c", "Title a", "Title b"])
        var marks: [ItemMark] = []
        var cursor: ItemCursor?
        repeat {
            let page = try library.store.marks(in: feedID, after: cursor, limit: 3, order: .feedOrder)
            marks += page.marks
            cursor = page.next
        } while cursor != nil
        #expect(marks.map(\.id) == (try ["d", "c", "a", "b"].map(library.itemID)))
        #expect(try library.store.unreadMarks(limit: 10, order: .feedOrder).marks.map(\.id) == marks.map(\.id))
    }

    @Test func markingEverythingReadKeepsTheCounts() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b")])
        try library.store([Sample.item("c")], url: "https://example.org/other.xml")
        try library.store.setStarred([try library.itemID("c")], true)
        #expect(try library.store.markEverythingRead() == 3)
        try Self.expectCountsRight(library.store, [[2, 0, 0], [1, 0, 1]])
        #expect(try library.store.markEverythingRead() == 0)
    }
}

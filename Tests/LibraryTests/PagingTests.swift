import Foundation
import GRDB
import Testing
@testable import Library

struct PagingTests {
    /// Every row of a list, page by page.
    static func all(pageSize: Int, _ page: (ItemCursor?, Int) throws -> ItemPage) throws -> [ItemRow] {
        var rows: [ItemRow] = []
        var cursor: ItemCursor?
        repeat {
            let next = try page(cursor, pageSize)
            #expect(next.rows.count <= pageSize)
            rows += next.rows
            cursor = next.next
        } while cursor != nil
        return rows
    }

    static func titles(_ rows: [ItemRow]) -> [String] { rows.map { $0.title ?? "" } }

    @Test func aFeedListsNewestFirstUndatedLastAndEqualDatesInDocumentOrder() throws {
        let library = try TemporaryLibrary()
        try library.store([
            Sample.item("u1", title: "undated 1", published: nil), Sample.item("old", published: Sample.day(1)),
            Sample.item("e1", published: Sample.day(5)), Sample.item("e2", published: Sample.day(5)),
            Sample.item("u2", title: "undated 2", published: nil), Sample.item("e3", published: Sample.day(5)),
            Sample.item("new", published: Sample.day(9)),
        ])
        let feed = try #require(try library.store.feed(url: Sample.feedURL))
        let expected = ["Title new", "Title e1", "Title e2", "Title e3", "Title old", "undated 1", "undated 2"]
        for pageSize in 1...8 {
            #expect(Self.titles(try Self.all(pageSize: pageSize) { try library.store.items(in: feed.id, after: $0, limit: $1) }) == expected)
        }
    }

    @Test func newItemsArrivingBetweenPagesNeitherRepeatNorShiftLaterPages() throws {
        let library = try TemporaryLibrary()
        try library.store((0..<10).map { Sample.item("i\($0)", published: Sample.day(Double(20 - $0))) })
        let feed = try #require(try library.store.feed(url: Sample.feedURL))
        let first = try library.store.items(in: feed.id, limit: 4)
        // A refresh adds a newer item and one dated inside the first page's range.
        try library.store([Sample.item("newest", published: Sample.day(30)), Sample.item("between", published: Sample.day(18.5))],
                          at: Sample.day(1))
        let rest = try Self.all(pageSize: 4) { cursor, limit in try library.store.items(in: feed.id, after: cursor ?? first.next, limit: limit) }
        #expect(Self.titles(first.rows + rest) == (0..<10).map { "Title i\($0)" })
    }

    @Test func allUnreadCrossesFeedsNewestFirst() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a1", published: Sample.day(1)), Sample.item("a3", published: Sample.day(3))], url: "https://a.example/")
        try library.store([Sample.item("b2", published: Sample.day(2)), Sample.item("b4", published: Sample.day(4))], url: "https://b.example/")
        try library.store.setRead([try library.itemID("b4")], true)
        let rows = try Self.all(pageSize: 2) { try library.store.unreadItems(after: $0, limit: $1) }
        #expect(Self.titles(rows) == ["Title a3", "Title b2", "Title a1"])
        #expect(rows.allSatisfy { !$0.isRead })
    }

    @Test func starredListsOnlyStarredItems() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a", published: Sample.day(1)), Sample.item("b", published: Sample.day(2)), Sample.item("c")])
        try library.store.setStarred(try ["a", "b"].map(library.itemID), true)
        try library.store.setRead([try library.itemID("a")], true)
        let rows = try library.store.starredItems().rows
        #expect(Self.titles(rows) == ["Title b", "Title a"])
        #expect(rows.map(\.isRead) == [false, true] && rows.allSatisfy(\.isStarred))
    }

    @Test func aRowCarriesTheListFieldsOnly() throws {
        let library = try TemporaryLibrary()
        var item = Sample.item("a", published: Sample.day(2))
        item.summary = String(repeating: "word ", count: 200)
        try library.store([item])
        let row = try #require(try library.store.unreadItems().rows.first)
        #expect(row.id == (try library.itemID("a")))
        #expect(row.feedID == (try library.store.feed(url: Sample.feedURL))?.id)
        #expect(row.title == "Title a" && row.author == "Ann" && row.published == Sample.day(2))
        #expect(row.summaryPrefix == String(item.summary.prefix(ItemRow.summaryPrefixLength)))
        #expect(row.thumbnailURL == "https://example.com/a-small.jpg")
    }

    /// Page N costs what page 1 costs: every list is a search on an index starting at the cursor's
    /// date, in index order (no scan from the top, no sort of the matching rows). SQLite takes the
    /// row value's first column as the range and filters the ids of equal dates.
    @Test(arguments: ["feedId = ?", "isRead = 0", "isStarred = 1"])
    func everyListIsAnIndexRangeWithoutASort(condition: String) throws {
        let library = try TemporaryLibrary()
        let arguments: StatementArguments = condition.contains("?") ? [1, 0.0, 1, 10] : [0.0, 1, 10]
        let plan = try library.store.pool.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + LibraryStore.pageSQL(condition), arguments: arguments)
                .map { $0["detail"] as String }
        }
        #expect(plan.count == 1, "\(plan)")
        #expect(plan.allSatisfy { $0.hasPrefix("SEARCH item USING INDEX") && $0.contains("sortTime<?") }, "\(plan)")
    }

    @Test func counts() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b"), Sample.item("c")], url: "https://one.example/")
        try library.store([Sample.item("d")], url: "https://two.example/")
        try library.store([], url: "https://empty.example/")
        try library.store.setRead(try ["a", "d"].map(library.itemID), true)
        try library.store.setStarred([try library.itemID("d")], true)
        let feeds = try library.store.feeds()
        #expect(feeds.map(\.itemCount) == [3, 1, 0])
        #expect(feeds.map(\.unreadCount) == [2, 0, 0])
        #expect(try library.store.counts() == LibraryCounts(items: 4, unread: 2, starred: 1))
    }
}

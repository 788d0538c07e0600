import Feeds
import Foundation
import GRDB

extension LibraryStore {
    /// Every feed in list order, with its item and unread counts.
    public func feeds() throws(LibraryError) -> [LibraryFeed] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT \(LibraryFeed.selection) FROM feed ORDER BY position, id").map(LibraryFeed.init(row:))
        }
    }

    /// The feed stored for `url` (its validators and body hash make the next fetch conditional).
    public func feed(url: String) throws(LibraryError) -> LibraryFeed? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT \(LibraryFeed.selection) FROM feed WHERE url = ?", arguments: [url]).map(LibraryFeed.init(row:))
        }
    }

    /// A page of a feed's items, newest first; undated items last. Pass the previous page's `next`.
    public func items(in feed: LibraryFeedID, after cursor: ItemCursor? = nil, limit: Int = 100,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> ItemPage {
        try page(where: "feedId = ?", [feed.rawValue], after: cursor, limit: limit, order: order)
    }

    /// A page of the items of `feeds` (a tag's feeds), newest first; undated items last.
    public func items(inFeeds feeds: [LibraryFeedID], after cursor: ItemCursor? = nil, limit: Int = 100,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> ItemPage {
        try page(where: Self.feedSet(feeds), StatementArguments(feeds.map(\.rawValue)), after: cursor, limit: limit, order: order)
    }

    /// `feedId IN (?, …)` for `feeds`; never empty SQL (no feed matches nothing).
    static func feedSet(_ feeds: [LibraryFeedID]) -> String {
        feeds.isEmpty ? "0" : "feedId IN (\(databaseQuestionMarks(count: feeds.count)))"
    }

    /// A page of the unread items of every feed, newest first; undated items last.
    public func unreadItems(after cursor: ItemCursor? = nil, limit: Int = 100,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> ItemPage {
        try page(where: "isRead = 0", [], after: cursor, limit: limit, order: order)
    }

    /// A page of the starred items of every feed, newest first; undated items last.
    public func starredItems(after cursor: ItemCursor? = nil, limit: Int = 100,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> ItemPage {
        try page(where: "isStarred = 1", [], after: cursor, limit: limit, order: order)
    }

    /// The whole item, for the detail view.
    public func item(_ id: LibraryItemID) throws(LibraryError) -> StoredItem? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM item WHERE id = ?", arguments: [id.rawValue]).map(StoredItem.init(row:))
        }
    }

    /// The whole items `ids`, in the order given (ids no longer stored are left out): a list's
    /// page of rows made into the items its detail shows, in one query.
    public func items(_ ids: [LibraryItemID]) throws(LibraryError) -> [StoredItem] {
        guard !ids.isEmpty else { return [] }
        let found = try read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            return try Row.fetchAll(db, sql: "SELECT * FROM item WHERE id IN (\(marks))", arguments: StatementArguments(ids.map(\.rawValue)))
                .map(StoredItem.init(row:))
        }
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// How many items the library holds, and how many are unread and starred.
    public func counts() throws(LibraryError) -> LibraryCounts {
        try read { db in
            // The sums of the counts each feed keeps: O(feeds), not O(items). An aggregate without
            // GROUP BY yields exactly one row.
            let row = try Row.fetchOne(db, sql: """
                SELECT coalesce(sum(itemCount), 0) AS items, coalesce(sum(unreadCount), 0) AS unread,
                       coalesce(sum(starredCount), 0) AS starred
                FROM feed
                """)!
            return LibraryCounts(items: row["items"], unread: row["unread"], starred: row["starred"])
        }
    }

    /// One page of rows matching `condition`, ordered by (sortTime, id) descending: the id breaks
    /// ties between equal dates, so the order is total and a page boundary never skips or repeats a row.
    func page(where condition: String, _ arguments: StatementArguments, after cursor: ItemCursor?, limit: Int,
              order: ItemOrder = .newestFirst) throws(LibraryError) -> ItemPage {
        let start = cursor ?? ItemCursor(sortTime: .greatestFiniteMagnitude, itemID: .max)
        return try read { db in
            // One row more than the page tells whether another page follows.
            var rows = try Row.fetchAll(db, sql: Self.pageSQL(condition, order: order),
                                        arguments: arguments + order.arguments(after: start) + [limit + 1])
                .map(ItemRow.init(row:))
            let hasMore = rows.count > limit
            if hasMore { rows.removeLast() }
            return ItemPage(rows: rows, next: hasMore ? rows.last?.cursor : nil)
        }
    }

    /// The page query. SQLite turns the row-value comparison into a range on the index starting at
    /// the cursor's date (and skips the few rows of that same date before it), so a page starts
    /// where the cursor points instead of after reading every row before it.
    static func pageSQL(_ condition: String, order: ItemOrder = .newestFirst) -> String {
        """
        SELECT \(ItemRow.selection) FROM item
        WHERE \(condition) AND \(order.afterCondition)
        ORDER BY \(order.orderBy) LIMIT ?
        """
    }
}

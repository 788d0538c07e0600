import Feeds
import GRDB

extension LibraryStore {
    /// A page of a feed's item marks in the order of `items(in:)`: read from the index alone.
    public func marks(in feed: LibraryFeedID, after cursor: ItemCursor? = nil, limit: Int = 10_000,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> MarkPage {
        try markPage(where: "feedId = ?", [feed.rawValue], after: cursor, limit: limit, order: order)
    }

    /// A page of the marks of the items of `feeds`, in the order of `items(inFeeds:)`.
    public func marks(inFeeds feeds: [LibraryFeedID], after cursor: ItemCursor? = nil, limit: Int = 10_000,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> MarkPage {
        try markPage(where: Self.feedSet(feeds), StatementArguments(feeds.map(\.rawValue)), after: cursor, limit: limit, order: order)
    }

    /// A page of the unread items' marks in the order of `unreadItems`.
    public func unreadMarks(after cursor: ItemCursor? = nil, limit: Int = 10_000,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> MarkPage {
        try markPage(where: "isRead = 0", [], after: cursor, limit: limit, order: order)
    }

    /// A page of the starred items' marks in the order of `starredItems`.
    public func starredMarks(after cursor: ItemCursor? = nil, limit: Int = 10_000,
                      order: ItemOrder = .newestFirst) throws(LibraryError) -> MarkPage {
        try markPage(where: "isStarred = 1", [], after: cursor, limit: limit, order: order)
    }

    /// The same keyset pages as `page(where:…)`, but only the columns the list indexes hold
    /// (migration v2), so SQLite never reads the item rows themselves.
    private func markPage(where condition: String, _ arguments: StatementArguments, after cursor: ItemCursor?,
                          limit: Int, order: ItemOrder) throws(LibraryError) -> MarkPage {
        let start = cursor ?? ItemCursor(sortTime: .greatestFiniteMagnitude, itemID: .max)
        return try read { db in
            var marks: [ItemMark] = []
            marks.reserveCapacity(limit)
            var last: ItemCursor?
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, feedId, isRead, isStarred, sortTime FROM item
                WHERE \(condition) AND \(order.afterCondition)
                ORDER BY \(order.orderBy) LIMIT ?
                """, arguments: arguments + order.arguments(after: start) + [limit + 1])
            while let row = try rows.next() {
                if marks.count == limit { return MarkPage(marks: marks, next: last) }
                let id: Int64 = row[0]
                marks.append(ItemMark(id: LibraryItemID(rawValue: id), feedID: LibraryFeedID(rawValue: row[1]),
                                      isRead: row[2], isStarred: row[3]))
                last = ItemCursor(sortTime: row[4], itemID: id)
            }
            return MarkPage(marks: marks, next: nil)
        }
    }
}

import GRDB

extension LibraryStore {
    /// Marks items read or unread; returns how many changed.
    @discardableResult
    public func setRead(_ itemIDs: [LibraryItemID], _ isRead: Bool) throws(LibraryError) -> Int {
        try updateFlag("isRead", of: itemIDs, to: isRead)
    }

    /// Stars or unstars items; returns how many changed.
    @discardableResult
    public func setStarred(_ itemIDs: [LibraryItemID], _ isStarred: Bool) throws(LibraryError) -> Int {
        try updateFlag("isStarred", of: itemIDs, to: isStarred)
    }

    /// Marks every item of a feed read; returns how many were unread.
    @discardableResult
    public func markAllRead(feed: LibraryFeedID) throws(LibraryError) -> Int {
        try write { db in
            try db.execute(sql: "UPDATE item SET isRead = 1 WHERE feedId = ? AND isRead = 0", arguments: [feed.rawValue])
            return db.changesCount
        }
    }

    /// Marks every unread item of the library read ("All unread", `A`); returns how many changed.
    @discardableResult
    public func markEverythingRead() throws(LibraryError) -> Int {
        try write { db in
            try db.execute(sql: "UPDATE item SET isRead = 1 WHERE isRead = 0")
            return db.changesCount
        }
    }

    /// Sets a boolean column of the given items in one transaction; `column` is one of ours, never input.
    private func updateFlag(_ column: String, of itemIDs: [LibraryItemID], to value: Bool) throws(LibraryError) -> Int {
        try write { db in
            var changed = 0
            // Chunks stay below SQLite's limit on bound parameters whatever the selection's size.
            for start in stride(from: 0, to: itemIDs.count, by: 500) {
                let chunk = itemIDs[start..<min(start + 500, itemIDs.count)].map(\.rawValue)
                let placeholders = databaseQuestionMarks(count: chunk.count)
                var arguments: StatementArguments = [value, value]
                arguments += StatementArguments(chunk)
                try db.execute(sql: "UPDATE item SET \(column) = ? WHERE \(column) != ? AND id IN (\(placeholders))",
                               arguments: arguments)
                changed += db.changesCount
            }
            return changed
        }
    }
}

import Foundation
import GRDB
import GRDBSQLite

extension LibraryStore {
    /// Ids looked up per statement: a search is cancelled between them (about 10 ms each at the
    /// benchmark's item sizes), and SQLite walks each batch's ids in order.
    static let searchBatchSize = 2_048

    /// The texts a search reads, in the order `searchItems` hands them to its matcher.
    static let searchedFields = ["title", "content", "author", "summary", "link"]

    /// Those of `ids` whose texts `matches` accepts (in no particular order), or nil when
    /// `isCancelled` turned true first. SQLite calls `matches` once per stored item with its
    /// title, content, author, summary and link as UTF-8 read in place (empty when absent), so a
    /// search of 400k items copies no text. Ids no longer stored are left out.
    public func searchItems(_ ids: [LibraryItemID], isCancelled: () -> Bool,
                            matching matches: @escaping (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Bool)
        throws(LibraryError) -> [LibraryItemID]? {
        try read { db -> [LibraryItemID]? in
            let connection = db.sqliteConnection
            let matcher = Unmanaged.passRetained(ItemTextMatcher(matches)).toOpaque()
            let created = sqlite3_create_function_v2(connection, Self.searchFunction, Int32(Self.searchedFields.count),
                                                     SQLITE_UTF8 | SQLITE_DETERMINISTIC, matcher, Self.callSearch, nil, nil,
                                                     { Unmanaged<ItemTextMatcher>.fromOpaque($0!).release() })
            guard created == SQLITE_OK else {
                Unmanaged<ItemTextMatcher>.fromOpaque(matcher).release()
                throw DatabaseError(resultCode: ResultCode(rawValue: created), message: "cannot register the search function")
            }
            // Deleting the function releases the matcher.
            defer { sqlite3_create_function_v2(connection, Self.searchFunction, Int32(Self.searchedFields.count), SQLITE_UTF8, nil, nil, nil, nil, nil) }
            var found: [LibraryItemID] = []
            var full: Statement?
            for start in stride(from: 0, to: ids.count, by: Self.searchBatchSize) {
                if isCancelled() { return nil }
                let batch = ids[start..<min(start + Self.searchBatchSize, ids.count)]
                let statement: Statement
                if batch.count == Self.searchBatchSize, let full {
                    statement = full
                } else {
                    statement = try db.makeStatement(sql: Self.searchSQL(count: batch.count))
                    if batch.count == Self.searchBatchSize { full = statement }
                }
                found += try Int64.fetchAll(statement, arguments: StatementArguments(batch.map(\.rawValue))).map(LibraryItemID.init)
            }
            return found
        }
    }

    private static let searchFunction = "feedbrowser_search"

    private static func searchSQL(count: Int) -> String {
        "SELECT id FROM item WHERE id IN (\(databaseQuestionMarks(count: count))) AND \(searchFunction)(\(searchedFields.joined(separator: ", ")))"
    }

    /// The SQL function: its arguments' texts in place, handed to the search's matcher.
    private static let callSearch: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, count, values in
        let matcher = Unmanaged<ItemTextMatcher>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
        let matched = withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: Int(count)) { fields in
            for index in 0..<Int(count) {
                let value = values![index]
                // The text first, then its length (SQLite's documented order).
                let text = sqlite3_value_text(value)
                fields.initializeElement(at: index, to: UnsafeBufferPointer(start: text, count: text == nil ? 0 : Int(sqlite3_value_bytes(value))))
            }
            defer { fields.deinitialize() }
            // A summary the text starts with (most feeds repeat it) can only match where the text
            // does: it is left out, which halves the bytes searched for such feeds.
            let (content, summary) = (fields[1], fields[3])
            if summary.count > 0, summary.count <= content.count, memcmp(summary.baseAddress!, content.baseAddress!, summary.count) == 0 {
                fields[3] = UnsafeBufferPointer(start: nil, count: 0)
            }
            return matcher.matches(UnsafeBufferPointer(fields))
        }
        sqlite3_result_int(context, matched ? 1 : 0)
    }
}

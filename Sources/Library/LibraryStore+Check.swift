import GRDB

extension LibraryStore {
    /// Checks the file (SQLite's integrity check and the foreign keys); returns the problems found,
    /// empty when the library is sound.
    ///
    /// `thorough: false` runs `quick_check`, which skips the index contents and is much faster.
    public func check(thorough: Bool = true) throws(LibraryError) -> [String] {
        do {
            return try pool.read { db in
                let integrity = try String.fetchAll(db, sql: thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check")
                    .filter { $0 != "ok" }
                let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
                    "\(row[0] as String? ?? "?") row \(row[1] as Int64? ?? -1) refers to a missing \(row[2] as String? ?? "?")"
                }
                return integrity + orphans
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            // Damage bad enough to stop the check is itself the finding.
            return [error.message ?? "\(error.resultCode)"]
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }
}

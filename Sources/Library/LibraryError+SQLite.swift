import Foundation
import GRDB

extension LibraryError {
    /// Translates whatever GRDB or SQLite threw into the typed error callers handle.
    ///
    /// Read-only is decided from the file system as well as from the result code: SQLite reports a
    /// directory it cannot create the WAL file in as CANTOPEN, which says nothing useful to a user.
    static func from(_ error: any Error, path: String) -> LibraryError {
        if let libraryError = error as? LibraryError { return libraryError }
        guard let databaseError = error as? DatabaseError else {
            return .database(path: path, detail: String(describing: error))
        }
        let detail = databaseError.message ?? "\(databaseError.resultCode)"
        switch databaseError.resultCode {
        case .SQLITE_NOTADB:
            return .notADatabase(path: path)
        case .SQLITE_CORRUPT:
            return .corrupt(path: path, detail: detail)
        case .SQLITE_FULL:
            return .full(path: path)
        case .SQLITE_READONLY:
            return .readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .busy(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return isReadOnlyLocation(path) ? .readOnly(path: path) : .cannotOpen(path: path, detail: detail)
        default:
            return .database(path: path, detail: detail)
        }
    }

    /// Whether the database file (when it exists) or the directory it is, or would be, created in
    /// cannot be written, as the kernel decides it: `access(2)` also says no on read-only mounts and
    /// for immutable files, even to root.
    static func isReadOnlyLocation(_ path: String) -> Bool {
        if access(path, F_OK) == 0, access(path, W_OK) != 0 { return true }
        var directory = (path as NSString).deletingLastPathComponent
        // The nearest directory that exists is where a missing one would have to be created.
        while !directory.isEmpty, access(directory, F_OK) != 0 {
            directory = (directory as NSString).deletingLastPathComponent
        }
        return access(directory.isEmpty ? "." : directory, W_OK) != 0
    }
}

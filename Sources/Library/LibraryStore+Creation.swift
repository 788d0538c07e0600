import Foundation
import GRDB

extension LibraryStore {
    /// Creates a missing library file whole: built under a temporary name beside it (WAL mode,
    /// migrated), then linked into place unless another instance placed one first.
    ///
    /// Two instances starting at once on a missing file would otherwise both switch the new file to
    /// WAL, which SQLite refuses at once with SQLITE_BUSY (a lock deadlock: the busy timeout does not
    /// apply), and both run "v1". `link(2)` never replaces an existing file, so the winner's library
    /// is the one both open.
    static func createIfMissing(path: String) throws {
        guard access(path, F_OK) != 0 else { return }
        // Same directory: a hard link cannot cross file systems.
        let temporaryPath = "\(path).new-\(getpid())-\(UUID().uuidString)"
        defer {
            for suffix in ["", "-wal", "-shm"] { unlink(temporaryPath + suffix) }
        }
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: temporaryPath, configuration: configuration)
        try migrator.migrate(queue)
        // Closing checkpoints the WAL into the file, so the file alone is the whole library.
        try queue.close()
        // A file system without hard links: the pool creates the file itself, as it would anyway.
        _ = link(temporaryPath, path)
    }
}

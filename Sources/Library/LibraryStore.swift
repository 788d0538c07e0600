import Foundation
import GRDB

/// The reader's library: feeds, their items and the read/starred state, in one SQLite file.
///
/// Opened as a WAL `DatabasePool`: lists read while a refresh writes, and a second FeedBrowser on
/// the same file waits for the other's short write transactions (busy timeout) instead of failing.
/// A file that cannot be opened is reported, never replaced.
public final class LibraryStore: Sendable {
    /// The database file.
    public let path: String
    let pool: DatabasePool

    /// How long a write waits for another process's write transaction before failing as `.busy`.
    /// Every write here is one feed or one user action, far shorter than this.
    public static let busyTimeout: TimeInterval = 5

    /// Opens the library at `path`, creating the file (and its directory) when missing and
    /// migrating its schema to this version's.
    public init(path: String) throws(LibraryError) {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
        } catch {
            if LibraryError.isReadOnlyLocation(path) { throw .readOnly(path: path) }
            throw .cannotOpen(path: path, detail: "cannot create the directory \(directory): \(error.localizedDescription)")
        }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(Self.busyTimeout)
            // GRDB's default, stated because item rows rely on it: deleting a feed deletes its items.
            configuration.foreignKeysEnabled = true
            configuration.label = "library"
            try Self.createIfMissing(path: path)
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrate(pool, path: path)
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }

    /// Runs `updates` in one write transaction, mapping failures to `LibraryError`; a throw rolls
    /// the whole transaction back.
    func write<T>(_ updates: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try pool.write(updates)
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }

    /// Runs `value` on a reader connection (a snapshot: never blocked by, nor blocking, the writer).
    func read<T>(_ value: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try pool.read(value)
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }
}

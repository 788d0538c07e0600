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
    /// Opened with `init(readingOnly:)`: every write fails with `.readOnly`.
    public let isReadOnly: Bool
    let pool: DatabasePool

    /// How long a write waits for another process's write transaction before failing as `.busy`.
    /// Every write here is one feed or one user action, far shorter than this.
    public static let busyTimeout: TimeInterval = 5

    /// Opens the library at `path`, creating the file (and its directory) when missing and
    /// migrating its schema to this version's.
    public init(path: String) throws(LibraryError) {
        self.path = path
        isReadOnly = false
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
        } catch {
            if LibraryError.isReadOnlyLocation(path) { throw .readOnly(path: path) }
            throw .cannotOpen(path: path, detail: "cannot create the directory \(directory): \(error.localizedDescription)")
        }
        // SQLite would open a write-protected file read-only without a word, and fail at the
        // first mark: say so now, so the caller can open it to read only.
        if access(path, F_OK) == 0, access(path, W_OK) != 0 { throw .readOnly(path: path) }
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

    /// Opens an existing library only to read it, for a data directory that cannot be written (a
    /// read-only mount, a file or directory without write permission): the reader still browses
    /// what it holds. A library whose schema is older than this version's cannot be read without
    /// migrating it, and is refused as read-only.
    public init(readingOnly path: String) throws(LibraryError) {
        self.path = path
        isReadOnly = true
        guard access(path, R_OK) == 0 else { throw .cannotOpen(path: path, detail: String(cString: strerror(errno))) }
        do {
            pool = try Self.openReading(path)
            if try pool.read(Self.migrator.hasBeenSuperseded) { throw LibraryError.newerSchema(path: path) }
            guard try pool.read(Self.migrator.hasCompletedMigrations) else { throw LibraryError.readOnly(path: path) }
        } catch {
            throw LibraryError.from(error, path: path)
        }
    }

    /// A read-only pool on `path`: a plain read-only open reads the WAL too, which SQLite allows
    /// when the WAL's side files exist; when they do not (the last FeedBrowser closed cleanly and
    /// they cannot be created here), the file alone is the whole library, opened immutable (a URI:
    /// the system SQLite takes URI file names).
    private static func openReading(_ path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "library (read-only)"
        if let pool = try? DatabasePool(path: path, configuration: configuration), (try? pool.read({ try $0.tableExists("feed") })) != nil {
            return pool
        }
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return try DatabasePool(path: "file:\(escaped)?immutable=1", configuration: configuration)
    }

    /// Runs `updates` in one write transaction, mapping failures to `LibraryError`; a throw rolls
    /// the whole transaction back.
    func write<T>(_ updates: (Database) throws -> T) throws(LibraryError) -> T {
        if isReadOnly { throw .readOnly(path: path) }
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

/// Why the library could not be opened, read or written; every message names the file.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not an SQLite database (or its header is damaged).
    case notADatabase(path: String)
    /// SQLite found damaged pages while reading or writing; `detail` is SQLite's message.
    case corrupt(path: String, detail: String)
    /// The file or its directory cannot be written (permissions, read-only or immutable file system).
    case readOnly(path: String)
    /// The file could not be opened or created for another reason; `detail` is the system's message.
    case cannotOpen(path: String, detail: String)
    /// The file was migrated by a newer FeedBrowser; this one does not know its schema.
    case newerSchema(path: String)
    /// The disk (or the quota) holding the library is full: nothing more can be written.
    case full(path: String)
    /// Another process held the database for longer than the busy timeout.
    case busy(path: String)
    /// Any other SQLite failure; `detail` is SQLite's message.
    case database(path: String, detail: String)

    /// What went wrong, naming the file and saying what to do.
    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a FeedBrowser library (not an SQLite database, or its header is damaged). "
                + "It was left as it is: run `feedbrowser library check`, or move the file away to start an empty library."
        case .corrupt(let path, let detail):
            return "the library \(path) is damaged (\(detail)). It was left as it is: run `feedbrowser library check`, "
                + "restore it from a backup, or move the file away to start an empty library."
        case .readOnly(let path):
            return "the library \(path) cannot be written: the file or its directory is read-only. "
                + "Make it writable, or choose another location with XDG_DATA_HOME."
        case .cannotOpen(let path, let detail):
            return "cannot open the library \(path): \(detail). Check that its directory exists and is writable."
        case .full(let path):
            return "the disk holding the library \(path) is full: nothing more can be stored. Free some space; "
                + "what the library holds is still there."
        case .newerSchema(let path):
            return "the library \(path) was written by a newer FeedBrowser; update FeedBrowser to open it."
        case .busy(let path):
            return "the library \(path) stayed locked by another FeedBrowser for too long; try again when it is idle."
        case .database(let path, let detail):
            return "the library \(path) failed: \(detail)"
        }
    }
}

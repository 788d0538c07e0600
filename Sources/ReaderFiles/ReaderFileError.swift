/// Why one of the reader's files could not be read or written; the message names the file.
public enum ReaderFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason) (nothing was changed; check the directory's permissions and free space)"
        }
    }
}

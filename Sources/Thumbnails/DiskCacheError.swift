/// Why the picture cache could not be emptied; `description` is one line for `cache clear`.
public enum DiskCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Listing `directory` or deleting a file in it failed; `reason` says which and why.
    case cannotClear(directory: String, reason: String)

    public var description: String {
        switch self {
        case .cannotClear(let directory, let reason):
            return "cannot clear the picture cache \(directory): \(reason) (check the directory's permissions, or XDG_CACHE_HOME)"
        }
    }
}

/// Why a thumbnail could not be shown; `description` is short enough for a placeholder box.
public enum ThumbnailLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL's scheme is not one this loader can fetch (e.g. http before an HTTP fetcher is set).
    case unsupportedURL(String)
    /// Reading or downloading failed; `reason` says how (missing file, HTTP 404, timeout).
    case fetchFailed(url: String, reason: String)
    /// A local path or `file://` URL from a feed that is not itself a local file: a web feed
    /// must not make the app read the reader's files or devices, nor learn which exist.
    case localFileRefused(url: String)
    /// The path names something other than a regular file (`kind`: "device", "FIFO",
    /// "directory", "socket"), which is never opened for reading: a device or a FIFO could
    /// block a worker or steal the terminal's input.
    case notRegularFile(url: String, kind: String)
    /// The file or response is larger than the loader's byte limit.
    case tooLarge(url: String, limit: Int)
    /// The bytes arrived but are not a picture the decoder accepts.
    case decodeFailed(ImageDecodingError)
    /// The load was cancelled (the row scrolled away); never shown, the loader drops it.
    case cancelled

    public var description: String {
        switch self {
        case .unsupportedURL(let url): return "cannot fetch \(url)"
        case .fetchFailed(_, let reason): return reason
        case .localFileRefused: return "local file refused (list with web feeds)"
        case .notRegularFile(_, let kind): return "\(kind), not a file"
        case .tooLarge(_, let limit): return "image over \(limit / 1024) KB"
        case .decodeFailed(let error): return error.description
        case .cancelled: return "cancelled"
        }
    }
}

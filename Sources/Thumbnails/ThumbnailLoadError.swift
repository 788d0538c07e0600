/// Why a thumbnail could not be shown; `description` is short enough for a placeholder box.
public enum ThumbnailLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL's scheme is not one this loader can fetch (e.g. http before an HTTP fetcher is set).
    case unsupportedURL(String)
    /// Reading or downloading failed; `reason` says how (missing file, HTTP 404, timeout).
    case fetchFailed(url: String, reason: String)
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
        case .tooLarge(_, let limit): return "image over \(limit / 1024) KB"
        case .decodeFailed(let error): return error.description
        case .cancelled: return "cancelled"
        }
    }
}

import FeedFetch

/// Gets the bytes of a picture URL; the loader calls it on a worker thread.
public protocol ThumbnailFetching: Sendable {
    /// The bytes at `url`, at most `maxBytes` of them (more is `.tooLarge`). Implementations
    /// should give up early once `cancellation` is cancelled (the row scrolled far away).
    func fetch(_ url: String, maxBytes: Int, cancellation: Cancellation) throws(ThumbnailLoadError) -> [UInt8]

    /// Whether `fetch` reaches `url` over the network (so its bytes are worth a disk cache).
    func isRemote(_ url: String) -> Bool
}

extension ThumbnailFetching {
    public func isRemote(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}

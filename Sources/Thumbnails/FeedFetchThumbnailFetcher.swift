import FeedFetch
import Foundation

/// Fetches http(s) pictures with FeedFetch's HTTP client and its limits (timeouts, redirects,
/// size cap); files and `file://` URLs are read directly. This is the fetcher the app uses.
public struct FeedFetchThumbnailFetcher: ThumbnailFetching {
    /// FeedFetch options; `maxBytes` is replaced by the loader's limit on every fetch.
    public var options: FeedLoadOptions

    /// A fetcher with short timeouts: a picture is not worth waiting for as long as a feed.
    public init(options: FeedLoadOptions = FeedLoadOptions(connectTimeout: 5, totalTimeout: 20, maxRedirects: 5)) {
        self.options = options
    }

    public func fetch(_ url: String, maxBytes: Int, cancellation: Cancellation) throws(ThumbnailLoadError) -> [UInt8] {
        guard isRemote(url) else {
            return try LocalFileFetcher().fetch(url, maxBytes: maxBytes, cancellation: cancellation)
        }
        guard let location = URL(string: url), location.host != nil else { throw .unsupportedURL(url) }
        if cancellation.isCancelled { throw .cancelled }
        var options = self.options
        options.maxBytes = maxBytes
        do {
            let data = try FeedLoader.data(at: location, options: options, cancellation: cancellation)
            if data.count > maxBytes { throw ThumbnailLoadError.tooLarge(url: url, limit: maxBytes) }
            return [UInt8](data)
        } catch let error as ThumbnailLoadError {
            throw error
        } catch let error as FeedLoadError {
            throw Self.translate(error, url: url)
        } catch {
            throw .fetchFailed(url: url, reason: "download failed")
        }
    }

    /// FeedFetch's error as a placeholder-sized reason.
    static func translate(_ error: FeedLoadError, url: String) -> ThumbnailLoadError {
        switch error {
        case .tooLarge(_, let limit): return .tooLarge(url: url, limit: limit)
        case .httpStatus(let code, _): return .fetchFailed(url: url, reason: "HTTP \(code)")
        case .timedOut, .connectTimedOut, .responseTimedOut: return .fetchFailed(url: url, reason: "timed out")
        case .cancelled: return .cancelled
        case .dns(let host): return .fetchFailed(url: url, reason: "no host \(host)")
        case .connectionRefused: return .fetchFailed(url: url, reason: "connection refused")
        case .tooManyRedirects: return .fetchFailed(url: url, reason: "too many redirects")
        default: return .fetchFailed(url: url, reason: error.description)
        }
    }
}

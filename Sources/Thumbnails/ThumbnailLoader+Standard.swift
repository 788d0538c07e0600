import Foundation

extension ThumbnailLoader {
    /// The loader the app uses: FeedFetch for http(s) (with its timeouts and size cap), files
    /// read directly, downloads cached in `ThumbnailDiskCache.defaultDirectory(environment:)`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ThumbnailLoader {
        ThumbnailLoader(
            fetcher: FeedFetchThumbnailFetcher(),
            diskCache: ThumbnailDiskCache(directory: ThumbnailDiskCache.defaultDirectory(environment: environment))
        )
    }
}

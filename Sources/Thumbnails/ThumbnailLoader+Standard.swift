import Foundation

extension ThumbnailLoader {
    /// The loader the app uses: FeedFetch for http(s) (with its timeouts and size cap), files
    /// read directly, downloads cached in `ThumbnailDiskCache.defaultDirectory(environment:)`.
    /// Local files are refused until the runtime allows them for a feed that is a local file.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ThumbnailLoader {
        ThumbnailLoader(
            fetcher: FeedFetchThumbnailFetcher(),
            diskCache: ThumbnailDiskCache(directory: ThumbnailDiskCache.defaultDirectory(environment: environment)),
            allowsLocalFiles: false
        )
    }
}

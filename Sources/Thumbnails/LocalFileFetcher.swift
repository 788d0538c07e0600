import FeedFetch
import Foundation

/// Reads pictures from file paths and `file://` URLs; hands http(s) URLs to `remote`.
public struct LocalFileFetcher: ThumbnailFetching {
    /// The fetcher for http(s) URLs (FeedFetch's, wrapped); nil refuses them with `.unsupportedURL`.
    public var remote: (any ThumbnailFetching)?

    /// A fetcher for local files, passing network URLs to `remote`.
    public init(remote: (any ThumbnailFetching)? = nil) {
        self.remote = remote
    }

    public func fetch(_ url: String, maxBytes: Int, cancellation: Cancellation) throws(ThumbnailLoadError) -> [UInt8] {
        if isRemote(url) {
            guard let remote else { throw .unsupportedURL(url) }
            return try remote.fetch(url, maxBytes: maxBytes, cancellation: cancellation)
        }
        guard let path = Self.path(of: url) else { throw .unsupportedURL(url) }
        let name = (path as NSString).lastPathComponent
        // Size first, so a huge file is refused without reading it.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw .fetchFailed(url: url, reason: "no file \(name)")
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > maxBytes {
            throw .tooLarge(url: url, limit: maxBytes)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .fetchFailed(url: url, reason: "cannot read \(name)")
        }
        defer { try? handle.close() }
        // Read at most one byte past the limit: a file that grew since the size check still fails.
        let data: Data
        do { data = try handle.read(upToCount: maxBytes + 1) ?? Data() } catch {
            throw .fetchFailed(url: url, reason: "cannot read \(name)")
        }
        if data.count > maxBytes { throw .tooLarge(url: url, limit: maxBytes) }
        return [UInt8](data)
    }

    /// The file system path of a plain path or a `file://` URL; nil for other schemes.
    static func path(of url: String) -> String? {
        if url.lowercased().hasPrefix("file://") {
            return URL(string: url)?.path ?? String(url.dropFirst("file://".count))
        }
        // Anything else with a scheme ("ftp:", "data:") is not a local file.
        if let colon = url.firstIndex(of: ":"), let slash = url.firstIndex(of: "/"), colon < slash { return nil }
        if url.contains("://") { return nil }
        return url
    }
}

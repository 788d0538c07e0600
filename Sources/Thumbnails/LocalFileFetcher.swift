import FeedFetch
import Foundation

/// Reads pictures from file paths and `file://` URLs (regular files only, up to the byte limit);
/// hands http(s) URLs to `remote`. Whether a feed may name local files at all is the loader's
/// decision (`ThumbnailLoader.allowsLocalFiles`).
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
        return try Self.readRegularFile(path, url: url, maxBytes: maxBytes, cancellation: cancellation)
    }

    /// The bytes of the regular file at `path`, at most `maxBytes`. Anything else is refused
    /// before it is opened (opening a device can have effects of its own, and reading a FIFO or
    /// a terminal blocks), and checked again on the open descriptor, so a path swapped for a
    /// device in between is refused too; the open cannot block (`O_NONBLOCK`) nor take the
    /// terminal as the controlling one (`O_NOCTTY`).
    private static func readRegularFile(_ path: String, url: String, maxBytes: Int, cancellation: Cancellation) throws(ThumbnailLoadError) -> [UInt8] {
        let name = (path as NSString).lastPathComponent
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno: errno, url: url, name: name) }
        try checkRegular(status, url: url, maxBytes: maxBytes)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno: errno, url: url, name: name) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw failure(errno: errno, url: url, name: name) }
        try checkRegular(status, url: url, maxBytes: maxBytes)
        // At most one byte past the limit: a file that grew since the size check still fails.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(status.st_size), maxBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maxBytes {
            if cancellation.isCancelled { throw .cancelled }
            let wanted = min(chunk.count, maxBytes + 1 - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure(errno: errno, url: url, name: name)
            }
            bytes.append(contentsOf: chunk[..<got])
        }
        if bytes.count > maxBytes { throw .tooLarge(url: url, limit: maxBytes) }
        return bytes
    }

    /// Refuses what is not a regular file, and a regular file over the limit (without reading it).
    private static func checkRegular(_ status: stat, url: String, maxBytes: Int) throws(ThumbnailLoadError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFCHR, S_IFBLK: throw .notRegularFile(url: url, kind: "device")
        case S_IFIFO: throw .notRegularFile(url: url, kind: "FIFO")
        case S_IFDIR: throw .notRegularFile(url: url, kind: "directory")
        case S_IFSOCK: throw .notRegularFile(url: url, kind: "socket")
        default: throw .notRegularFile(url: url, kind: "special file")
        }
        if Int(status.st_size) > maxBytes { throw .tooLarge(url: url, limit: maxBytes) }
    }

    private static func failure(errno code: Int32, url: String, name: String) -> ThumbnailLoadError {
        .fetchFailed(url: url, reason: code == ENOENT || code == ENOTDIR ? "no file \(name)" : "cannot read \(name)")
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

import Foundation

/// Downloaded picture bytes on disk, bounded in size, evicting the least recently used.
///
/// Files live in one directory (by default `$XDG_CACHE_HOME/feedbrowser/images`, else
/// `~/.cache/feedbrowser/images`), named by a 128-bit hash of the URL. Each file starts with a
/// header holding the URL itself, checked on every read, so a hash collision (FNV is not a
/// cryptographic hash, and feeds are untrusted) is a miss, never another site's picture. The
/// header also holds a checksum of the picture's bytes, checked on every read too: a file
/// damaged on disk is a miss (and removed), so the picture is downloaded again rather than
/// failing to decode in every run.
/// A hit sets the file's modification time to now: that is the "last used" time eviction sorts by
/// (access times are unreliable under `noatime`/`relatime` mounts).
///
/// Thread-safe (one lock). Costs: a lookup or a store is O(1) plus its file I/O; a store that
/// goes over the limit sorts the entries, O(n log n) for n files. The first use scans the directory.
public final class ThumbnailDiskCache: @unchecked Sendable {
    /// The directory holding the cache files.
    public let directory: URL
    /// Largest total size of the files, in bytes; stores beyond it evict the oldest files.
    public let sizeLimit: Int

    private struct Entry {
        var size: Int
        var lastUsed: Date
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var totalBytes = 0
    private var scanned = false
    /// Version 2 added the checksum; files of version 1 fail the header check and are replaced.
    private static let magic = Array("FBIMG2\n".utf8)
    private static let fileExtension = "img"

    /// A cache in `directory` (created when first written) holding at most `sizeLimit` bytes:
    /// 64 MB counted as every size the program shows is (1 MB = 10^6 bytes), so `cache` says 64 MB.
    public init(directory: URL, sizeLimit: Int = 64_000_000) {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
    }

    /// `$XDG_CACHE_HOME/feedbrowser/images`, or `~/.cache/feedbrowser/images` when XDG_CACHE_HOME
    /// is unset or not absolute (the XDG spec says to ignore relative values).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        }
        return base.appendingPathComponent("feedbrowser", isDirectory: true).appendingPathComponent("images", isDirectory: true)
    }

    /// The file name for `url`: 32 hex digits of two independent 64-bit FNV-1a hashes.
    public static func fileName(for url: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in url.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
        }
        second ^= UInt64(url.utf8.count)
        return String(format: "%016llx%016llx", first, second) + "." + fileExtension
    }

    /// The cached bytes for `url`, or nil; a hit marks the entry as just used.
    public func data(for url: String) -> [UInt8]? {
        lock.lock(); defer { lock.unlock() }
        scanIfNeeded()
        let name = Self.fileName(for: url)
        guard entries[name] != nil else { return nil }
        let file = directory.appendingPathComponent(name)
        guard let contents = try? Data(contentsOf: file), let payload = Self.payload(contents, url: url) else {
            // Unreadable, not ours (a collision) or damaged: forget it so it can be rewritten.
            forget(name)
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        let now = Date()
        entries[name]?.lastUsed = now
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file.path)
        return payload
    }

    /// Stores `bytes` for `url`, then evicts least recently used files until the total fits.
    /// Entries larger than the whole limit are not stored. Write errors are ignored: a cache
    /// that cannot write only costs downloads.
    public func store(_ bytes: [UInt8], for url: String) {
        let header = Self.header(url: url, checksum: Self.checksum(bytes))
        let size = header.count + bytes.count
        guard size <= sizeLimit else { return }
        lock.lock(); defer { lock.unlock() }
        scanIfNeeded()
        let name = Self.fileName(for: url)
        let file = directory.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Written whole then renamed, so another process never reads half a file.
            try Data(header + bytes).write(to: file, options: .atomic)
        } catch {
            return
        }
        forget(name)
        entries[name] = Entry(size: size, lastUsed: Date())
        totalBytes += size
        evictIfNeeded()
    }

    /// Removes every cached file (for `feedbrowser cache clear`); returns the bytes freed. A
    /// directory that does not exist holds nothing to clear; one that cannot be listed, or a file
    /// that cannot be deleted, is an error (files deleted before it stay deleted).
    @discardableResult
    public func clear() throws(DiskCacheError) -> Int {
        lock.lock(); defer { lock.unlock() }
        scanned = false
        entries = [:]
        totalBytes = 0
        guard let names = try cacheFileNames() else { return 0 }
        var freed = 0
        for name in names {
            let path = directory.appendingPathComponent(name).path
            var status = stat()
            let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
            if unlink(path) != 0 && errno != ENOENT {
                throw .cannotClear(directory: directory.path, reason: "cannot delete \(name): \(String(cString: strerror(errno)))")
            }
            freed += size
        }
        return freed
    }

    /// The cache's file names in `directory`, or nil when the directory does not exist.
    private func cacheFileNames() throws(DiskCacheError) -> [String]? {
        guard let stream = opendir(directory.path) else {
            if errno == ENOENT { return nil }
            throw .cannotClear(directory: directory.path, reason: String(cString: strerror(errno)))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix("." + Self.fileExtension) { names.append(name) }
        }
        return names
    }

    /// Total bytes of the cached files.
    public var totalSize: Int {
        lock.lock(); defer { lock.unlock() }
        scanIfNeeded()
        return totalBytes
    }

    /// Number of cached files.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        scanIfNeeded()
        return entries.count
    }

    /// Whether `url` has a cached file (does not count as a use).
    public func contains(_ url: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        scanIfNeeded()
        return entries[Self.fileName(for: url)] != nil
    }

    // MARK: - Private (called with the lock held)

    private func scanIfNeeded() {
        guard !scanned else { return }
        scanned = true
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        for file in files where file.pathExtension == Self.fileExtension {
            let values = try? file.resourceValues(forKeys: Set(keys))
            let entry = Entry(size: values?.fileSize ?? 0, lastUsed: values?.contentModificationDate ?? .distantPast)
            entries[file.lastPathComponent] = entry
            totalBytes += entry.size
        }
        evictIfNeeded()
    }

    private func forget(_ name: String) {
        if let old = entries.removeValue(forKey: name) { totalBytes -= old.size }
    }

    private func evictIfNeeded() {
        guard totalBytes > sizeLimit else { return }
        // Down to 90% so a burst of stores does not sort the directory on every one.
        let target = sizeLimit - sizeLimit / 10
        for (name, _) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard totalBytes > target else { break }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            forget(name)
        }
    }

    /// "FBIMG2", the URL and the payload's checksum in 16 hex digits, each on its own line.
    private static func header(url: String, checksum: UInt64) -> [UInt8] {
        magic + Array(url.utf8) + [0x0A] + Array(String(format: "%016llx", checksum).utf8) + [0x0A]
    }

    /// The picture's bytes when `contents` is the file of `url` and its bytes are intact.
    private static func payload(_ contents: Data, url: String) -> [UInt8]? {
        let start = magic + Array(url.utf8) + [0x0A]
        let headerCount = start.count + 17
        guard contents.count >= headerCount, contents.prefix(start.count).elementsEqual(start) else { return nil }
        let payload = [UInt8](contents.dropFirst(headerCount))
        guard contents.prefix(headerCount).elementsEqual(header(url: url, checksum: checksum(payload))) else { return nil }
        return payload
    }

    /// 64-bit FNV-1a of `bytes`: finds damage (a flipped or lost byte), not forgery; the cache
    /// directory is the reader's own.
    private static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}

import Foundation
import Testing
@testable import Pictures
@testable import Thumbnails

/// A fresh temporary directory, removed by `cleanup()`.
struct TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("thumbs-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func cleanup() { try? FileManager.default.removeItem(at: url) }
}

@Suite struct ThumbnailDiskCacheTests {
    @Test func defaultDirectoryFollowsXDG() {
        #expect(ThumbnailDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"]).path
            == "/tmp/xdg/feedbrowser/images")
        #expect(ThumbnailDiskCache.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/feedbrowser/images")
        // A relative XDG_CACHE_HOME is invalid by the spec and ignored.
        #expect(ThumbnailDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/home/u"]).path
            == "/home/u/.cache/feedbrowser/images")
    }

    @Test func fileNamesAreHashesOfTheURL() {
        let a = ThumbnailDiskCache.fileName(for: "https://example.com/a.png")
        let b = ThumbnailDiskCache.fileName(for: "https://example.com/b.png")
        #expect(a != b)
        #expect(a == ThumbnailDiskCache.fileName(for: "https://example.com/a.png"))
        #expect(a.count == 36 && a.hasSuffix(".img"))
        #expect(a.dropLast(4).allSatisfy { $0.isHexDigit })
    }

    @Test func storesAndHitsAcrossInstances() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let cache = ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000)
        #expect(cache.data(for: "https://x/1.png") == nil)
        cache.store([1, 2, 3], for: "https://x/1.png")
        #expect(cache.data(for: "https://x/1.png") == [1, 2, 3])
        // A second process (a new instance) finds the file.
        let again = ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000)
        #expect(again.data(for: "https://x/1.png") == [1, 2, 3])
        #expect(again.count == 1)
    }

    @Test func aFileForAnotherURLIsAMiss() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let cache = ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000)
        cache.store([9, 9], for: "https://x/real.png")
        // Simulate a hash collision: the file of another URL under this URL's name.
        let real = directory.url.appendingPathComponent(ThumbnailDiskCache.fileName(for: "https://x/real.png"))
        let other = directory.url.appendingPathComponent(ThumbnailDiskCache.fileName(for: "https://x/other.png"))
        try FileManager.default.copyItem(at: real, to: other)
        let fresh = ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000)
        #expect(fresh.data(for: "https://x/other.png") == nil)
        #expect(fresh.data(for: "https://x/real.png") == [9, 9])
    }

    @Test func evictsLeastRecentlyUsedOverTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        // Each entry is ~1000 bytes plus its header; the limit holds three of them.
        let cache = ThumbnailDiskCache(directory: directory.url, sizeLimit: 3_200)
        let payload = [UInt8](repeating: 7, count: 1_000)
        cache.store(payload, for: "https://x/a")
        cache.store(payload, for: "https://x/b")
        cache.store(payload, for: "https://x/c")
        #expect(cache.count == 3)
        _ = cache.data(for: "https://x/a") // a is now the most recently used; b the least
        cache.store(payload, for: "https://x/d")
        #expect(cache.totalSize <= 3_200)
        #expect(cache.contains("https://x/a"))
        #expect(!cache.contains("https://x/b"))
        #expect(cache.contains("https://x/d"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(files.count == cache.count)
    }

    @Test func entriesOverTheWholeLimitAreNotStored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let cache = ThumbnailDiskCache(directory: directory.url, sizeLimit: 100)
        cache.store([UInt8](repeating: 1, count: 200), for: "https://x/big")
        #expect(cache.count == 0 && cache.totalSize == 0)
    }

    @Test func evictionUsesLastUseTimesOnDiskAfterRestart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let payload = [UInt8](repeating: 7, count: 1_000)
        let first = ThumbnailDiskCache(directory: directory.url, sizeLimit: 100_000)
        first.store(payload, for: "https://x/old")
        first.store(payload, for: "https://x/new")
        // Age "old" on disk; a new instance with a smaller limit must evict it, not "new".
        let old = directory.url.appendingPathComponent(ThumbnailDiskCache.fileName(for: "https://x/old"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: old.path)
        let second = ThumbnailDiskCache(directory: directory.url, sizeLimit: 1_500)
        #expect(second.count == 1)
        #expect(second.contains("https://x/new"))
    }

    @Test func aFileWithDamagedBytesIsAMissAndIsRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let url = "https://x/1.png"
        ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000).store([1, 2, 3, 4], for: url)
        let file = directory.url.appendingPathComponent(ThumbnailDiskCache.fileName(for: url))
        var contents = try [UInt8](Data(contentsOf: file))
        contents[contents.count - 1] ^= 0xFF
        try Data(contents).write(to: file)
        let fresh = ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000)
        #expect(fresh.data(for: url) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(fresh.count == 0)
        // A truncated file, its checksum line cut, is a miss as well.
        fresh.store([1, 2, 3, 4], for: url)
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count - 10).write(to: file)
        #expect(ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000).data(for: url) == nil)
    }

    @Test func clearRemovesEverything() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let cache = ThumbnailDiskCache(directory: directory.url, sizeLimit: 10_000)
        cache.store([1], for: "https://x/1")
        cache.store([2, 2], for: "https://x/2")
        let freed = try cache.clear()
        #expect(freed > 0)
        #expect(cache.count == 0 && cache.totalSize == 0)
        #expect(cache.data(for: "https://x/1") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func lruCacheEvictsByCost() {
        var cache = LRUCache<String, Int>(costLimit: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        _ = cache.value(for: "a")
        cache.insert(3, for: "c", cost: 4)
        #expect(cache.contains("a") && !cache.contains("b") && cache.contains("c"))
        #expect(cache.totalCost == 8)
        cache.insert(4, for: "huge", cost: 11)
        #expect(!cache.contains("huge"))
    }
}

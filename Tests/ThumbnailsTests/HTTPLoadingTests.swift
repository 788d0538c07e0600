import FeedFetch
import Foundation
import Testing
@testable import Pictures
@testable import Thumbnails

/// The loader against a real HTTP server on 127.0.0.1 (started per test, loopback only, every
/// wait bounded): success, disk caching, error statuses, slow, oversized and cut-off responses.
@Suite struct HTTPLoadingTests {
    static let png = try! TestImages.fixture("halves.png")

    func loader(_ directory: TemporaryDirectory, timeout: Double = 5, maxBytes: Int = 1 << 20) -> ThumbnailLoader {
        let fetcher = FeedFetchThumbnailFetcher(options: FeedLoadOptions(connectTimeout: timeout, totalTimeout: timeout, maxRedirects: 2))
        return ThumbnailLoader(fetcher: fetcher, diskCache: ThumbnailDiskCache(directory: directory.url), maxBytes: maxBytes)
    }

    @Test func loadsOverHTTPAndCachesOnDisk() throws {
        let server = try LoopbackHTTPServer(routes: ["/a.png": .respond(status: 200, body: Self.png)])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let key = ThumbnailKey(url: server.base + "/a.png", columns: 8, rows: 2)
        let first = loader(directory)
        first.request(key)
        #expect(waitForUpdates(first, count: 1).first?.failure == nil)
        guard case .ready(let picture) = first.state(for: key) else { Issue.record("not ready"); return }
        #expect(picture[0, 0].style.foreground == .rgb(.init(255, 0, 0)))
        // The next run is served from disk: no second request reaches the server.
        let second = loader(directory)
        second.request(key)
        #expect(waitForUpdates(second, count: 1).first?.failure == nil)
        #expect(server.requestedPaths == ["/a.png"])
    }

    @Test func aCacheEntryWithDamagedImageBytesIsDownloadedAgain() throws {
        let server = try LoopbackHTTPServer(routes: ["/a.png": .respond(status: 200, body: Self.png)])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let key = ThumbnailKey(url: server.base + "/a.png", columns: 8, rows: 2)
        let first = loader(directory)
        first.request(key)
        #expect(waitForUpdates(first, count: 1).first?.failure == nil)
        // The header (magic, URL, checksum) stays intact; the second half of the picture is zeroed.
        let file = directory.url.appendingPathComponent(ThumbnailDiskCache.fileName(for: key.url))
        let stored = try [UInt8](Data(contentsOf: file))
        let damageFrom = stored.count - Self.png.count / 2
        try Data(stored[..<damageFrom] + [UInt8](repeating: 0, count: stored.count - damageFrom)).write(to: file)
        // The next run finds the damage, downloads the picture again and shows it.
        let second = loader(directory)
        second.request(key)
        #expect(waitForUpdates(second, count: 1).first?.failure == nil)
        guard case .ready(let picture) = second.state(for: key) else { Issue.record("not ready"); return }
        #expect(picture[0, 0].style.foreground == .rgb(.init(255, 0, 0)))
        #expect(server.requestedPaths == ["/a.png", "/a.png"])
        // And the entry is whole again: a third run needs no download.
        #expect(try Data(contentsOf: file) == Data(stored))
        #expect(ThumbnailDiskCache(directory: directory.url).data(for: key.url) == Self.png)
    }

    @Test func errorStatusesFailWithTheStatus() throws {
        let server = try LoopbackHTTPServer(routes: ["/boom": .respond(status: 500, body: Array("oops".utf8))])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let loader = loader(directory)
        loader.request(ThumbnailKey(url: server.base + "/boom", columns: 4, rows: 2))
        loader.request(ThumbnailKey(url: server.base + "/missing", columns: 4, rows: 2))
        let updates = waitForUpdates(loader, count: 2)
        #expect(updates.first { $0.url.hasSuffix("/boom") }?.failure == .fetchFailed(url: server.base + "/boom", reason: "HTTP 500"))
        #expect(updates.first { $0.url.hasSuffix("/missing") }?.failure == .fetchFailed(url: server.base + "/missing", reason: "HTTP 404"))
        #expect(ThumbnailDiskCache(directory: directory.url).count == 0)
    }

    @Test func slowServersTimeOut() throws {
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .respond(status: 200, body: Self.png, delay: 4)])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let loader = loader(directory, timeout: 1)
        let started = Date()
        loader.request(ThumbnailKey(url: server.base + "/slow.png", columns: 4, rows: 2))
        let updates = waitForUpdates(loader, count: 1)
        #expect(updates.first?.failure == .fetchFailed(url: server.base + "/slow.png", reason: "timed out"))
        #expect(Date().timeIntervalSince(started) < 3.5)
    }

    @Test func cancellingStopsARunningDownload() throws {
        // 4 MB at 1 KB per 20 ms would take minutes, far beyond the 20 s timeout below.
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .trickle(bytes: 4 << 20, interval: 0.02)])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let fetcher = FeedFetchThumbnailFetcher(options: FeedLoadOptions(connectTimeout: 5, totalTimeout: 20, maxRedirects: 2))
        let loader = ThumbnailLoader(fetcher: fetcher, diskCache: ThumbnailDiskCache(directory: directory.url), maxBytes: 8 << 20)
        loader.request(ThumbnailKey(url: server.base + "/slow.png", columns: 4, rows: 2))
        let requested = Date(timeIntervalSinceNow: 5)
        while server.requestedPaths.isEmpty && Date() < requested { Thread.sleep(forTimeInterval: 0.01) }
        Thread.sleep(forTimeInterval: 0.2)
        loader.cancel(except: [])
        let cancelled = Date()
        while server.endedPaths.isEmpty && Date().timeIntervalSince(cancelled) < 5 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(server.endedPaths == ["/slow.png"], "the server is still sending")
        #expect(loader.poll().isEmpty, "a cancelled load reports nothing")
    }

    @Test func oversizedResponsesAreRefused() throws {
        let server = try LoopbackHTTPServer(routes: ["/huge.png": .endless(bytes: 8 << 20)])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let loader = loader(directory, maxBytes: 64 * 1024)
        loader.request(ThumbnailKey(url: server.base + "/huge.png", columns: 4, rows: 2))
        let updates = waitForUpdates(loader, count: 1)
        #expect(updates.first?.failure == .tooLarge(url: server.base + "/huge.png", limit: 64 * 1024))
    }

    @Test func cutOffResponsesFailAndAreNotCached() throws {
        let half = Array(Self.png.prefix(Self.png.count / 2))
        let server = try LoopbackHTTPServer(routes: ["/cut.png": .truncated(body: half, announced: Self.png.count)])
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let loader = loader(directory)
        loader.request(ThumbnailKey(url: server.base + "/cut.png", columns: 4, rows: 2))
        let updates = waitForUpdates(loader, count: 1)
        #expect(updates.first?.failure != nil)
        #expect(ThumbnailDiskCache(directory: directory.url).count == 0)
    }

    @Test func httpURLsAreRefusedWithoutARemoteFetcher() throws {
        let loader = ThumbnailLoader()
        loader.request(ThumbnailKey(url: "http://127.0.0.1:9/x.png", columns: 4, rows: 2))
        #expect(waitForUpdates(loader, count: 1).first?.failure == .unsupportedURL("http://127.0.0.1:9/x.png"))
    }
}

/// The bundled sample feed's pictures, through the same path the app takes: parse the feed
/// (FeedFetch resolves relative URLs against the file), then load every thumbnail URL.
@Suite struct SampleFeedPictureTests {
    @Test func everyThumbnailOfTheSampleFeedLoads() throws {
        let feedPath = TestImages.sampleArt.deletingLastPathComponent().appendingPathComponent("deviantart-sample.xml").path
        let result = try FeedLoader.load(try FeedSource(feedPath))
        let urls = Set(result.feed.items.flatMap { $0.thumbnails.map(\.url) })
        #expect(urls.count == 16) // art-01...08, thumb and medium
        let loader = ThumbnailLoader(fetcher: FeedFetchThumbnailFetcher())
        for url in urls { loader.request(ThumbnailKey(url: url, columns: 12, rows: 6)) }
        let updates = waitForUpdates(loader, count: urls.count)
        #expect(updates.count == urls.count)
        for update in updates { #expect(update.failure == nil, "\(update.url): \(String(describing: update.failure))") }
    }
}

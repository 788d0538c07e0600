import FeedFetch
import Foundation
import TerminalUI
import Testing
@testable import Pictures
@testable import Thumbnails

/// A fetcher serving bytes from memory, counting calls, optionally slow, for loader tests.
final class FakeFetcher: ThumbnailFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var served: [String: [UInt8]]
    private(set) var order: [String] = []
    let delay: TimeInterval
    let remote: Bool

    init(_ served: [String: [UInt8]], delay: TimeInterval = 0, remote: Bool = true) {
        self.served = served
        self.delay = delay
        self.remote = remote
    }

    var calls: [String] { lock.withLock { order } }

    func fetch(_ url: String, maxBytes: Int, cancellation: Cancellation) throws(ThumbnailLoadError) -> [UInt8] {
        lock.withLock { order.append(url) }
        // Sleep in small steps so cancellation is seen quickly, as a network fetcher would.
        let end = Date(timeIntervalSinceNow: delay)
        while Date() < end {
            if cancellation.isCancelled { throw .cancelled }
            Thread.sleep(forTimeInterval: 0.005)
        }
        guard let bytes = lock.withLock({ served[url] }) else { throw .fetchFailed(url: url, reason: "HTTP 404") }
        if bytes.count > maxBytes { throw .tooLarge(url: url, limit: maxBytes) }
        return bytes
    }

    func isRemote(_ url: String) -> Bool { remote }
}

/// Polls `loader` until `count` updates arrived or 10 s passed (bounded: a hang fails, not blocks).
func waitForUpdates(_ loader: ThumbnailLoader, count: Int) -> [ThumbnailUpdate] {
    var all: [ThumbnailUpdate] = []
    let deadline = Date(timeIntervalSinceNow: 10)
    while all.count < count && Date() < deadline {
        all += loader.poll()
        if all.count < count { Thread.sleep(forTimeInterval: 0.01) }
    }
    return all
}

@Suite struct ThumbnailLoaderTests {
    static let png = try! TestImages.fixture("halves.png")

    @Test func loadsAFileAndRendersTheBox() throws {
        let path = TestImages.fixtures.appendingPathComponent("halves.png").path
        let loader = ThumbnailLoader()
        let key = ThumbnailKey(url: path, columns: 8, rows: 2)
        #expect(loader.state(for: key) == .notRequested)
        loader.request(key)
        let updates = waitForUpdates(loader, count: 1)
        #expect(updates == [ThumbnailUpdate(url: path)])
        guard case .ready(let picture) = loader.state(for: key) else { Issue.record("not ready"); return }
        #expect(picture.columns == 8 && picture.rows == 2)
        #expect(picture[0, 0].character == "\u{2580}")
        // Another box size renders from the decoded picture at once, without a new load.
        guard case .ready(let large) = loader.state(for: ThumbnailKey(url: path, columns: 16, rows: 4)) else {
            Issue.record("second size not rendered on the spot"); return
        }
        #expect(large.columns == 16)
        #expect(loader.poll().isEmpty)
    }

    @Test func fileURLsAndMissingFiles() throws {
        let url = TestImages.fixtures.appendingPathComponent("halves.gif").absoluteString
        #expect(url.hasPrefix("file://"))
        let loader = ThumbnailLoader()
        loader.request(ThumbnailKey(url: url, columns: 4, rows: 2))
        loader.request(ThumbnailKey(url: "/nonexistent/x.png", columns: 4, rows: 2))
        let updates = waitForUpdates(loader, count: 2)
        #expect(updates.count == 2)
        #expect(updates.first { $0.url == url }?.failure == nil)
        guard case .failed(let reason) = loader.state(for: ThumbnailKey(url: "/nonexistent/x.png", columns: 4, rows: 2)) else {
            Issue.record("missing file did not fail"); return
        }
        #expect(reason.contains("x.png"))
    }

    @Test func corruptPicturesFailWithAShortReason() throws {
        let fetcher = FakeFetcher(["https://x/bad.png": try TestImages.fixture("halves-truncated.png")])
        let loader = ThumbnailLoader(fetcher: fetcher)
        let key = ThumbnailKey(url: "https://x/bad.png", columns: 4, rows: 2)
        loader.request(key)
        let updates = waitForUpdates(loader, count: 1)
        guard case .decodeFailed(.truncated) = updates.first?.failure else { Issue.record("got \(updates)"); return }
        guard case .failed(let reason) = loader.state(for: key) else { Issue.record("not failed"); return }
        #expect(reason.hasPrefix("truncated PNG"))
        // Failures are not retried on every frame.
        loader.request(key)
        #expect(loader.pendingCount == 0)
    }

    @Test func oversizedFilesAreRefused() throws {
        let path = TestImages.fixtures.appendingPathComponent("halves.gif").path
        let loader = ThumbnailLoader(maxBytes: 100)
        loader.request(ThumbnailKey(url: path, columns: 4, rows: 2))
        let updates = waitForUpdates(loader, count: 1)
        #expect(updates.first?.failure == .tooLarge(url: path, limit: 100))
    }

    @Test func visibleRowsLoadFirst() throws {
        // One worker: the first request starts at once, the rest wait and go by priority.
        var served: [String: [UInt8]] = [:]
        for i in 0..<6 { served["https://x/\(i)"] = Self.png }
        let fetcher = FakeFetcher(served, delay: 0.05)
        let loader = ThumbnailLoader(fetcher: fetcher, maxConcurrentLoads: 1)
        loader.request(ThumbnailKey(url: "https://x/0", columns: 4, rows: 2), priority: 9)
        waitUntil { fetcher.calls.count == 1 }
        for (i, priority) in [(1, 40), (2, 30), (3, 0), (4, 20), (5, 10)] {
            loader.request(ThumbnailKey(url: "https://x/\(i)", columns: 4, rows: 2), priority: priority)
        }
        _ = waitForUpdates(loader, count: 6)
        #expect(fetcher.calls == ["https://x/0", "https://x/3", "https://x/5", "https://x/4", "https://x/2", "https://x/1"])
    }

    @Test func cancelledLoadsAreDroppedAndRunningOnesStop() throws {
        var served: [String: [UInt8]] = [:]
        for i in 0..<4 { served["https://x/\(i)"] = Self.png }
        let fetcher = FakeFetcher(served, delay: 0.3)
        let loader = ThumbnailLoader(fetcher: fetcher, maxConcurrentLoads: 1)
        for i in 0..<4 { loader.request(ThumbnailKey(url: "https://x/\(i)", columns: 4, rows: 2), priority: i) }
        waitUntil { fetcher.calls.count == 1 }
        // Rows 0-2 scrolled far away; row 3 is still wanted.
        loader.cancel(except: ["https://x/3"])
        let updates = waitForUpdates(loader, count: 1)
        #expect(updates.map(\.url) == ["https://x/3"])
        #expect(fetcher.calls == ["https://x/0", "https://x/3"]) // 1 and 2 never fetched
        #expect(loader.state(for: ThumbnailKey(url: "https://x/0", columns: 4, rows: 2)) == .notRequested)
        #expect(loader.pendingCount == 0)
    }

    @Test func atMostMaxConcurrentLoadsRunAtOnce() throws {
        final class Gauge: ThumbnailFetching, @unchecked Sendable {
            let lock = NSLock()
            var running = 0, peak = 0
            func fetch(_ url: String, maxBytes: Int, cancellation: Cancellation) throws(ThumbnailLoadError) -> [UInt8] {
                lock.withLock { running += 1; peak = max(peak, running) }
                Thread.sleep(forTimeInterval: 0.03)
                lock.withLock { running -= 1 }
                return ThumbnailLoaderTests.png
            }
        }
        let gauge = Gauge()
        let loader = ThumbnailLoader(fetcher: gauge, maxConcurrentLoads: 2)
        for i in 0..<8 { loader.request(ThumbnailKey(url: "https://x/\(i)", columns: 4, rows: 2)) }
        #expect(waitForUpdates(loader, count: 8).count == 8)
        #expect(gauge.lock.withLock { gauge.peak } == 2)
    }

    @Test func remoteBytesGoThroughTheDiskCache() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let disk = ThumbnailDiskCache(directory: directory.url, sizeLimit: 1_000_000)
        let fetcher = FakeFetcher(["https://x/a.png": Self.png])
        let first = ThumbnailLoader(fetcher: fetcher, diskCache: disk)
        first.request(ThumbnailKey(url: "https://x/a.png", columns: 4, rows: 2))
        _ = waitForUpdates(first, count: 1)
        #expect(disk.contains("https://x/a.png"))
        // A new loader (next run) gets it from disk without fetching.
        let second = ThumbnailLoader(fetcher: fetcher, diskCache: disk)
        second.request(ThumbnailKey(url: "https://x/a.png", columns: 4, rows: 2))
        #expect(waitForUpdates(second, count: 1).first?.failure == nil)
        #expect(fetcher.calls.count == 1)
    }

    @Test func undecodableDownloadsAreNotCached() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let disk = ThumbnailDiskCache(directory: directory.url, sizeLimit: 1_000_000)
        let loader = ThumbnailLoader(fetcher: FakeFetcher(["https://x/html": Array("<html>".utf8)]), diskCache: disk)
        loader.request(ThumbnailKey(url: "https://x/html", columns: 4, rows: 2))
        #expect(waitForUpdates(loader, count: 1).first?.failure == .decodeFailed(.unknownFormat))
        #expect(disk.count == 0)
    }

    @Test func onUpdateIsCalledFromTheWorker() throws {
        let loader = ThumbnailLoader(fetcher: FakeFetcher(["https://x/a": Self.png]))
        let called = Counter()
        loader.onUpdate = { called.increment() }
        loader.request(ThumbnailKey(url: "https://x/a", columns: 4, rows: 2))
        _ = waitForUpdates(loader, count: 1)
        let deadline = Date(timeIntervalSinceNow: 5)
        while called.value == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(called.value == 1)
    }

    @Test func sampleFeedImagesLoadFromRelativeResolvedPaths() throws {
        let loader = ThumbnailLoader()
        let urls = (1...8).map { TestImages.sampleArt.appendingPathComponent(String(format: "art-%02d-medium.png", $0)).absoluteString }
        for url in urls { loader.request(ThumbnailKey(url: url, columns: 12, rows: 6)) }
        let updates = waitForUpdates(loader, count: 8)
        #expect(updates.count == 8 && updates.allSatisfy { $0.failure == nil })
    }
}

/// Waits (at most 10 s) until `condition` holds.
func waitUntil(_ condition: () -> Bool) {
    let deadline = Date(timeIntervalSinceNow: 10)
    while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
}

/// A thread-safe counter for callbacks.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// What the runtime does for a picture box each frame: ask for its state, request it when
/// nobody has, and draw it once it is ready.
@Suite struct ThumbnailLoaderStateTests {
    @Test func requestThenReadyPictureDrawsItsCells() throws {
        let path = TestImages.fixtures.appendingPathComponent("halves.png").path
        let loader = ThumbnailLoader()
        let key = ThumbnailKey(url: path, columns: 6, rows: 2)
        #expect(loader.state(for: key) == .notRequested)
        loader.request(key)
        _ = waitForUpdates(loader, count: 1)
        guard case .ready(let picture) = loader.state(for: key) else { Issue.record("not ready"); return }
        var canvas = Canvas(width: 20, height: 4)
        picture.draw(into: &canvas, x: 1, y: 1, clip: Rect(x: 0, y: 0, width: 20, height: 4))
        #expect(canvas[x: 1, y: 1].style.foreground == .rgb(.init(255, 0, 0)))
        #expect(canvas[x: 6, y: 1].style.foreground == .rgb(.init(0, 0, 255)))
        #expect(canvas[x: 0, y: 1] == .blank)
    }

    @Test func forgottenFailuresAreFetchedAgain() throws {
        let fetcher = FakeFetcher([:])
        let loader = ThumbnailLoader(fetcher: fetcher)
        let key = ThumbnailKey(url: "https://example.com/missing.png", columns: 6, rows: 2)
        loader.request(key)
        _ = waitForUpdates(loader, count: 1)
        guard case .failed = loader.state(for: key) else { Issue.record("expected a failure"); return }
        loader.request(key)
        #expect(fetcher.calls.count == 1, "a failure is remembered: no second fetch")
        loader.forgetFailures()
        #expect(loader.state(for: key) == .notRequested)
        loader.request(key)
        _ = waitForUpdates(loader, count: 1)
        #expect(fetcher.calls.count == 2, "after forgetFailures (a reload) the picture is fetched again")
    }
}

#if os(Linux)
@Suite struct ThumbnailWorkerPriorityTests {
    /// Nice values of this process's threads whose name starts with `prefix` (from /proc).
    static func niceValues(ofThreadsNamed prefix: String) -> [Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { tid in
            guard let name = try? String(contentsOfFile: "/proc/self/task/\(tid)/comm", encoding: .utf8),
                  name.hasPrefix(prefix),
                  let stat = try? String(contentsOfFile: "/proc/self/task/\(tid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // Fields after "(comm)": state is field 3; nice is field 19.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 16 ? Int(fields[16]) : nil
        }
    }

    @Test func workersRunAtLowerPriorityThanTheUIThread() throws {
        let fetcher = FakeFetcher(["https://x/slow": try TestImages.fixture("halves.png")], delay: 1)
        let loader = ThumbnailLoader(fetcher: fetcher, maxConcurrentLoads: 1)
        loader.request(ThumbnailKey(url: "https://x/slow", columns: 4, rows: 2))
        waitUntil { fetcher.calls.count == 1 }
        let nice = Self.niceValues(ofThreadsNamed: "thumbnail-load")
        #expect(!nice.isEmpty && nice.allSatisfy { $0 >= 10 }, "worker nice values: \(nice)")
        loader.cancel("https://x/slow")
    }
}
#endif

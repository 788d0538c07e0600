import Foundation
import Testing
@testable import Pictures
@testable import Thumbnails

/// Pictures named by local paths: refused outright for a web feed, and only ever read from
/// regular files, so a feed cannot make a worker read a device, block on a FIFO or steal the
/// terminal's input. Every wait is bounded: a worker stuck in open() or read() fails the test.
@Suite struct LocalPictureTests {
    static let png = TestImages.fixtures.appendingPathComponent("halves.png")

    /// A FIFO no one writes to, in a fresh directory; `cleanup` releases any reader stuck on it.
    struct Fifo {
        let directory: TemporaryDirectory
        let path: String

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.url.appendingPathComponent("pipe").path
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        /// Opening the FIFO for writing as well (O_RDWR never blocks on Linux) wakes a reader
        /// blocked in open(); closing it gives that reader end of file.
        func cleanup() {
            let descriptor = open(path, O_RDWR | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
            directory.cleanup()
        }
    }

    /// The reason `url` failed with, after at most 10 s.
    func failure(of url: String, loader: ThumbnailLoader) -> String? {
        let key = ThumbnailKey(url: url, columns: 8, rows: 2)
        loader.request(key)
        waitUntil { if case .loading = loader.state(for: key) { false } else { true } }
        if case .failed(let reason) = loader.state(for: key) { return reason }
        return nil
    }

    @Test func aWebFeedsLoaderRefusesEveryLocalPathWithoutLookingAtIt() throws {
        let fifo = try Fifo()
        defer { fifo.cleanup() }
        let loader = ThumbnailLoader(fetcher: FeedFetchThumbnailFetcher(), maxConcurrentLoads: 1, allowsLocalFiles: false)
        for url in ["file:///dev/zero", "file:///dev/tty", fifo.path, "file://" + fifo.path, Self.png.path, Self.png.absoluteString,
                    "/no/such/file.png"] {
            #expect(failure(of: url, loader: loader) == "local file refused (list with web feeds)", "\(url)")
        }
        // Other schemes are no local files: they fail as they always did.
        #expect(failure(of: "ftp://example.com/a.png", loader: loader) == "cannot fetch ftp://example.com/a.png")
    }

    @Test func theStandardLoaderRefusesLocalFilesUntilAllowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanup() }
        let loader = ThumbnailLoader.standard(environment: ["XDG_CACHE_HOME": directory.url.path])
        #expect(!loader.allowsLocalFiles)
        #expect(failure(of: Self.png.path, loader: loader) == "local file refused (list with web feeds)")
    }

    /// A local picture refused while a web feed's list was shown loads once a local feed's is:
    /// the refusal belonged to the list, not to the picture.
    @Test func allowingLocalFilesForgetsTheRefusals() throws {
        let loader = ThumbnailLoader(maxConcurrentLoads: 1, allowsLocalFiles: false)
        #expect(failure(of: Self.png.path, loader: loader) == "local file refused (list with web feeds)")
        loader.allowsLocalFiles = true
        let key = ThumbnailKey(url: Self.png.path, columns: 8, rows: 2)
        loader.request(key)
        waitUntil { if case .ready = loader.state(for: key) { true } else { false } }
        guard case .ready = loader.state(for: key) else { Issue.record("still refused: \(loader.state(for: key))"); return }
    }

    @Test func aLocalFeedsLoaderReadsOnlyRegularFilesAndNeverBlocks() throws {
        let fifo = try Fifo()
        defer { fifo.cleanup() }
        // One worker: a FIFO or device that blocked it would keep the picture after it from loading.
        let loader = ThumbnailLoader(maxConcurrentLoads: 1, allowsLocalFiles: true)
        #expect(failure(of: "file://" + fifo.path, loader: loader) == "FIFO, not a file")
        #expect(failure(of: "file:///dev/zero", loader: loader) == "device, not a file")
        #expect(failure(of: "/dev/null", loader: loader) == "device, not a file")
        #expect(failure(of: fifo.directory.url.path, loader: loader) == "directory, not a file")
        #expect(failure(of: "/no/such/file.png", loader: loader) == "no file file.png")
        let key = ThumbnailKey(url: Self.png.path, columns: 8, rows: 2)
        loader.request(key)
        waitUntil { if case .ready = loader.state(for: key) { true } else { false } }
        guard case .ready = loader.state(for: key) else { Issue.record("the regular file did not load"); return }
    }

    @Test func aLocalFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let loader = ThumbnailLoader(maxBytes: 10, allowsLocalFiles: true)
        loader.request(ThumbnailKey(url: Self.png.path, columns: 8, rows: 2))
        #expect(waitForUpdates(loader, count: 1).first?.failure == .tooLarge(url: Self.png.path, limit: 10))
    }
}

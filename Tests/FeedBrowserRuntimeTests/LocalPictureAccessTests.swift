import FeedBrowserCore
import Feeds
import Foundation
import ReaderFiles
import TerminalUI
import Testing
@testable import FeedBrowserRuntime
import Thumbnails

/// The runtime decides from the feed's location whether its pictures may be local files: a web
/// feed naming file:///dev/zero, a FIFO or a real picture on disk gets "refused" in the box,
/// quickly and without a worker blocked; the same pictures in a local feed load, or are refused
/// for not being regular files.
@Suite struct LocalPictureAccessTests {
    static let picture = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/images/art-01-thumb.png")

    /// Three media items whose thumbnails are `urls`, in order.
    static func items(_ urls: [String]) -> [FeedItem] {
        urls.enumerated().map { index, url in
            var item = FeedItem(id: "item-\(index)", title: "Picture \(index)", summary: "")
            item.thumbnails = [FeedThumbnail(url: url)]
            return item
        }
    }

    /// The screen after loading `items` as the feed at `location`, with the app's own loader.
    static func screen(location: String, items: [FeedItem], cache: URL) throws -> String {
        let pictures = ThumbnailLoader.standard(environment: ["XDG_CACHE_HOME": cache.path])
        return try HeadlessScreen.render(feed: location, width: 60, height: 30, loader: ListLoader(items: items),
                                         pictures: pictures, timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func aWebFeedCannotShowLocalFilesDevicesOrFifos() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("local-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer {
            // Wakes and ends a reader blocked on the FIFO, if the refusal failed.
            let descriptor = open(fifo, O_RDWR | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
            try? FileManager.default.removeItem(at: directory)
        }
        let items = Self.items(["file:///dev/zero", "file://" + fifo, Self.picture.path])
        let web = try Self.screen(location: "http://127.0.0.1:9/feed.xml", items: items, cache: directory)
        #expect(web.components(separatedBy: "refused").count - 1 == 3, "every box says refused:\n\(web)")
        #expect(web.contains("with web feeds)"))

        let local = try Self.screen(location: directory.appendingPathComponent("feed.xml").path, items: items, cache: directory)
        #expect(local.contains("device,") && local.contains("FIFO, not") && !local.contains("refused"), "\(local)")
        // The real picture is drawn (as density characters: `render` is monochrome), not a placeholder.
        #expect(local.components(separatedBy: "✕").count - 1 == 2, "\(local)")
    }

    /// "All unread" shows the hidden (`!`) feeds' items too: a hidden web feed there keeps the
    /// list's pictures from local files even when every listed feed is local.
    @Test func aHiddenWebFeedCountsInAListAcrossFeeds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directories = ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let local = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/atom-blog.xml").absoluteString
        for urls in ["\(local)\n", "\(local)\nhttp://127.0.0.1:9/feed.xml \"!\"\n"] {
            try Data(urls.utf8).write(to: directories.urlsFile)
            let session = try LibrarySession(directories: directories)
            let backend = try HeadlessBackend(width: 100, height: 20, keys: "", colorLevel: .monochrome)
            let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(),
                                   pictures: ThumbnailLoader(maxConcurrentLoads: 1, allowsLocalFiles: false), linkOpener: nil,
                                   library: session, refreshesStaleFeeds: false)
            _ = runner.start(size: TerminalSize(width: 100, height: 20), colorLevel: .monochrome, wakeUp: {})
            defer { runner.loopDidEnd() }
            #expect(runner.app.listSource == .allUnread)
            #expect(runner.pictures?.loader.allowsLocalFiles == !urls.contains("!"), "\(urls)")
        }
    }
}

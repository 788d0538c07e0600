import Foundation
import Testing
import FeedBrowserCore
import FeedBrowserRuntime
import Pictures
import ReaderFiles
import TerminalUI
import Thumbnails

/// The config's settings as the runtime takes them: the library's refresh interval, and
/// pictures drawn as characters on a colour terminal.
@Suite struct SettingsWiringTests {
    @Test func aRefreshIntervalOfNoneRefreshesNothingAtStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-policy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directories = ReaderDirectories(config: folder, data: folder)
        let now = Date(timeIntervalSince1970: 1_730_800_000)
        let overview = LibraryOverview(feeds: [
            LibraryFeedSummary(libraryID: 1, url: "https://a.example/rss", title: "A", lastUpdate: now.addingTimeInterval(-7200)),
            LibraryFeedSummary(libraryID: 2, url: "https://b.example/rss", title: "B", lastUpdate: now.addingTimeInterval(-600)),
        ], unread: 0, starred: 0, now: now)
        let standard = try LibrarySession(directories: directories)
        #expect(standard.staleFeeds(in: overview, now: now) == ["https://a.example/rss"])
        let often = try LibrarySession(directories: directories, policy: LibraryPolicy(staleAfter: 300))
        #expect(often.staleFeeds(in: overview, now: now) == ["https://a.example/rss", "https://b.example/rss"])
        let never = try LibrarySession(directories: directories, policy: LibraryPolicy(staleAfter: nil))
        #expect(never.staleFeeds(in: overview, now: now).isEmpty)
    }

    /// A feed that keeps failing (one that never succeeded too) is retried at start once per
    /// interval, not at every start: a server that does not answer would hold every start's
    /// refresh for its timeout.
    @Test func aFailingFeedIsRetriedAtStartOncePerInterval() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-policy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date(timeIntervalSince1970: 1_730_800_000)
        let overview = LibraryOverview(feeds: [
            LibraryFeedSummary(libraryID: 1, url: "https://never-answered.example/rss", title: "A", lastError: "timed out",
                               lastAttempt: now.addingTimeInterval(-600)),
            LibraryFeedSummary(libraryID: 2, url: "https://failed-long-ago.example/rss", title: "B", lastError: "timed out",
                               lastAttempt: now.addingTimeInterval(-7200)),
            LibraryFeedSummary(libraryID: 3, url: "https://broke-lately.example/rss", title: "C", lastUpdate: now.addingTimeInterval(-86400),
                               lastError: "HTTP 500", lastAttempt: now.addingTimeInterval(-60)),
            LibraryFeedSummary(libraryID: nil, url: "https://new.example/rss", title: "D"),
        ], unread: 0, starred: 0, now: now)
        let session = try LibrarySession(directories: ReaderDirectories(config: folder, data: folder))
        #expect(session.staleFeeds(in: overview, now: now) == ["https://failed-long-ago.example/rss", "https://new.example/rss"])
    }

    @Test func monochromePicturesAreCharactersOnAColourTerminal() throws {
        let feed = GoldenScreenTests.repository.appendingPathComponent("Fixtures/screens/feeds/engineering-blog.atom").path
        for (monochrome, mode) in [(false, ThumbnailMode.halfBlocks), (true, .density(inverted: false))] {
            let backend = HeadlessBackend(width: 80, height: 24, colorLevel: .trueColor)
            let runner = AppRunner(backend: backend, loader: FeedLoadWorker(), pictures: .standard(), linkOpener: nil)
            runner.monochromePictures = monochrome
            try runner.run(location: feed, untilIdle: true)
            #expect(runner.app.state.pictureMode == mode)
        }
    }
}

import FeedBrowserCore
import Feeds
import Foundation
import Library
import ReaderFiles
import TerminalUI
import Testing
@testable import FeedBrowserRuntime

/// While the library stays open its feeds keep refreshing every `refresh-interval`, as newsboat's
/// auto-reload does: it only refreshed at start, so a reader who left it open saw nothing new.
/// The clock is the runner's injected `now`, moved by hand: no sleeps.
@Suite struct AutoRefreshTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("auto-refresh-\(UUID().uuidString)")

    /// The runner's wall clock, set by the test.
    final class HandClock: @unchecked Sendable {
        private let lock = NSLock()
        private var date: Date
        init(_ date: Date) { self.date = date }
        var now: Date { lock.withLock { date } }
        func set(_ new: Date) { lock.withLock { date = new } }
    }

    /// A library in `root` whose urls file names one local feed, stale after ten minutes.
    private func librarySubscribedToOneFeed() throws -> (LibrarySession, blog: String) {
        let directories = ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let blog = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds/atom-blog.xml").absoluteString
        try Data("\(blog)\n".utf8).write(to: directories.urlsFile)
        return (try LibrarySession(directories: directories, policy: LibraryPolicy(staleAfter: 600)), blog)
    }

    @Test func feedsGoneStaleRefreshInTheBackgroundButNotWhileTyping() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let (session, blog) = try librarySubscribedToOneFeed()
        let refreshed = Date(timeIntervalSinceReferenceDate: Date().timeIntervalSinceReferenceDate.rounded())
        try session.store.store(feed: Feed(title: "Blog", items: []), for: blog, fetchedAt: refreshed, validators: FeedValidators(), bodyHash: nil)

        let clock = HandClock(refreshed.addingTimeInterval(60))
        let backend = try HeadlessBackend(width: 100, height: 20, keys: "", colorLevel: .monochrome)
        let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(), pictures: nil,
                               linkOpener: nil, library: session, now: { clock.now })
        let woken = DispatchSemaphore(value: 0)
        _ = runner.start(size: TerminalSize(width: 100, height: 20), colorLevel: .monochrome, wakeUp: { woken.signal() })
        defer { runner.loopDidEnd() }
        #expect(runner.app.state.activity == nil, "refreshed a minute ago: nothing to do at start")
        #expect(runner.nextWait == .input(timeout: .seconds(540)), "the loop wakes when the feed goes stale")

        clock.set(refreshed.addingTimeInterval(300))
        _ = runner.collectResults()
        #expect(runner.app.state.activity == nil, "not stale yet")

        // Stale while the reader types a filter: left for later, the prompt is not disturbed.
        _ = runner.handle(.key(.character("/")))
        clock.set(refreshed.addingTimeInterval(601))
        _ = runner.collectResults()
        #expect(runner.app.state.activity == nil && runner.app.state.inputMode == .filter)
        #expect(runner.nextWait == .input(timeout: .seconds(AppRunner.staleCheckGap)))

        _ = runner.handle(.key(.escape))
        clock.set(refreshed.addingTimeInterval(601 + AppRunner.staleCheckGap))
        _ = runner.collectResults()
        #expect(runner.app.state.activity?.hasPrefix("Refreshing 0/1") == true, "\(String(describing: runner.app.state.activity))")
        while runner.app.state.activity != nil {
            #expect(woken.wait(timeout: .now() + 30) == .success, "the refresh of a local file ends")
            _ = runner.collectResults()
        }
        #expect(runner.app.state.message == "Refreshed 1 feed: 3 new items", "the status line says what came in")
        #expect(runner.nextWait == .input(timeout: .seconds(AppRunner.staleCheckGap)),
                "the next look goes by the new attempt (the real clock's, long before this hand clock's time)")
    }

    /// The next look after a refresh goes by the attempts it made: looking a minute after the
    /// start's refresh began found the feeds seconds short of stale, and the next refresh came
    /// only after twice the interval.
    @Test func theNextLookIsAnIntervalAfterTheRefreshsAttempts() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let (session, _) = try librarySubscribedToOneFeed()
        let backend = try HeadlessBackend(width: 100, height: 20, keys: "", colorLevel: .monochrome)
        let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(), pictures: nil,
                               linkOpener: nil, library: session)
        let woken = DispatchSemaphore(value: 0)
        _ = runner.start(size: TerminalSize(width: 100, height: 20), colorLevel: .monochrome, wakeUp: { woken.signal() })
        defer { runner.loopDidEnd() }
        #expect(runner.app.state.activity != nil, "never refreshed: refreshed at start")
        while runner.app.state.activity != nil {
            #expect(woken.wait(timeout: .now() + 30) == .success, "the refresh of a local file ends")
            _ = runner.collectResults()
        }
        guard case .input(let timeout?) = runner.nextWait else { throw CancellationError() }
        #expect(timeout > .seconds(590) && timeout <= .seconds(600), "\(timeout)")
    }
}

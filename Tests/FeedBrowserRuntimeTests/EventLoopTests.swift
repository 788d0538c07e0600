import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Testing
import TerminalUI
@testable import FeedBrowserRuntime

/// A headless terminal that records how the loop waits: with nothing left to do the loop must
/// block (no timeout) instead of polling. A blocking wait sleeps until a wake-up (for at most 10 s,
/// so a loop that is never woken fails instead of hanging) while `isDone` is false, and is
/// answered with SIGTERM once it is true, which ends the run.
final class WaitRecordingBackend: Backend {
    let headless: HeadlessBackend
    /// The timeouts `nextEvent` was called with, in order.
    private(set) var waits: [Duration?] = []
    /// Whether rows were still to measure when the run ended.
    var backgroundWorkWhenBlocked: Bool?
    var isDone: () -> Bool = { true }
    var hasBackgroundWork: () -> Bool = { false }

    init(width: Int, height: Int) {
        headless = HeadlessBackend(width: width, height: height)
    }

    var size: TerminalSize { headless.size }
    var colorLevel: ColorLevel { headless.colorLevel }
    var wakeUp: @Sendable () -> Void { headless.wakeUp }
    func setUp() throws(TerminalError) { try headless.setUp() }
    func present(_ canvas: Canvas) { headless.present(canvas) }
    func invalidate() { headless.invalidate() }
    func waitForWakeUp(timeout: Duration?) { headless.waitForWakeUp(timeout: timeout) }
    func tearDown() { headless.tearDown() }

    func nextEvent(timeout: Duration?) -> TerminalEvent? {
        waits.append(timeout)
        guard timeout == nil else { return headless.nextEvent(timeout: timeout) }
        guard isDone() else { return headless.nextEvent(timeout: .seconds(10)) }
        backgroundWorkWhenBlocked = hasBackgroundWork()
        return .signal(.terminate)
    }
}

/// A loader that delivers a fixed list of items from a worker thread, as the real one does.
struct ListLoader: FeedLoading {
    let items: [FeedItem]

    func load(_ location: String, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> FeedFetch.Cancellation {
        let items = self.items
        Thread {
            deliver(.title("Generated"))
            deliver(.items(items.map { ListEntry($0) }))
            deliver(.finished)
        }.start()
        return FeedFetch.Cancellation()
    }
}

@Suite struct EventLoopTests {
    static func items(_ count: Int) -> [FeedItem] {
        (0..<count).map { n in
            FeedItem(id: "item-\(n)", title: "Item \(n) " + String(repeating: "word ", count: n % 9),
                     summary: "Summary \(n) " + String(repeating: "text ", count: n % 13))
        }
    }

    @Test func anIdleAppBlocksInsteadOfPollingOnceEveryRowIsMeasured() throws {
        let backend = WaitRecordingBackend(width: 120, height: 40)
        let runner = AppRunner(backend: backend, loader: ListLoader(items: Self.items(5_000)), linkOpener: nil)
        backend.isDone = { runner.app.state.loadStatus == .finished }
        backend.hasBackgroundWork = { runner.app.list.hasBackgroundWork }
        nonisolated(unsafe) var frames = 0
        runner.onFrame = { _ in frames += 1 }
        try runner.run(location: "generated.xml")
        #expect(runner.quitSignal == .terminate)
        #expect(backend.backgroundWorkWhenBlocked == false, "all 5,000 rows were measured before the loop went to sleep")
        #expect(runner.app.list.itemCount == 5_000)
        // Every wait was a look at the input between slices of work (zero), a sleep until
        // something happens (nil), the loader's results waking it, or the wait until an owed
        // frame is due (the last slice's, `.drawSoon`): at most one such per frame, never longer
        // than `batchFrameInterval`, never a polling interval.
        let timed = backend.waits.compactMap { $0 }.filter { $0 != .zero }
        #expect(timed.allSatisfy { $0 <= EventLoop.batchFrameInterval }, "waits with a polling timeout: \(timed)")
        #expect(timed.count <= frames, "\(timed.count) timed waits for \(frames) frames")
        #expect(backend.waits.last! == nil)
    }

    @Test func stoppingFromAFrameEndsTheRunInsteadOfWaitingForInput() throws {
        // A loaded, measured app waits for input with no timeout; a stop asked for by `onFrame`
        // (as the benchmarks do) must end the run rather than leave it asleep.
        let backend = HeadlessBackend(width: 80, height: 24)
        let runner = AppRunner(backend: backend, loader: ListLoader(items: Self.items(20)), linkOpener: nil)
        runner.onFrame = { [unowned runner] _ in
            if runner.app.state.loadStatus == .finished && !runner.app.list.hasBackgroundWork { runner.stop() }
        }
        try runner.run(location: "generated.xml")
        #expect(runner.app.list.itemCount == 20)
    }
}

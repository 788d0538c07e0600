import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Testing
import TerminalUI
@testable import FeedBrowserRuntime

/// A loader that delivers `batches` batches of `size` items from a worker thread, sleeping
/// `gap` between two batches, or as long as `pauses` says after a batch.
struct BatchLoader: FeedLoading {
    let batches: Int
    let size: Int
    var gap: Double = 0
    var pauses: [Int: Double] = [:]

    func load(_ location: String, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> FeedFetch.Cancellation {
        let (batches, size, gap, pauses) = (batches, size, gap, pauses)
        Thread {
            for batch in 0..<batches {
                deliver(.items(EventLoopTests.items(size).enumerated().map { offset, item in
                    var item = item
                    item.id = "\(batch)-\(offset)"
                    return ListEntry(item)
                }))
                Thread.sleep(forTimeInterval: pauses[batch] ?? gap)
            }
            deliver(.finished)
        }.start()
        return FeedFetch.Cancellation()
    }
}

/// A loading feed's later batches share frames (`LoopRequest.drawSoon`): at most one every
/// `EventLoop.batchFrameInterval`, the first rows and the end drawn at once, an owed frame drawn
/// when its time comes even if nothing else happens.
@Suite struct BatchFrameTests {
    /// (items shown, whether the load had finished) at each frame of a headless run of `loader`.
    /// With `measuringWhileLoading`, rows are measured between batches as in the app (`render`
    /// and the tests above wait for the whole load first).
    static func frames(_ loader: BatchLoader, measuringWhileLoading: Bool = false) throws -> [(items: Int, finished: Bool)] {
        let backend = try HeadlessBackend(width: 100, height: 30, keys: "", colorLevel: .monochrome)
        let runner = AppRunner(backend: backend, loader: loader, linkOpener: nil)
        nonisolated(unsafe) var frames: [(items: Int, finished: Bool)] = []
        runner.onFrame = { [unowned runner] _ in
            frames.append((runner.app.list.itemCount, runner.app.state.loadStatus == .finished))
        }
        try runner.run(location: "batches.xml", untilIdle: true, inputAfterLoad: !measuringWhileLoading)
        #expect(!runner.app.list.hasBackgroundWork, "every row measured at the end")
        return frames
    }

    @Test func laterBatchesShareFramesAndTheEndIsDrawn() throws {
        // 300 batches a millisecond or more apart (at least 0.3 s): a frame each without `.drawSoon`.
        let frames = try Self.frames(BatchLoader(batches: 300, size: 5, gap: 0.001))
        #expect(frames.count < 100, "\(frames.count) frames for 300 batches")
        #expect(frames.last?.items == 1_500 && frames.last?.finished == true)
    }

    @Test func measuringThatCatchesUpWithEachBatchSharesItsFrames() throws {
        // Rows measured between batches: the measuring's last slice after each batch owes a frame
        // like the batch itself, so 300 batches do not draw 300 frames.
        let frames = try Self.frames(BatchLoader(batches: 300, size: 5, gap: 0.001), measuringWhileLoading: true)
        #expect(frames.count < 100, "\(frames.count) frames for 300 batches")
        #expect(frames.last?.items == 1_500 && frames.last?.finished == true)
    }

    @Test func anOwedFrameIsDrawnWhenItIsDueWithNothingElseHappening() throws {
        // The first batch is drawn at once; the second, 30 ms later, is owed a frame; then nothing
        // happens for 400 ms: that frame must not wait for the end of the load.
        let frames = try Self.frames(BatchLoader(batches: 3, size: 5, pauses: [0: 0.03, 1: 0.4]))
        #expect(frames.contains { $0.items == 10 && !$0.finished }, "frames: \(frames)")
        #expect(frames.last?.items == 15 && frames.last?.finished == true)
    }
}

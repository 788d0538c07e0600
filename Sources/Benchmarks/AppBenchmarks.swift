import FeedBrowserCore
import FeedBrowserRuntime
import Foundation
import TerminalUI

/// Benchmarks of the app: time to the first full screen on large local feeds, keypress-to-frame
/// and resize-to-frame latency at 200x60 (update + render + present on the headless backend,
/// which diffs like the real one), and peak memory.
enum AppBenchmarks {
    static let suite = "App"

    static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let feeds = [("10k", "Fixtures/generated/feed-10k.xml"), ("100k", "Fixtures/generated/feed-100k.xml")]
        var keyP99: [Double] = []
        var resizeP99: [Double] = []
        for (label, path) in feeds {
            guard FileManager.default.fileExists(atPath: path) else {
                FileHandle.standardError.write(Data("App: \(path) missing (run make fixtures); skipped\n".utf8))
                continue
            }
            let first = (0..<5).map { _ in firstFullScreenMilliseconds(path) }
            results.append(.atMost(suite, "start to first full screen \(label)", Stopwatch.median(first), "ms", 100,
                                   note: "median of 5, 200x60 headless, local file"))
            let loaded = loadedRunner(path)
            let keys = keypressSamples(loaded)
            results.append(BenchmarkResult(suite: suite, name: "keypress-to-frame p50 \(label)", value: Stopwatch.median(keys) / 1000, unit: "µs",
                                           note: "\(keys.count) j/k/Space/b presses at 200x60"))
            let keyTail = Stopwatch.percentile(keys, 99) / 1000
            keyP99.append(keyTail)
            results.append(.atMost(suite, "keypress-to-frame p99 \(label)", keyTail, "µs", 1000))
            let resizes = resizeSamples(loaded)
            results.append(BenchmarkResult(suite: suite, name: "resize-to-frame p50 \(label)", value: Stopwatch.median(resizes) / 1000, unit: "µs",
                                           note: "\(resizes.count) resizes between 200x60 and 160x50"))
            let resizeTail = Stopwatch.percentile(resizes, 99) / 1000
            resizeP99.append(resizeTail)
            results.append(.atMost(suite, "resize-to-frame p99 \(label)", resizeTail, "µs", 5000))
        }
        if keyP99.count == 2 {
            results.append(.atMost(suite, "keypress p99 100k/10k", keyP99[1] / max(keyP99[0], 1e-9), "x", 1.5, note: "flat in item count"))
            results.append(.atMost(suite, "resize p99 100k/10k", resizeP99[1] / max(resizeP99[0], 1e-9), "x", 1.5, note: "flat in item count"))
        }
        results.append(BenchmarkResult(suite: suite, name: "peak memory", value: Stopwatch.peakResidentMegabytes(), unit: "MB",
                                       note: "whole benchmark process after the 100k feed"))
        return results
    }

    /// Milliseconds from starting the app until a frame shows a full list pane (or the whole feed).
    static func firstFullScreenMilliseconds(_ path: String) -> Double {
        let backend = HeadlessBackend(width: 200, height: 60)
        let runner = AppRunner(backend: backend, loader: FeedLoadWorker())
        let start = Stopwatch.now()
        var elapsed = Double.nan
        runner.onFrame = { [unowned runner] _ in
            let app = runner.app
            let pane = app.state.layout.list
            let rows = app.list.visibleRows()
            // The pane is full when the rows and the separator below the last one reach its bottom.
            let bottom = rows.last.map { $0.top + $0.drawing.height + 1 } ?? 0
            if bottom >= pane.height || app.state.loadStatus == .finished {
                elapsed = Double(Stopwatch.now() - start) / 1e6
                runner.stop()
            }
        }
        try? runner.run(location: path)
        return elapsed
    }

    /// An app with the whole feed loaded at 200x60.
    static func loadedRunner(_ path: String) -> (app: App, backend: HeadlessBackend) {
        let backend = HeadlessBackend(width: 200, height: 60)
        let runner = AppRunner(backend: backend, loader: FeedLoadWorker())
        runner.onFrame = { [unowned runner] _ in
            if runner.app.state.loadStatus == .finished { runner.stop() }
        }
        try? runner.run(location: path)
        return (runner.app, backend)
    }

    static func frame(_ app: App, _ backend: HeadlessBackend, _ action: AppAction) {
        _ = app.update(action)
        backend.present(app.render())
    }

    static func keypressSamples(_ loaded: (app: App, backend: HeadlessBackend)) -> [Double] {
        let keys: [Key] = [.character("j"), .character("j"), .character(" "), .character("k"), .character("b"), .character("j")]
        for i in 0..<200 { frame(loaded.app, loaded.backend, .terminal(.key(keys[i % keys.count]))) }
        return Stopwatch.samples(count: 2000) { i in
            frame(loaded.app, loaded.backend, .terminal(.key(keys[i % keys.count])))
        }
    }

    static func resizeSamples(_ loaded: (app: App, backend: HeadlessBackend)) -> [Double] {
        let sizes = [(160, 50), (200, 60)]
        for i in 0..<20 { frame(loaded.app, loaded.backend, .terminal(.resize(width: sizes[i % 2].0, height: sizes[i % 2].1))) }
        return Stopwatch.samples(count: 400) { i in
            frame(loaded.app, loaded.backend, .terminal(.resize(width: sizes[i % 2].0, height: sizes[i % 2].1)))
        }
    }
}

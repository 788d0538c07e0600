import FeedBrowserCore
import FeedBrowserRuntime
import FeedFetch
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
        // Reported after the peak memory, which they would raise (a parsed feed and an app at once).
        var loads: [BenchmarkResult] = []
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
            if label == "100k" {
                results += filterKeystrokes(loaded, label: label)
                loads = WholeLoadBenchmark.results(path, label: label)
            }
        }
        if keyP99.count == 2 {
            results.append(.atMost(suite, "keypress p99 100k/10k", keyP99[1] / max(keyP99[0], 1e-9), "x", 1.5, note: "flat in item count"))
            results.append(.atMost(suite, "resize p99 100k/10k", resizeP99[1] / max(resizeP99[0], 1e-9), "x", 1.5, note: "flat in item count"))
        }
        results.append(BenchmarkResult(suite: suite, name: "peak memory", value: Stopwatch.peakResidentMegabytes(), unit: "MB",
                                       note: "whole benchmark process after the 100k feed"))
        return results + loads
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

    /// An app with the whole feed loaded at 200x60 (its rows may still be being measured: the
    /// loop's idle work can go on after the frame saying the load finished).
    static func loadedRunner(_ path: String) -> (app: App, backend: HeadlessBackend) {
        let backend = HeadlessBackend(width: 200, height: 60)
        // `FILTER_BENCH_STEP_BYTES`: the filter's step size (a size past the text's searches at once).
        let stepBytes = ProcessInfo.processInfo.environment["FILTER_BENCH_STEP_BYTES"].flatMap { Int($0) } ?? ListPane.defaultFilterStepBytes
        let runner = AppRunner(app: App(list: ListPane(filterStepBytes: stepBytes)), backend: backend, loader: FeedLoadWorker())
        runner.onFrame = { [unowned runner] _ in
            if runner.app.state.loadStatus == .finished { runner.stop() }
        }
        try? runner.run(location: path)
        return (runner.app, backend)
    }

    /// One action and its frame, as the runtime applies a key (`AppRunner.handle`).
    static func frame(_ app: App, _ backend: HeadlessBackend, _ action: AppAction) {
        _ = app.update(action, deferringFilter: true)
        backend.present(app.render())
    }

    static func keypressSamples(_ loaded: (app: App, backend: HeadlessBackend)) -> [Double] {
        let keys: [Key] = [.character("j"), .character("j"), .character(" "), .character("k"), .character("b"), .character("j")]
        for i in 0..<200 { frame(loaded.app, loaded.backend, .terminal(.key(keys[i % keys.count]))) }
        return Stopwatch.samples(count: 2000) { i in
            frame(loaded.app, loaded.backend, .terminal(.key(keys[i % keys.count])))
        }
    }

    /// The filter rows of the App suite alone (`--suite Filter`), on the 100k feed.
    static func runFilter() -> [BenchmarkResult] {
        let path = "Fixtures/generated/feed-100k.xml"
        guard FileManager.default.fileExists(atPath: path) else {
            FileHandle.standardError.write(Data("Filter: \(path) missing (run make fixtures); skipped\n".utf8))
            return []
        }
        let loaded = loadedRunner(path)
        return filterKeystrokes(loaded, label: "100k") + filterTextSize(loaded.app)
    }

    /// The whole-load rows of the App suite alone (`--suite Load`), on the 100k feed.
    static func runLoad() -> [BenchmarkResult] {
        let path = "Fixtures/generated/feed-100k.xml"
        guard FileManager.default.fileExists(atPath: path) else {
            FileHandle.standardError.write(Data("Load: \(path) missing (run make fixtures); skipped\n".utf8))
            return []
        }
        return WholeLoadBenchmark.results(path, label: "100k")
    }

    /// How much text the filter searches at 100k items (a pass over it is the floor of a key).
    static func filterTextSize(_ app: App) -> [BenchmarkResult] {
        [BenchmarkResult(suite: suite, name: "filter text searched 100k", value: Double(app.list.searchedTextBytes) / 1e6, unit: "MB",
                         note: "SearchText of the 100k feed")]
    }

    /// The `/` filter at 100k items: each key typed, the slowest key of a word, as two times (this
    /// thread's CPU time, from the key): the key's update and frame, which is what the reader waits
    /// for before the key shows (a large list's search does its first step there), and the time
    /// until the search is complete and its rows drawn (its further steps are the event loop's
    /// idle work between keys, run here one after the other as `AppRunner.doIdleWork` runs them).
    /// "lantern" is in most items, "xylograph" first finds the few with an x and then nothing,
    /// "train harbour" is two words; the burst applies three keys before one frame, as the event
    /// loop does when keys arrive together (the search runs once, for the last text).
    static func filterKeystrokes(_ loaded: (app: App, backend: HeadlessBackend), label: String) -> [BenchmarkResult] {
        let (app, backend) = loaded
        func press(_ key: Key) { frame(app, backend, .terminal(.key(key))) }
        /// Milliseconds since `start` (thread CPU) once the search under way has ended and its rows are drawn.
        func untilSearched(from start: UInt64) -> Double {
            if app.list.isSearching {
                while app.list.isSearching { _ = app.update(.searchFilter) }
                backend.present(app.render())
            }
            return Double(Stopwatch.threadCPUNanoseconds() - start) / 1e6
        }
        let words = ["lantern", "xylograph", "train harbour"]
        var slowest: [String: [Double]] = [:]
        // Per word, per key typed: that key's time in each round (`FILTER_BENCH_KEYS=1` prints the medians).
        var perKey: [String: [[Double]]] = [:]
        var slowestComplete: [String: [Double]] = [:]
        var bursts: [Double] = []
        var burstsComplete: [Double] = []
        for _ in 0..<5 {
            for word in words {
                press(.character("/"))
                var keys: [Double] = []
                var complete: [Double] = []
                for character in word {
                    let start = Stopwatch.threadCPUNanoseconds()
                    press(character == " " ? .character(" ") : .character(character))
                    keys.append(Double(Stopwatch.threadCPUNanoseconds() - start) / 1e6)
                    complete.append(untilSearched(from: start))
                }
                slowest[word, default: []].append(keys.max() ?? 0)
                perKey[word, default: Array(repeating: [], count: keys.count)] = zip(perKey[word] ?? Array(repeating: [], count: keys.count), keys).map { $0 + [$1] }
                slowestComplete[word, default: []].append(complete.max() ?? 0)
                press(.escape)
            }
            press(.character("/"))
            let start = Stopwatch.threadCPUNanoseconds()
            for character in "ker" { _ = app.update(.terminal(.key(.character(character))), deferringFilter: true) }
            backend.present(app.render())
            bursts.append(Double(Stopwatch.threadCPUNanoseconds() - start) / 1e6)
            burstsComplete.append(untilSearched(from: start))
            press(.escape)
        }
        if ProcessInfo.processInfo.environment["FILTER_BENCH_KEYS"] == "1" {
            for word in words {
                let medians = zip(word, perKey[word]!).map { "\($0)=\(String(format: "%.2f", Stopwatch.median($1)))" }
                FileHandle.standardError.write(Data("filter keys \"\(word)\" \(label), ms: \(medians.joined(separator: " "))\n".utf8))
            }
        }
        var results: [BenchmarkResult] = []
        for word in words {
            results.append(.atMost(suite, "filter slowest key \"\(word)\" \(label)", Stopwatch.median(slowest[word]!), "ms", 10,
                                   note: "median of 5 of the slowest key of the word, update + frame, thread CPU time"))
            results.append(BenchmarkResult(suite: suite, name: "filter slowest search complete \"\(word)\" \(label)",
                                           value: Stopwatch.median(slowestComplete[word]!), unit: "ms",
                                           note: "median of 5: from the key until its search's rows are drawn, thread CPU time"))
        }
        results.append(.atMost(suite, "filter burst of 3 keys \(label)", Stopwatch.median(bursts), "ms", 10,
                               note: "\"ker\" applied, then one frame; median of 5, thread CPU time"))
        results.append(BenchmarkResult(suite: suite, name: "filter burst search complete \(label)", value: Stopwatch.median(burstsComplete),
                                       unit: "ms", note: "from the first key until the rows are drawn; median of 5, thread CPU time"))
        return results
    }

    static func resizeSamples(_ loaded: (app: App, backend: HeadlessBackend)) -> [Double] {
        let sizes = [(160, 50), (200, 60)]
        for i in 0..<20 { frame(loaded.app, loaded.backend, .terminal(.resize(width: sizes[i % 2].0, height: sizes[i % 2].1))) }
        return Stopwatch.samples(count: 400) { i in
            frame(loaded.app, loaded.backend, .terminal(.resize(width: sizes[i % 2].0, height: sizes[i % 2].1)))
        }
    }
}

import Config
import FeedBrowserCore
import FeedBrowserRuntime
import Foundation
import TerminalUI
import Thumbnails

/// Benchmarks of issue 14: what reading the config file adds to start, and keypress-to-frame on
/// a screen of truecolor pictures, with the colour pairs such a screen needs.
enum ConfigBenchmarks {
    static let suite = "Config"

    /// The README's example config (kept in step with the README by hand).
    static let readmeExample = """
        theme = "light"
        [keys]
        quit = ["q", "C-q"]
        open-link = "O"
        [colors]
        title = "bold #1c5fa8"
        selected-background = "#e4e4e4"
        [browser]
        commands = ["firefox --new-tab %u", "w3m"]
        terminal = ["w3m"]
        [list]
        time-zone = "Europe/Berlin"

        """

    static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-bench-config-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (label, text) in [("every setting (config default)", DefaultConfigFile.text()), ("README example", readmeExample)] {
            let path = directory.appendingPathComponent("config.toml").path
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            if results.isEmpty {
                // What a start pays: the first load in this process, with TOMLKit's and the
                // schema's one-time set-up.
                let start = Stopwatch.now()
                blackHole(load(path))
                results.append(.atMost(suite, "load config, first in the process: \(label)", Double(Stopwatch.now() - start) / 1e6, "ms", 2,
                                       note: "wall time, one sample: what the app's start pays"))
            }
            for _ in 0..<20 { blackHole(load(path)) }
            let wall = Stopwatch.samples(count: 300) { _ in blackHole(load(path)) }
            let cpu = Stopwatch.medianCPUNanoseconds(repeats: 300) { blackHole(load(path)) }
            results.append(.atMost(suite, "load config: \(label)", cpu / 1e6, "ms", 2,
                                   note: "read + parse + check, \(text.utf8.count) bytes; thread CPU median of 300; wall median \(BenchmarkResult.format(Stopwatch.median(wall) / 1e6)) ms"))
        }
        results += truecolorPictures(cache: directory)
        return results
    }

    static func load(_ path: String) -> Settings {
        SettingsParser.parse(Array(FileManager.default.contents(atPath: path) ?? Data())).settings
    }

    /// The sample feed's pictures drawn in 24-bit colour at 200x60, then keys that move the
    /// selection among them: each frame re-draws every picture cell on screen.
    static func truecolorPictures(cache: URL) -> [BenchmarkResult] {
        setenv("XDG_CACHE_HOME", cache.path, 1)
        let backend = HeadlessBackend(width: 200, height: 60, colorLevel: .trueColor)
        let runner = AppRunner(backend: backend, loader: FeedLoadWorker(), pictures: .standard(), linkOpener: nil)
        try? runner.run(location: "Fixtures/feeds/deviantart-sample.xml", untilIdle: true)
        let app = runner.app
        guard let canvas = backend.lastCanvas else { return [] }
        var pairs = Set<[TerminalColor]>()
        var pictureCells = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let style = canvas[x: x, y: y].style
                if case .rgb = style.foreground { pictureCells += 1 }
                if style.foreground != .defaultColor || style.background != .defaultColor { pairs.insert([style.foreground, style.background]) }
            }
        }
        let keys: [Key] = [.character("j"), .character("j"), .character("k"), .character("k")]
        func frame(_ i: Int) {
            _ = app.update(.terminal(.key(keys[i % keys.count])))
            backend.present(app.render())
        }
        for i in 0..<100 { frame(i) }
        // Wall time per key, and this thread's CPU time per key: on the shared 2-core machine
        // the wall tail is mostly time spent waiting for a core.
        var cpu: [Double] = []
        let samples = Stopwatch.samples(count: 2000) { i in
            let start = Stopwatch.threadCPUNanoseconds()
            frame(i)
            cpu.append(Double(Stopwatch.threadCPUNanoseconds() - start))
        }
        return [
            BenchmarkResult(suite: suite, name: "colour pairs on a screen of truecolor pictures", value: Double(pairs.count), unit: "pairs",
                            note: "distinct (fg, bg) at 200x60, \(pictureCells) picture cells; ncurses has 65535 (xterm-direct, tmux-direct)"),
            BenchmarkResult(suite: suite, name: "keypress-to-frame p50 truecolor pictures", value: Stopwatch.median(samples) / 1000, unit: "µs",
                            note: "j j k k over the sample's pictures, 200x60, 2000 keys"),
            .atMost(suite, "keypress-to-frame p99 truecolor pictures (CPU)", Stopwatch.percentile(cpu, 99) / 1000, "µs", 1000,
                    note: "thread CPU per key: update + render + headless present (ncurses' own writes not included)"),
            BenchmarkResult(suite: suite, name: "keypress-to-frame p99 truecolor pictures (wall)", value: Stopwatch.percentile(samples, 99) / 1000, unit: "µs",
                            note: "wall time, includes waiting for a core on a loaded machine"),
        ]
    }
}

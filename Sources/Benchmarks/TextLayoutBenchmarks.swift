import Foundation
import TextLayout

/// Benchmarks of the TextLayout area: wrapping throughput by script and width, the cost of
/// measuring one typical feed row, and Python's textwrap / wcwidth.wrap on the same inputs.
enum TextLayoutBenchmarks {
    static let suite = "TextLayout"

    static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let corpora: [(name: String, text: String, target: Double)] = [
            ("Latin", TextLayoutBenchmarkCorpus.latin(bytes: 1 << 20), 500),
            ("CJK", TextLayoutBenchmarkCorpus.cjk(bytes: 1 << 20), 100),
            ("emoji mix", TextLayoutBenchmarkCorpus.emojiMix(bytes: 1 << 20), 100),
        ]
        var swiftMBps: [String: Double] = [:]
        // TEXTLAYOUT_BENCH_ONLY=Latin/40 (or =row) runs one corpus and width (or the typical row)
        // only, for profiling; it also skips Python.
        let only = ProcessInfo.processInfo.environment["TEXTLAYOUT_BENCH_ONLY"]
        for corpus in corpora {
            let megabytes = Double(corpus.text.utf8.count) / 1_000_000
            for width in [40, 120] where only == nil || only == "\(corpus.name)/\(width)" {
                var lines = 0
                let wrapNs = Stopwatch.medianCPUNanoseconds(repeats: 9) {
                    lines = (try? TextWrapper.wrap(corpus.text, width: width))?.count ?? -1
                }
                let countNs = Stopwatch.medianCPUNanoseconds(repeats: 9) {
                    blackHole(try? TextWrapper.lineCount(corpus.text, width: width))
                }
                let wrapRate = megabytes / (wrapNs / 1e9)
                swiftMBps["\(corpus.name) w=\(width)"] = wrapRate
                results.append(.atLeast(suite, "wrap \(corpus.name) w=\(width)", wrapRate, "MB/s", corpus.target,
                                        note: "wrap() to ranges, \(String(format: "%.2f", megabytes)) MB, \(lines) lines, median of 9, thread CPU time"))
                results.append(.atLeast(suite, "lineCount \(corpus.name) w=\(width)", megabytes / (countNs / 1e9), "MB/s", corpus.target,
                                        note: "no strings or ranges built, median of 9, thread CPU time"))
            }
        }
        if only == nil || only == "row" { results += typicalRow() }
        if only == nil || only == "sanitize" { results.append(sanitizeClean(corpora[0].text)) }
        // FEEDBROWSER_BENCH_NO_PYTHON=1 skips the slow Python side while iterating on the engine.
        if only == nil && ProcessInfo.processInfo.environment["FEEDBROWSER_BENCH_NO_PYTHON"] == nil {
            results += pythonComparison(corpora.map { ($0.name, $0.text) }, swiftMBps: swiftMBps)
        }
        return results
    }


    /// A row's two labels: a 60-character title and a 200-character summary, counted at the label
    /// width of an 80-column list (76) and of a narrow landscape list pane (36).
    static func typicalRow() -> [BenchmarkResult] {
        let rows = TextLayoutBenchmarkCorpus.rows(count: 1024)
        var results: [BenchmarkResult] = []
        for width in [76, 36] {
            var total = 0
            let perRow = Stopwatch.medianCPUNanoseconds(repeats: 15, iterations: rows.count) {
                // `iterations` calls the body rows.count times; walk the rows so caches see variety.
                let row = rows[total & (rows.count - 1)]
                total &+= 1
                let titleLines = (try? TextWrapper.lineCount(row.title, width: width)) ?? 0
                let summaryLines = (try? TextWrapper.lineCount(row.summary, width: width)) ?? 0
                blackHole(titleLines + summaryLines)
            }
            results.append(.atMost(suite, "typical row w=\(width)", perRow, "ns", 1000,
                                   note: "lineCount(title 60 ch) + lineCount(summary 200 ch), 1024 rows, median of 15, thread CPU time"))
        }
        return results
    }

    /// `Sanitizer.sanitize` on text with nothing to remove (the feed parser's common case): the
    /// clean check alone, eight bytes at a time.
    static func sanitizeClean(_ text: String) -> BenchmarkResult {
        let megabytes = Double(text.utf8.count) / 1_000_000
        let ns = Stopwatch.medianCPUNanoseconds(repeats: 9) {
            blackHole(Sanitizer.sanitize(text).utf8.count)
        }
        return BenchmarkResult(suite: suite, name: "sanitize clean Latin", value: megabytes / (ns / 1e9), unit: "MB/s",
                               note: "1 MB with line feeds, nothing removed, median of 9, thread CPU time")
    }

    /// Runs scripts/bench/text_wrap_compare.py on the same texts and reports its speeds and ours
    /// as ratios.
    static func pythonComparison(_ corpora: [(name: String, text: String)], swiftMBps: [String: Double]) -> [BenchmarkResult] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-text-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments: [String] = ["--widths", "40,120"]
        for corpus in corpora {
            // Python needs about a second per MB: give it the first 256 kB of each text.
            let prefix = corpus.text.utf8.prefix(256 * 1024)
            let cut = String(decoding: prefix, as: UTF8.self)
            let file = directory.appendingPathComponent(corpus.name.replacingOccurrences(of: " ", with: "_") + ".txt")
            try? Data(cut.utf8).write(to: file)
            arguments += ["--input", "\(corpus.name)=\(file.path)"]
        }
        guard let json = PythonComparison.run(script: "text_wrap_compare.py", arguments: arguments) else { return [] }
        var results: [BenchmarkResult] = []
        for wrapper in ["textwrap", "wcwidth"] {
            guard let figures = json[wrapper] as? [String: Double] else { continue }
            for key in figures.keys.sorted() {
                let python = figures[key]!
                results.append(BenchmarkResult(suite: suite, name: "python \(wrapper) \(key)", value: python, unit: "MB/s",
                                               note: wrapper == "textwrap" ? "counts characters, not columns" : "wcwidth.wrap, columns"))
                if let ours = swiftMBps[key] {
                    results.append(BenchmarkResult(suite: suite, name: "ratio wrap/\(wrapper) \(key)", value: ours / python, unit: "x",
                                                   note: "Swift wrap() MB/s over Python \(wrapper) MB/s"))
                }
            }
        }
        return results
    }
}

import FeedFetch
import Feeds
import Foundation
import TextLayout

/// The command-line tools end to end against their engines in the same run (issue 16):
/// `parse FEED --json` against the parse step alone (and feedparser-rs writing JSON), `wrap`
/// against `TextWrapper` alone and GNU `fold -s` on the same text. The commands run as child
/// processes of the release `feedbrowser` with output to /dev/null, timed by their CPU time;
/// the engines by this thread's CPU time.
enum CommandBenchmarks {
    static let suite = "Commands"
    static let binary = ".build/release/feedbrowser"

    static func run() -> [BenchmarkResult] {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            FileHandle.standardError.write(Data("Commands benchmarks skipped: build \(binary) first (make bench does)\n".utf8))
            return []
        }
        return parseJSON() + wrap()
    }

    // MARK: parse --json

    static func parseJSON() -> [BenchmarkResult] {
        let path = "Fixtures/generated/feed-100k.xml"
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
            FileHandle.standardError.write(Data("parse --json benchmark skipped: run `make fixtures` first\n".utf8))
            return []
        }
        let megabytes = Double(size) / 1e6
        let source = try! FeedSource(path)
        // The step the command is compared with: the same load (file read in chunks, parsed).
        let parseSeconds = Stopwatch.medianCPUNanoseconds(repeats: 3) { blackHole(try? FeedLoader.load(source)) } / 1e9
        guard let commandSeconds = ChildCPU.median(repeats: 3, binary, ["parse", path, "--json"]) else { return [] }
        var results = [
            BenchmarkResult(suite: suite, name: "parse step, 100k-item feed", value: megabytes / parseSeconds, unit: "MB/s",
                            note: "FeedLoader.load of the file, median of 3, thread CPU time"),
            BenchmarkResult(suite: suite, name: "parse --json, 100k-item feed", value: megabytes / commandSeconds, unit: "MB/s",
                            note: "the release command to /dev/null, median of 3, process CPU time"),
            .atLeast(suite, "parse --json / parse step", parseSeconds / commandSeconds, "x", 0.8, note: "throughput ratio, same run"),
        ]
        let small = "Fixtures/generated/feed-10k.xml"
        if let python = PythonComparison.run(script: "feed_json_compare.py", arguments: [small, "--repeats", "3"]),
           let figures = python["feedparser_rs"] as? [String: Any], let theirs = figures["mb_per_s"] as? Double,
           let smallSize = (try? FileManager.default.attributesOfItem(atPath: small))?[.size] as? Int,
           let ours = ChildCPU.median(repeats: 3, binary, ["parse", small, "--json"]) {
            let oursRate = Double(smallSize) / 1e6 / ours
            results.append(BenchmarkResult(suite: suite, name: "feedparser-rs + json.dumps, feed-10k.xml", value: theirs, unit: "MB/s",
                                           note: "Python process CPU time, median of 3"))
            results.append(BenchmarkResult(suite: suite, name: "parse --json / feedparser-rs, feed-10k.xml", value: oursRate / theirs,
                                           unit: "x", note: "ours \(String(format: "%.0f", oursRate)) MB/s, process CPU time incl. start"))
        }
        return results
    }

    // MARK: wrap

    static func wrap() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if let start = ChildCPU.median(repeats: 5, binary, ["wrap", "--width", "40"]) {
            results.append(BenchmarkResult(suite: suite, name: "wrap command, no input (process start)", value: start * 1e3, unit: "ms",
                                           note: "the fixed cost inside every command figure below, median of 5, process CPU time"))
        }
        let corpora = [("Latin", TextLayoutBenchmarkCorpus.latin(bytes: 32 << 20)), ("CJK", TextLayoutBenchmarkCorpus.cjk(bytes: 32 << 20))]
        for (name, text) in corpora {
            let path = NSTemporaryDirectory() + "feedbrowser-bench-wrap-\(name).txt"
            guard FileManager.default.createFile(atPath: path, contents: Data((text + "\n").utf8)) else { continue }
            defer { try? FileManager.default.removeItem(atPath: path) }
            let megabytes = Double(text.utf8.count) / 1e6
            let width = 40
            let engineSeconds = Stopwatch.medianCPUNanoseconds(repeats: 5) { blackHole(try? TextWrapper.wrap(text, width: width)) } / 1e9
            guard let commandSeconds = ChildCPU.median(repeats: 5, binary, ["wrap", "--width", "\(width)"], inputPath: path) else { continue }
            results.append(BenchmarkResult(suite: suite, name: "wrap engine, \(name) w=\(width)", value: megabytes / engineSeconds, unit: "MB/s",
                                           note: "TextWrapper.wrap, \(String(format: "%.1f", megabytes)) MB, median of 5, thread CPU time"))
            results.append(BenchmarkResult(suite: suite, name: "wrap command, \(name) w=\(width)", value: megabytes / commandSeconds, unit: "MB/s",
                                           note: "feedbrowser wrap < file > /dev/null, median of 5, process CPU time"))
            results.append(.atLeast(suite, "wrap command / engine, \(name)", engineSeconds / commandSeconds, "x", 0.7, note: "same run"))
            if let foldSeconds = ChildCPU.median(repeats: 5, "/usr/bin/fold", ["-s", "-w", "\(width)"], inputPath: path) {
                results.append(BenchmarkResult(suite: suite, name: "GNU fold -s, \(name) w=\(width)", value: megabytes / foldSeconds, unit: "MB/s",
                                               note: "same file, median of 5, process CPU time (fold counts bytes, not columns)"))
                results.append(.atLeast(suite, "wrap command / fold -s, \(name)", foldSeconds / commandSeconds, "x", 1,
                                        note: "speed ratio, same run"))
            }
        }
        return results
    }
}

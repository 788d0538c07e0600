import FeedBrowserCore
import FeedBrowserRuntime
import FeedFetch
import Foundation
import TerminalUI

/// The whole 100k feed loaded in the app against the parse step alone (issue 16's "Loading"
/// target), each round in fresh child processes of this benchmark (`--load-round`).
///
/// Why children: measured in one process, the two sides drifted apart from round to round (the
/// first load paid 30,000 more page faults than the next; a parse after a load found the
/// allocator's freed memory and faulted 23 pages instead of 46,000), so consecutive runs of one
/// binary gave ratios 0.4x apart. A fresh process starts every round as the user's `feedbrowser`
/// starts: every page touched for the first time. Each child times only its part (its own CPU
/// time, `getrusage(RUSAGE_SELF)`: the loader's thread and the main one, whether they overlap or
/// not; the process start and exit are outside), and frees what it built inside the window.
/// The two kinds alternate (parse, load, load, parse, ...) so a change of the machine's load
/// hits both sides, and the target is the median of each round's own ratio.
///
/// Two ratios: wall time, what the reader waits for (the issue's own figures, 2.86 s against
/// 0.88 s, were wall times), and CPU time, all the work done. They differ because the load runs
/// two threads at once: the loader parses while the main thread appends and measures. CPU time
/// also grows when the two threads share this machine's two cores (with both threads on one
/// core, `taskset -c 0`, the same load took 25-35% less CPU; PERFORMANCE.md, fifth pass).
enum WholeLoadBenchmark {
    static let suite = "App"
    /// The argument that makes this benchmark one round's child: `--load-round parse|load FEED`.
    static let childArgument = "--load-round"

    /// What one child measured: CPU milliseconds of the whole process and of the main thread
    /// (the loader's thread is the rest), wall milliseconds, minor page faults, and for a load the
    /// batches the loader delivered and the frames drawn (both depend on timing: a parser slowed
    /// by the machine flushes more, smaller batches, each followed by a frame).
    struct Round {
        var cpu: Double
        var mainThread: Double
        var wall: Double
        var pageFaults: Double
        var batches: Double
        var frames: Double

        var line: String { "\(cpu) \(mainThread) \(wall) \(pageFaults) \(batches) \(frames)" }

        init(cpu: Double, mainThread: Double, wall: Double, pageFaults: Double, batches: Double, frames: Double) {
            (self.cpu, self.mainThread, self.wall) = (cpu, mainThread, wall)
            (self.pageFaults, self.batches, self.frames) = (pageFaults, batches, frames)
        }

        init?(line: String) {
            let values = line.split(separator: " ").compactMap { Double($0) }
            guard values.count == 6 else { return nil }
            self.init(cpu: values[0], mainThread: values[1], wall: values[2], pageFaults: values[3], batches: values[4], frames: values[5])
        }
    }

    /// Rounds of each kind (`LOAD_BENCH_ROUNDS` changes it).
    static var rounds: Int { Int(ProcessInfo.processInfo.environment["LOAD_BENCH_ROUNDS"] ?? "") ?? 7 }

    /// The rows: parse step, whole load, their ratio (the target), and where the load's CPU went.
    static func results(_ path: String, label: String) -> [BenchmarkResult] {
        let count = rounds
        var parses: [Round] = [], loads: [Round] = [], ratios: [Double] = [], wallRatios: [Double] = []
        for round in 0..<count {
            // Alternated: parse first in even rounds, load first in odd ones.
            let kinds = round % 2 == 0 ? ["parse", "load"] : ["load", "parse"]
            var measured: [String: Round] = [:]
            for kind in kinds {
                guard let result = child(kind, path) else {
                    FileHandle.standardError.write(Data("Load: the \(kind) child failed; no load rows\n".utf8))
                    return []
                }
                measured[kind] = result
            }
            let (parse, load) = (measured["parse"]!, measured["load"]!)
            parses.append(parse)
            loads.append(load)
            ratios.append(load.cpu / parse.cpu)
            wallRatios.append(load.wall / parse.wall)
            if ProcessInfo.processInfo.environment["LOAD_BENCH_VERBOSE"] != nil {
                FileHandle.standardError.write(Data(String(format: "round %d: parse %.0f ms CPU, %.0f wall (%.0f faults), load %.0f ms CPU, %.0f wall (main %.0f, %.0f faults, %.0f batches, %.0f frames), CPU %.2fx, wall %.2fx\n",
                                                           round, parse.cpu, parse.wall, parse.pageFaults, load.cpu, load.wall, load.mainThread,
                                                           load.pageFaults, load.batches, load.frames, ratios.last!, wallRatios.last!).utf8))
            }
        }
        func median(_ rounds: [Round], _ value: (Round) -> Double) -> Double { Stopwatch.median(rounds.map(value)) }
        func spread(_ values: [Double]) -> String { String(format: "%.2f-%.2f over \(count) rounds", values.min()!, values.max()!) }
        let each = "median of \(count) rounds, each in a fresh process, alternated"
        return [
            BenchmarkResult(suite: suite, name: "parse step \(label)", value: median(parses, \.cpu), unit: "ms",
                            note: "FeedLoader.load, process CPU, \(each); wall \(Int(median(parses, \.wall))) ms"),
            BenchmarkResult(suite: suite, name: "whole feed loaded in the app \(label)", value: median(loads, \.cpu), unit: "ms",
                            note: "entries prepared, rows measured, frames drawn at 200x60; process CPU, \(each); wall \(Int(median(loads, \.wall))) ms"),
            BenchmarkResult(suite: suite, name: "  of which the main thread \(label)", value: median(loads, \.mainThread), unit: "ms",
                            note: "appending, the filter buffer, measuring rows, frames; the loader's thread is the rest"),
            BenchmarkResult(suite: suite, name: "  batches / frames while loading \(label)", value: median(loads, \.batches), unit: "",
                            note: "frames: \(Int(median(loads, \.frames))); both depend on timing"),
            BenchmarkResult(suite: suite, name: "  page faults parse / load \(label)", value: median(parses, \.pageFaults), unit: "",
                            note: "load: \(Int(median(loads, \.pageFaults)))"),
            .atMost(suite, "whole load / parse step, wall \(label)", Stopwatch.median(wallRatios), "x", 1.5,
                    note: "what the reader waits for; median of each round's ratio (\(spread(wallRatios)))"),
            .atMost(suite, "whole load / parse step, CPU \(label)", Stopwatch.median(ratios), "x", 1.5,
                    note: "all the work, both threads; median of each round's ratio (\(spread(ratios)))"),
        ]
    }

    /// Runs one round's `kind` ("parse" or "load") of `path` in a child process.
    static func child(_ kind: String, _ path: String) -> Round? {
        let process = Process()
        // This very binary, wherever it was started from.
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = [childArgument, kind, path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Round(line: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The child's side: measures `kind` of `path` once and prints the `Round`; false for an
    /// unknown kind or a feed that does not load.
    static func runChild(_ kind: String, _ path: String) -> Bool {
        guard let source = try? FeedSource(path) else { return false }
        let before = usage(), mainBefore = Stopwatch.threadCPUNanoseconds(), wallBefore = Stopwatch.now()
        var batches = 0, frames = 0
        switch kind {
        case "parse":
            guard (try? FeedLoader.load(source)) != nil else { return false }
        case "load":
            let counter = LoadCounter()
            do {
                let runner = AppRunner(backend: HeadlessBackend(width: 200, height: 60), loader: CountingFeedLoader(counter: counter))
                // Stops at the first frame after the load finished and every row is measured.
                runner.onFrame = { [unowned runner] _ in
                    counter.frames += 1
                    if runner.app.state.loadStatus == .finished && !runner.app.list.hasBackgroundWork { runner.stop() }
                }
                try? runner.run(location: path)
                guard runner.app.list.itemCount > 0 else { return false }
            }
            (batches, frames) = (counter.batches, counter.frames)
        default:
            return false
        }
        let after = usage(), mainAfter = Stopwatch.threadCPUNanoseconds(), wallAfter = Stopwatch.now()
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        let cpu = milliseconds(after.ru_utime) + milliseconds(after.ru_stime) - milliseconds(before.ru_utime) - milliseconds(before.ru_stime)
        let round = Round(cpu: cpu, mainThread: Double(mainAfter - mainBefore) / 1e6, wall: Double(wallAfter - wallBefore) / 1e6,
                          pageFaults: Double(after.ru_minflt - before.ru_minflt),
                          batches: Double(batches), frames: Double(frames))
        print(round.line)
        return true
    }

    private static func usage() -> rusage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage
    }
}

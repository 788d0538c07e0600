import FeedBrowserCore
import FeedBrowserRuntime
import Foundation
import Library
import ReaderFiles
import TerminalUI

/// Benchmarks of the library (issue 12, "Speed and memory"), on generated data in a scratch
/// directory: refreshing 500 feeds of about 200 items from a loopback HTTP server (then again,
/// all 304), start to the first screen and the peak memory of a start at 10k and 400k stored
/// items, opening a feed of 100k items, `N` (mark read) keypress-to-frame, and newsboat 2.21 on the
/// same feeds from the same server.
///
/// Refresh and `render` run the built `feedbrowser` as a child process (wall clock and peak RSS
/// from `/usr/bin/time`, as for newsboat); start, open and `N` run `AppRunner` in this process
/// with `HeadlessBackend` at 200x60 and the real `LibrarySession`. Wall clock, not CPU time: a
/// refresh is several threads, a server and SQLite's I/O.
enum LibraryBenchmarks {
    static let suite = "Library"
    static let feedCount = 500
    static let refreshRuns = 3
    static let startRuns = 5

    static func run() -> [BenchmarkResult] {
        let suiteStart = Stopwatch.now()
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        var results: [BenchmarkResult] = []
        let scratch: URL
        do { scratch = try LibraryBenchmarkSetup.scratchDirectory() } catch {
            return [skipped("whole suite", "", "no scratch directory: \(error)")]
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let binary = LibraryBenchmarkSetup.feedbrowserBinary()
        // LIBRARY_BENCH_ONLY=refresh|start|open|filter runs one part (for profiling).
        let only = ProcessInfo.processInfo.environment["LIBRARY_BENCH_ONLY"]
        if only == nil || only == "refresh" { results += refreshAndPeers(scratch: scratch, binary: binary) }
        if only == nil || only == "start" { results += startsAt10kAnd400k(scratch: scratch, binary: binary) }
        if only == nil || only == "open" { results += openingA100kFeed(scratch: scratch) }
        if only == nil || only == "filter" { results += LibraryFilterBenchmarks.run(scratch: scratch) }
        let seconds = Double(Stopwatch.now() - suiteStart) / 1e9
        results.append(BenchmarkResult(suite: suite, name: "suite wall time", value: seconds, unit: "s",
                                       note: "load average at the start \(load) (\(ProcessInfo.processInfo.activeProcessorCount) cores)"))
        return results
    }

    static func skipped(_ name: String, _ unit: String, _ reason: String) -> BenchmarkResult {
        BenchmarkResult(suite: suite, name: name, value: .nan, unit: unit, note: "skipped: \(reason)")
    }

    static func progress(_ text: String) {
        FileHandle.standardError.write(Data("  Library: \(text)\n".utf8))
    }

    static func median(_ runs: [LibraryBenchmarkSetup.ChildRun], _ value: (LibraryBenchmarkSetup.ChildRun) -> Double) -> Double {
        Stopwatch.median(runs.map(value))
    }

    static func list(_ values: [Double], _ format: String = "%.2f") -> String {
        values.map { String(format: format, $0) }.joined(separator: ", ")
    }

    /// " (exit 1: …)" for the runs that failed, "" when every one succeeded.
    static func failures(_ runs: [LibraryBenchmarkSetup.ChildRun]) -> String {
        guard let bad = runs.first(where: { $0.status != 0 }) else { return "" }
        let tail = bad.errorTail.split(separator: "\n").last.map(String.init) ?? ""
        return "; \(runs.filter { $0.status != 0 }.count) run(s) FAILED, exit \(bad.status): \(tail)"
    }

    // MARK: - Refresh, and newsboat on the same feeds

    static func refreshAndPeers(scratch: URL, binary: String?) -> [BenchmarkResult] {
        let refreshNames = ["refresh 500 feeds, empty library", "refresh 500 feeds, all 304"]
        let peerNames = ["newsboat reload 500 feeds", "newsboat second reload", "newsboat start (print-unread)"]
        func skipAll(_ reason: String) -> [BenchmarkResult] {
            refreshNames.map { skipped($0, "s", reason) } + peerNames.map { skipped($0, "s", reason) }
        }
        let feedsDirectory = scratch.appendingPathComponent("feeds")
        progress("writing \(feedCount) feeds of about 200 items")
        guard let generated = PythonComparison.run(script: "library_feeds.py", arguments: [feedsDirectory.path, "--feeds", "\(feedCount)", "--items", "200"]),
              let generatedItems = generated["items"] as? Int, let generatedBytes = generated["bytes"] as? Int else {
            return skipAll("scripts/bench/library_feeds.py failed (python3 missing?)")
        }
        let server: LibraryBenchmarkSetup.FeedServer
        do { server = try LibraryBenchmarkSetup.FeedServer(directory: feedsDirectory) } catch { return skipAll("\(error)") }
        defer { server.stop() }
        let urls = (0..<feedCount).map { server.url(String(format: "feed-%03d.xml", $0)) }
        let urlsText = urls.joined(separator: "\n") + "\n"
        let input = "\(feedCount) feeds, \(generatedItems) items, \(generatedBytes / 1_000_000) MB from 127.0.0.1"
        var results: [BenchmarkResult] = []

        // feedbrowser refresh, as cron would run it, into a fresh library each time.
        var firsts: [LibraryBenchmarkSetup.ChildRun] = []
        var seconds: [LibraryBenchmarkSetup.ChildRun] = []
        var answers: [(ok: Int, notModified: Int)] = []
        var refreshed: ReaderDirectories?
        if let binary {
            for run in 0..<refreshRuns {
                progress("feedbrowser refresh, run \(run + 1) of \(refreshRuns)")
                let home = scratch.appendingPathComponent("refresh-\(run)")
                let directories = ReaderDirectories(config: home.appendingPathComponent("config/feedbrowser"),
                                                    data: home.appendingPathComponent("data/feedbrowser"))
                try? FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
                try? Data(urlsText.utf8).write(to: directories.urlsFile)
                let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                                   "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                                   "XDG_CACHE_HOME": home.appendingPathComponent("cache").path]
                let before = server.stats()
                firsts.append(LibraryBenchmarkSetup.timedChild(binary, ["refresh"], environment: environment, scratch: scratch))
                let middle = server.stats()
                seconds.append(LibraryBenchmarkSetup.timedChild(binary, ["refresh"], environment: environment, scratch: scratch))
                let after = server.stats()
                answers.append(((middle["ok"] ?? 0) - (before["ok"] ?? 0), (after["not_modified"] ?? 0) - (middle["not_modified"] ?? 0)))
                refreshed = directories
            }
            let stored = refreshed.flatMap { try? LibraryStore(path: $0.libraryFile.path).counts().items } ?? 0
            results.append(.atMost(suite, refreshNames[0], median(firsts, \.seconds), "s", 10,
                                   note: "median of \(refreshRuns) (\(list(firsts.map(\.seconds)))), `feedbrowser refresh` child, \(input) "
                                       + "(one host: 2 fetches at a time), 200 OK: \(answers.map { String($0.ok) }.joined(separator: "/")), "
                                       + "\(stored) items stored" + failures(firsts)))
            results.append(BenchmarkResult(suite: suite, name: "refresh peak RSS", value: median(firsts, \.peakMegabytes), unit: "MB",
                                           note: "median of \(refreshRuns), /usr/bin/time %M"))
            results.append(.atMost(suite, refreshNames[1], median(seconds, \.seconds), "s", 1,
                                   note: "median of \(refreshRuns) (\(list(seconds.map(\.seconds), "%.3f"))), same library again, "
                                       + "304 answers: \(answers.map { String($0.notModified) }.joined(separator: "/")) of \(feedCount)" + failures(seconds)))
            results.append(BenchmarkResult(suite: suite, name: "refresh all 304 peak RSS", value: median(seconds, \.peakMegabytes), unit: "MB",
                                           note: "median of \(refreshRuns)"))
        } else {
            results += refreshNames.map { skipped($0, "s", "no .build/release/feedbrowser (swift build -c release --product feedbrowser)") }
        }

        // Start on the library the refresh made (100k items, all unread), beside newsboat's start on its cache.
        var firstScreen = Double.nan
        var render: LibraryBenchmarkSetup.ChildRun?
        if let refreshed {
            progress("start on the refreshed library")
            let starts = (0..<startRuns).map { _ in
                waitUntilIdle()
                return Self.firstScreen(refreshed).wall
            }
            firstScreen = Stopwatch.median(starts)
            results.append(.atMost(suite, "start to first screen, refreshed library", firstScreen, "ms", 50,
                                   note: "p50 of \(startRuns) (\(list(starts, "%.1f"))), \(generatedItems) unread, AppRunner + HeadlessBackend 200x60"))
            let side = scratch.appendingPathComponent("render-refreshed")
            try? FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
            try? FileManager.default.createSymbolicLink(at: side.appendingPathComponent("urls"), withDestinationURL: refreshed.urlsFile)
            try? FileManager.default.createSymbolicLink(at: side.appendingPathComponent("library.sqlite"), withDestinationURL: refreshed.libraryFile)
            if let binary {
                let run = renderChild(binary, side, scratch: scratch)
                render = run
                results.append(BenchmarkResult(suite: suite, name: "render --library peak RSS, refreshed library", value: run.peakMegabytes, unit: "MB",
                                               note: "1 run, \(String(format: "%.2f", run.seconds)) s wall: render loads the whole first list (\(generatedItems) unread)"
                                                   + failures([run])))
            }
        }

        results += newsboat(scratch: scratch, server: server, urlsText: urlsText, input: input, names: peerNames,
                            ours: (refresh: firsts.isEmpty ? .nan : median(firsts, \.seconds),
                                   second: seconds.isEmpty ? .nan : median(seconds, \.seconds),
                                   refreshPeak: firsts.isEmpty ? .nan : median(firsts, \.peakMegabytes),
                                   firstScreen: firstScreen, render: render))
        return results
    }

    static func newsboat(scratch: URL, server: LibraryBenchmarkSetup.FeedServer, urlsText: String, input: String, names: [String],
                         ours: (refresh: Double, second: Double, refreshPeak: Double, firstScreen: Double,
                                render: LibraryBenchmarkSetup.ChildRun?)) -> [BenchmarkResult] {
        let ratioNames = ["refresh ratio newsboat/feedbrowser", "start ratio newsboat/feedbrowser", "refresh memory feedbrowser/newsboat",
                          "start memory feedbrowser/newsboat"]
        let reason = ProcessInfo.processInfo.environment["FEEDBROWSER_BENCH_NO_NEWSBOAT"] != nil
            ? "FEEDBROWSER_BENCH_NO_NEWSBOAT is set" : "newsboat is not installed (apt-get install -y newsboat)"
        guard ProcessInfo.processInfo.environment["FEEDBROWSER_BENCH_NO_NEWSBOAT"] == nil,
              let newsboat = LibraryBenchmarkSetup.executable(named: "newsboat") else {
            return names.map { skipped($0, "s", reason) } + ratioNames.map { skipped($0, "x", reason) }
        }
        let home = scratch.appendingPathComponent("newsboat")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let urlsFile = home.appendingPathComponent("urls")
        let configFile = home.appendingPathComponent("config")
        let cacheFile = home.appendingPathComponent("cache.db")
        try? Data(urlsText.utf8).write(to: urlsFile)
        // An empty config: newsboat's defaults (one reload thread), nothing from the user's ~/.newsboat.
        try? Data().write(to: configFile)
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config-home").path,
                           "XDG_DATA_HOME": home.appendingPathComponent("data-home").path]
        let common = ["-u", urlsFile.path, "-c", cacheFile.path, "-C", configFile.path, "-x"]
        progress("newsboat reload")
        let before = server.stats()
        let first = LibraryBenchmarkSetup.timedChild(newsboat, common + ["reload"], environment: environment, scratch: scratch)
        let middle = server.stats()
        progress("newsboat second reload")
        let second = LibraryBenchmarkSetup.timedChild(newsboat, common + ["reload"], environment: environment, scratch: scratch)
        let after = server.stats()
        progress("newsboat start")
        // Three runs when affordable: on a loaded machine one takes 15 s or more.
        var starts = [LibraryBenchmarkSetup.timedChild(newsboat, common + ["print-unread"], environment: environment, scratch: scratch)]
        while starts.count < refreshRuns && starts[0].seconds < 5 {
            starts.append(LibraryBenchmarkSetup.timedChild(newsboat, common + ["print-unread"], environment: environment, scratch: scratch))
        }
        let notModified = (after["not_modified"] ?? 0) - (middle["not_modified"] ?? 0)
        let version = "newsboat " + versionLine(newsboat)
        let startSeconds = median(starts, \.seconds)
        let startPeak = median(starts, \.peakMegabytes)
        var results: [BenchmarkResult] = [
            BenchmarkResult(suite: suite, name: names[0], value: first.seconds, unit: "s",
                            note: "1 run, \(version), default config (1 reload thread), \(input), 200 OK: \((middle["ok"] ?? 0) - (before["ok"] ?? 0)), "
                                + String(format: "peak RSS %.1f MB", first.peakMegabytes) + failures([first])),
            BenchmarkResult(suite: suite, name: names[1], value: second.seconds, unit: "s",
                            note: "1 run, 304 answers: \(notModified) of \(feedCount)"
                                + (notModified == 0 ? " (no request was conditional: every feed was fetched, parsed and stored again), " : ", ")
                                + String(format: "peak RSS %.1f MB", second.peakMegabytes) + failures([second])),
            BenchmarkResult(suite: suite, name: names[2], value: startSeconds, unit: "s",
                            note: "median of \(starts.count) (\(list(starts.map(\.seconds), "%.3f"))), `-x print-unread`: loads the cache and exits, "
                                + "the cheapest proxy for its start to the feed list; " + String(format: "peak RSS %.1f MB", startPeak) + failures(starts)),
            .atLeast(suite, ratioNames[0], first.seconds / ours.refresh, "x", 5,
                     note: "newsboat reload / feedbrowser refresh, wall; all 304: " + String(format: "%.1fx", second.seconds / ours.second)),
            .atLeast(suite, ratioNames[1], startSeconds / (ours.firstScreen / 1000), "x", 10,
                     note: "newsboat print-unread process / feedbrowser first screen in-process, same 500 feeds"
                        + (ours.render.map { String(format: "; process to process (render --library, loads the whole list): %.1fx", startSeconds / $0.seconds) } ?? "")),
            .atMost(suite, ratioNames[2], ours.refreshPeak / first.peakMegabytes, "x", 1.0 / 3,
                    note: String(format: "peak RSS %.1f MB / %.1f MB", ours.refreshPeak, first.peakMegabytes)),
        ]
        if let render = ours.render {
            results.append(.atMost(suite, ratioNames[3], render.peakMegabytes / startPeak, "x", 1.0 / 3,
                                   note: String(format: "render --library %.1f MB / print-unread %.1f MB (both load every unread item)", render.peakMegabytes, startPeak)))
        } else {
            results.append(skipped(ratioNames[3], "x", "no feedbrowser binary or refreshed library"))
        }
        return results
    }

    static func versionLine(_ executable: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "?" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? "?"
        return line.split(separator: " ").dropFirst().first.map(String.init) ?? String(line)
    }

    static func renderChild(_ binary: String, _ directory: URL, scratch: URL) -> LibraryBenchmarkSetup.ChildRun {
        LibraryBenchmarkSetup.timedChild(binary, ["render", "--library", directory.path, "--size", "200x60"],
                                         environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path], scratch: scratch)
    }

    // MARK: - Start at 10k and 400k stored items

    /// Starts per library and variant: the two libraries are started in turn (10k, 400k, 10k, …),
    /// so the machine's load falls on both alike and their ratio is a same-period comparison.
    static let interleavedStarts = 9

    static func startsAt10kAnd400k(scratch: URL, binary: String?) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        var libraries: [(label: String, perFeed: Int, directories: ReaderDirectories, store: LibraryStore, items: Int, buildSeconds: Double)] = []
        for (label, perFeed) in [("10k", 20), ("400k", 800)] {
            let directory = scratch.appendingPathComponent("library-\(label)")
            progress("storing \(feedCount) x \(perFeed) items (\(label))")
            let buildStart = Stopwatch.now()
            do {
                let store = try LibraryBenchmarkSetup.generateLibrary(in: directory, feeds: feedCount, itemsPerFeed: perFeed,
                                                                      urlPrefix: "http://127.0.0.1:9")
                libraries.append((label, perFeed, ReaderDirectories(config: directory, data: directory), store,
                                  (try? store.counts().items) ?? 0, Double(Stopwatch.now() - buildStart) / 1e9))
            } catch {
                results.append(skipped("start \(label)", "ms", "could not build the library: \(error)"))
            }
        }
        var readPeaks: [Double] = []
        for unread in [true, false] {
            let state = unread ? "unread" : "all read"
            if !unread {
                for library in libraries {
                    do { try LibraryBenchmarkSetup.markEverythingRead(library.store) } catch {
                        results.append(skipped("start \(library.label), all read", "ms", "markAllRead failed: \(error)"))
                    }
                }
            }
            progress("start, \(libraries.map(\.label).joined(separator: " and ")) in turn, \(state)")
            var starts = libraries.map { _ in [(wall: Double, cpu: Double)]() }
            for _ in 0..<interleavedStarts {
                for (index, library) in libraries.enumerated() {
                    waitUntilIdle()
                    starts[index].append(firstScreen(library.directories))
                }
            }
            for (index, library) in libraries.enumerated() {
                let variant = "\(library.label) \(state)"
                let walls = starts[index].map(\.wall)
                let cpus = starts[index].map(\.cpu)
                let what = unread ? "\"All unread\" holds all \(library.items)" : "\"All unread\" empty (markAllRead per feed)"
                results.append(.atMost(suite, "start to first screen \(variant)", Stopwatch.median(walls), "ms", 50,
                                       note: "wall p50 of \(interleavedStarts), fastest \(String(format: "%.1f", walls.min() ?? .nan)) "
                                           + "(\(list(walls, "%.1f"))), \(library.items) items stored, \(what), started in turn with the other library"
                                           + (unread ? String(format: "; library stored in %.1f s", library.buildSeconds) : "")))
                results.append(BenchmarkResult(suite: suite, name: "start CPU \(variant)", value: Stopwatch.median(cpus), unit: "ms",
                                               note: "process CPU (every thread) from opening the store to that frame, p50 of \(interleavedStarts) "
                                                   + "(\(list(cpus, "%.1f"))): what the load does not inflate"))
                if let binary {
                    let run = renderChild(binary, library.directories.data, scratch: scratch)
                    results.append(.atMost(suite, "start peak RSS \(variant)", run.peakMegabytes, "MB", 100,
                                           note: "`render --library` child, 1 run, \(String(format: "%.2f", run.seconds)) s wall (render loads the whole first list)"
                                               + failures([run])))
                    if !unread { readPeaks.append(run.peakMegabytes) }
                } else {
                    results.append(skipped("start peak RSS \(variant)", "MB", "no .build/release/feedbrowser"))
                }
                results += startBreakdown(library.directories, variant: variant)
                if unread {
                    progress("N (mark read), \(library.label)")
                    results += markReadResults(library.directories, label: library.label, samples: library.perFeed > 100 ? 100 : 300)
                }
            }
            if starts.count == 2 {
                let wallRatio = Stopwatch.median(starts[1].map(\.wall)) / Stopwatch.median(starts[0].map(\.wall))
                let cpuRatio = Stopwatch.median(starts[1].map(\.cpu)) / Stopwatch.median(starts[0].map(\.cpu))
                results.append(.atMost(suite, "start 400k/10k, \(state)", wallRatio, "x", 1.5,
                                       note: String(format: "flat in stored items: wall p50 ratio, started in turn; CPU p50 ratio %.2fx", cpuRatio)))
            }
        }
        if readPeaks.count == 2 {
            results.append(.atMost(suite, "start peak RSS 400k/10k, all read", readPeaks[1] / readPeaks[0], "x", 1.5, note: "flat in stored items"))
        }
        return results
    }

    /// Waits (at most 2 s) until this process uses no CPU: a start's list loader goes on reading
    /// marks after its first frame until it sees the cancellation, and the runner's state is
    /// freed after it; without the wait, each start paid part of the previous one (the CPU of
    /// nine unread starts in a row grew from 17 to 60-77 ms, all-read starts stayed at 15).
    static func waitUntilIdle() {
        let deadline = Stopwatch.now() + 2_000_000_000
        while Stopwatch.now() < deadline {
            let before = Stopwatch.processCPUNanoseconds()
            usleep(20_000)
            if Stopwatch.processCPUNanoseconds() - before < 1_000_000 { return }
        }
    }

    /// The two reads a start waits for, timed alone on an open store: the overview (the urls
    /// file, every feed with its counts, the library's counts) and the first page of "All unread".
    static func startBreakdown(_ directories: ReaderDirectories, variant: String) -> [BenchmarkResult] {
        guard let session = try? LibrarySession(directories: directories) else { return [] }
        let overview = Stopwatch.medianNanoseconds(repeats: startRuns) { _ = try? session.overview(now: Date()) } / 1e6
        let page = Stopwatch.medianNanoseconds(repeats: startRuns) {
            if let first = try? session.store.unreadItems(limit: LibrarySession.firstPageSize) {
                blackHole(try? session.store.items(first.rows.map(\.id)))
            }
        } / 1e6
        return [
            BenchmarkResult(suite: suite, name: "start: overview alone \(variant)", value: overview, unit: "ms",
                            note: "LibrarySession.overview (urls file, feeds with per-feed counts, counts), p50 of \(startRuns)"),
            BenchmarkResult(suite: suite, name: "start: first page alone \(variant)", value: page, unit: "ms",
                            note: "unreadItems(limit: \(LibrarySession.firstPageSize)) + items(ids), p50 of \(startRuns)"),
        ]
    }

    // MARK: - The app in this process

    /// Whether the app shows the feed list and a list pane full of rows (or the whole, shorter, list).
    static func showsFirstScreen(_ app: App) -> Bool {
        app.feedList.rowCount > 0 && app.listSource != nil && listIsFull(app)
    }

    static func listIsFull(_ app: App) -> Bool {
        let rows = app.list.visibleRows()
        let bottom = rows.last.map { $0.top + $0.drawing.height + 1 } ?? 0
        return bottom >= app.state.layout.list.height || app.state.loadStatus == .finished
    }

    /// A list that failed to load never fills its pane: the runs below stop on it (their figure NaN).
    static func loadFailed(_ app: App) -> Bool {
        if case .failed = app.state.loadStatus { return true }
        return false
    }

    /// Ends the runner's loop from `onFrame`. `EventLoop.stop` takes effect at the top of the next
    /// turn, but a loop whose list has finished loading sleeps for input first and would never get
    /// there: the wake-up ends that wait.
    static func stop(_ runner: AppRunner, _ backend: HeadlessBackend) {
        runner.stop()
        backend.wakeUp()
    }

    /// A runner on the library of `directories` at 200x60, without the place of an earlier run.
    static func libraryRunner(_ directories: ReaderDirectories) -> (runner: AppRunner, backend: HeadlessBackend)? {
        guard let session = try? LibrarySession(directories: directories) else { return nil }
        let backend = HeadlessBackend(width: 200, height: 60)
        let runner = AppRunner(backend: backend, loader: FeedLoadWorker(), linkOpener: nil, library: session, refreshesStaleFeeds: false)
        return (runner, backend)
    }

    static func forgetPlace(_ directories: ReaderDirectories) {
        try? FileManager.default.removeItem(at: directories.data.appendingPathComponent("place.json"))
    }

    /// Milliseconds from opening the library (the store included) to the first frame showing the
    /// feed list and the first list ("All unread") full of rows, or all of it: wall clock, and the
    /// CPU time the process (every thread) spent meanwhile.
    static func firstScreen(_ directories: ReaderDirectories) -> (wall: Double, cpu: Double) {
        forgetPlace(directories)
        let start = Stopwatch.now()
        let cpuStart = Stopwatch.processCPUNanoseconds()
        guard let (runner, backend) = libraryRunner(directories) else { return (.nan, .nan) }
        var elapsed = (wall: Double.nan, cpu: Double.nan)
        runner.onFrame = { [unowned runner] _ in
            if loadFailed(runner.app) { stop(runner, backend) }
            if showsFirstScreen(runner.app) {
                elapsed = (Double(Stopwatch.now() - start) / 1e6, Double(Stopwatch.processCPUNanoseconds() - cpuStart) / 1e6)
                stop(runner, backend)
            }
        }
        try? runner.run(location: nil)
        return elapsed
    }

    /// A runner with the last feed's list loaded whole and focused (G on the feed list, then Enter).
    static func runnerOnLastFeed(_ directories: ReaderDirectories) -> (runner: AppRunner, backend: HeadlessBackend)? {
        forgetPlace(directories)
        guard let (runner, backend) = libraryRunner(directories) else { return nil }
        var asked = false
        runner.onFrame = { [unowned runner] _ in
            let app = runner.app
            if loadFailed(app) { stop(runner, backend) }
            if !asked, showsFirstScreen(app) {
                asked = true
                backend.enqueue([.key(.character("G"))])
            } else if asked, case .feed = app.listSource, app.state.loadStatus == .finished {
                stop(runner, backend)
            }
        }
        try? runner.run(location: nil)
        _ = runner.handle(.key(.enter))
        guard runner.app.state.focus == .list, runner.app.list.rowCount > 0, !loadFailed(runner.app) else { return nil }
        return (runner, backend)
    }

    /// `N` keypress-to-frame through the runner: the app's update, the write to SQLite and the new
    /// counts (`AppRunner` does both before the frame), then the frame drawn and presented. Each `N`
    /// is followed by an untimed `j`, so the presses mark one item after another; at the end of a
    /// short list they toggle the last one (a write each time all the same).
    static func markReadResults(_ directories: ReaderDirectories, label: String, samples: Int) -> [BenchmarkResult] {
        guard let (runner, backend) = runnerOnLastFeed(directories) else {
            return [skipped("N keypress-to-frame p99 \(label)", "ms", "the last feed's list did not load")]
        }
        let rows = runner.app.list.rowCount
        func press(_ character: Character) {
            _ = runner.handle(.key(.character(character)))
            backend.present(runner.drawFrame(size: backend.size))
        }
        for _ in 0..<5 {
            press("N")
            press("j")
        }
        var times: [Double] = []
        for _ in 0..<samples {
            let start = Stopwatch.now()
            press("N")
            times.append(Double(Stopwatch.now() - start))
            press("j")
        }
        // The write alone, on the same store: what N costs before the counts are read again.
        var write = Double.nan
        if let id = runner.app.list.selectedEntry?.state?.libraryID, let session = try? LibrarySession(directories: directories) {
            var read = false
            write = Stopwatch.medianNanoseconds(repeats: 21) {
                read.toggle()
                _ = try? session.store.setRead([LibraryItemID(rawValue: id)], read)
            } / 1e6
        }
        return [
            BenchmarkResult(suite: suite, name: "N: SQLite write alone \(label)", value: write, unit: "ms",
                            note: "LibraryStore.setRead of one item, p50 of 21"),
            BenchmarkResult(suite: suite, name: "N keypress-to-frame p50 \(label)", value: Stopwatch.median(times) / 1e6, unit: "ms",
                            note: "\(samples) presses on the last feed's list (\(rows) items), write + counts + frame"),
            .atMost(suite, "N keypress-to-frame p99 \(label)", Stopwatch.percentile(times, 99) / 1e6, "ms", 1),
        ]
    }

    // MARK: - A feed of 100k items

    static func openingA100kFeed(scratch: URL) -> [BenchmarkResult] {
        let directory = scratch.appendingPathComponent("library-feed-100k")
        progress("storing one feed of 100k items")
        do {
            let store = try LibraryBenchmarkSetup.generateLibrary(in: directory, feeds: 1, itemsPerFeed: 100_000, urlPrefix: "http://127.0.0.1:9")
            try LibraryBenchmarkSetup.markEverythingRead(store)
        } catch {
            return [skipped("open a feed of 100k items", "ms", "could not build the library: \(error)")]
        }
        let directories = ReaderDirectories(config: directory, data: directory)
        progress("opening the 100k feed")
        let opens = (0..<startRuns).map { _ in openLastFeedMilliseconds(directories) }
        return [.atMost(suite, "open a feed of 100k items", Stopwatch.median(opens), "ms", 20,
                        note: "p50 of \(startRuns) (\(list(opens, "%.1f"))): G on the feed list to the frame with its list full, all read")]
    }

    /// Milliseconds from `G` on the feed list (the feed selected, its list asked for) to the first
    /// frame whose list pane is full of that feed's rows.
    static func openLastFeedMilliseconds(_ directories: ReaderDirectories) -> Double {
        forgetPlace(directories)
        guard let (runner, backend) = libraryRunner(directories) else { return .nan }
        var start: UInt64?
        var elapsed = Double.nan
        runner.onFrame = { [unowned runner] _ in
            let app = runner.app
            if loadFailed(app) { stop(runner, backend) }
            if let begun = start {
                if case .feed = app.listSource, listIsFull(app), !app.list.visibleRows().isEmpty {
                    elapsed = Double(Stopwatch.now() - begun) / 1e6
                    stop(runner, backend)
                }
            } else if showsFirstScreen(app), app.state.loadStatus == .finished {
                start = Stopwatch.now()
                backend.enqueue([.key(.character("G"))])
            }
        }
        try? runner.run(location: nil)
        return elapsed
    }
}

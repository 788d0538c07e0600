import FeedBrowserCore
import FeedBrowserRuntime
import FeedFetch
import Foundation
import Library
import ReaderFiles
import TerminalUI

/// The `/` filter over "All unread" of 400k stored items (500 feeds x 800, the Library suite's
/// start library): the library's search in SQLite (`LibrarySession.search`, the texts read in
/// place and matched by `FilterQuery`), the same done the way it was before (every row's page read
/// through `LibraryWindowReader` and searched on the loop), and keypress-to-frame while searches
/// run (each key replaces the search under way).
enum LibraryFilterBenchmarks {
    static let suite = LibraryBenchmarks.suite
    static let runs = 3
    static let queries = ["harbour", "lantern fog", "xylophone"]

    static func run(scratch: URL) -> [BenchmarkResult] {
        let directory = scratch.appendingPathComponent("library-filter-400k")
        LibraryBenchmarks.progress("storing 500 x 800 items (filter)")
        let store: LibraryStore
        do {
            store = try LibraryBenchmarkSetup.generateLibrary(in: directory, feeds: LibraryBenchmarks.feedCount, itemsPerFeed: 800,
                                                              urlPrefix: "http://127.0.0.1:9")
        } catch {
            return [LibraryBenchmarks.skipped("filter 400k", "ms", "could not build the library: \(error)")]
        }
        let directories = ReaderDirectories(config: directory, data: directory)
        guard let session = try? LibrarySession(directories: directories), let ids = try? allUnreadIDs(store) else {
            return [LibraryBenchmarks.skipped("filter 400k", "ms", "could not open the library")]
        }
        var results: [BenchmarkResult] = []
        for query in queries {
            LibraryBenchmarks.progress("filter \"\(query)\" in SQL")
            var found = 0
            let times = (0..<runs).map { _ in
                let start = Stopwatch.now()
                found = search(query, ids: ids, session: session)
                return Double(Stopwatch.now() - start) / 1e6
            }
            results.append(BenchmarkResult(suite: suite, name: "filter \"\(query)\" over 400k, library search", value: Stopwatch.median(times),
                                           unit: "ms", note: "p50 of \(runs) (\(LibraryBenchmarks.list(times, "%.0f"))), \(ids.count) ids, \(found) found, on a worker"))
        }
        LibraryBenchmarks.progress("filter by reading every page (the way before)")
        let start = Stopwatch.now()
        let pagedFound = readingEveryPage(queries[0], ids: ids, store: store)
        let paged = Double(Stopwatch.now() - start) / 1e6
        results.append(BenchmarkResult(suite: suite, name: "filter \"\(queries[0])\" over 400k, pages read on the loop (before)", value: paged,
                                       unit: "ms", note: "1 run, \(pagedFound) found: every page of 64 read as LibraryWindowReader reads it, then FilterQuery"))
        results += keysWhileSearching(directories)
        return results
    }

    /// "All unread" in list order, as the app holds it.
    static func allUnreadIDs(_ store: LibraryStore) throws -> [Int64] {
        var ids: [Int64] = []
        var cursor: ItemCursor?
        repeat {
            let page = try store.unreadMarks(after: cursor, limit: 20_000)
            ids += page.marks.map(\.id.rawValue)
            cursor = page.next
        } while cursor != nil
        return ids
    }

    /// Matches found by the library's search of `ids` for `query`, waited for.
    static func search(_ query: String, ids: [Int64], session: LibrarySession) -> Int {
        let found = Counter()
        let done = DispatchSemaphore(value: 0)
        _ = session.search(ListSearch(number: 1, query: query, ids: ids)) { result in
            found.value = (try? result.get().count) ?? -1
            done.signal()
        }
        done.wait()
        return found.value
    }

    final class Counter: @unchecked Sendable {
        var value = 0
    }

    /// The filter as it was: every row's page read whole, then its texts matched.
    static func readingEveryPage(_ query: String, ids: [Int64], store: LibraryStore) -> Int {
        let filter = FilterQuery(query)
        var found = 0
        for start in stride(from: 0, to: ids.count, by: 64) {
            // What `LibraryWindowReader` does for a page: the items by id, made into list entries.
            let page = (try? store.items(ids[start..<min(start + 64, ids.count)].map { LibraryItemID(rawValue: $0) })) ?? []
            for entry in page.map({ ListEntry($0.item) }) {
                let item = entry.item
                let fields = [item.title ?? "", item.content, item.author ?? "", item.summary, item.link ?? ""].map { Array($0.utf8) }
                let buffers = fields.map { $0.withUnsafeBufferPointer { UnsafeBufferPointer(start: $0.baseAddress, count: $0.count) } }
                if buffers.withUnsafeBufferPointer({ filter.matches(fields: $0) }) { found += 1 }
                blackHole(fields)
            }
        }
        return found
    }

    /// Keypress-to-frame of filter keys on "All unread" of 400k: the update (which asks for a
    /// search, replacing the one running) and the frame, while the searches run on a worker.
    static func keysWhileSearching(_ directories: ReaderDirectories) -> [BenchmarkResult] {
        LibraryBenchmarks.forgetPlace(directories)
        guard let (runner, backend) = LibraryBenchmarks.libraryRunner(directories) else { return [] }
        // Until "All unread" has every row (its load finished, not the idle state before it began).
        runner.onFrame = { [unowned runner] _ in
            let app = runner.app
            if LibraryBenchmarks.loadFailed(app) || (app.listSource != nil && app.state.loadStatus == .finished && app.list.itemCount > 0) {
                LibraryBenchmarks.stop(runner, backend)
            }
        }
        try? runner.run(location: nil)
        runner.onFrame = nil
        func press(_ key: Key) -> Double {
            let start = Stopwatch.now()
            _ = runner.handle(.key(key))
            backend.present(runner.drawFrame(size: backend.size))
            return Double(Stopwatch.now() - start) / 1e6
        }
        _ = press(.enter)
        _ = press(.character("/"))
        var times: [Double] = []
        for _ in 0..<5 {
            for character in "harbour" { times.append(press(.character(character))) }
            for _ in 0..<7 { times.append(press(.backspace)) }
        }
        // The peer, in the same run on the same loaded machine: j and k in the list while a search
        // runs on the other core (Enter leaves the prompt with "h" searched; no answer is taken).
        _ = press(.character("h"))
        _ = press(.enter)
        var moves: [Double] = []
        for _ in 0..<35 {
            moves.append(press(.character("j")))
            moves.append(press(.character("k")))
        }
        let rows = runner.app.list.itemCount
        // Esc clears the filter, which stops the search still running.
        _ = press(.escape)
        return [
            .atMost(suite, "filter keypress-to-frame p99, 400k", Stopwatch.percentile(times, 99), "ms", 16,
                    note: "\(times.count) keys typing and erasing \"harbour\" on \"All unread\" (\(rows) rows); p50 "
                        + String(format: "%.2f ms", Stopwatch.median(times)) + "; each key starts a search on a worker"),
            BenchmarkResult(suite: suite, name: "j/k keypress-to-frame p99, same list, a search running (peer)",
                            value: Stopwatch.percentile(moves, 99), unit: "ms",
                            note: "\(moves.count) keys; p50 " + String(format: "%.2f ms", Stopwatch.median(moves))),
        ]
    }
}

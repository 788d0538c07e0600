import CellLayout
import FeedBrowserCore
import FeedBrowserRuntime
import Feeds
import Foundation
import TableModel
import TextLayout

/// Benchmarks of the TableModel area (issue 5): scroll, page, resize re-flow and full measurement,
/// each at 10k and 1M rows to show the cost is flat in the row count.
///
/// Scroll and page steps use `SyntheticTableDataSource` (seeded, O(1) per row; its measurements are
/// nearly free, so those figures are the table's own overhead). Resize re-flow and full measurement
/// also run with real rows: items of Fixtures/generated/feed-100k.xml (`make fixtures`) measured by
/// the real CellLayout templates, repeated with new ids to reach 1M rows.
enum TableModelBenchmarks {
    static let suite = "TableModel"
    static let viewportWidth = 200
    static let viewportHeight = 60

    static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let sizes = [10_000, 1_000_000]
        let synthetic = sizes.map { SyntheticTableDataSource(seed: 2026, rowCount: $0) }
        let scroll = interleaved(synthetic, repeats: 15, iterations: 2_000) { table, _ in
            table.scroll(lines: 1)
            blackHole(table.scrollBar(trackLength: viewportHeight))
        }
        let page = interleaved(synthetic, repeats: 15, iterations: 120) { table, step in
            table.scroll(pages: step % 120 < 60 ? 1 : -1)
            blackHole(table.scrollBar(trackLength: viewportHeight))
        }
        let reflow = interleaved(synthetic, repeats: 15, iterations: 24, resizeStep)
        for (k, rows) in sizes.enumerated() {
            results.append(.atMost(suite, "scroll 1 line, \(label(rows)) rows", scroll[k] / 1_000, "µs", 20,
                                   note: "median of 15 x 2000 steps down, \(viewportWidth)x\(viewportHeight), sizes interleaved"))
            results.append(.atMost(suite, "page step, \(label(rows)) rows", page[k] / 1_000, "µs", 20,
                                   note: "median of 15 x (60 down + 60 up)"))
            results.append(BenchmarkResult(suite: suite, name: "synthetic resize re-flow, \(label(rows)) rows", value: reflow[k] / 1_000,
                                           unit: "µs", note: "synthetic rows; a new width each time around \(viewportWidth)x\(viewportHeight)"))
        }
        results.append(.atMost(suite, "scroll ratio 1M/10k", scroll[1] / scroll[0], "x", 1.2))
        results.append(.atMost(suite, "page ratio 1M/10k", page[1] / page[0], "x", 1.2))
        results.append(BenchmarkResult(suite: suite, name: "synthetic resize ratio 1M/10k", value: reflow[1] / reflow[0],
                                       unit: "x", note: "table overhead only (µs); see the real-template ratio"))
        results += realTemplateResults()
        for rows in [10, 100_000, 1_000_000] {
            results.append(BenchmarkResult(suite: suite, name: "open + first frame, \(label(rows)) rows",
                                           value: openTable(rows: rows) / 1_000, unit: "µs", note: "median of 9"))
        }
        for rows in [100_000, 1_000_000] {
            let milliseconds = fullMeasurement(SyntheticTableDataSource(seed: 9, rowCount: rows), repeats: 3) / 1_000_000
            results.append(BenchmarkResult(suite: suite, name: "synthetic full measurement, \(label(rows)) rows", value: milliseconds,
                                           unit: "ms", note: "table overhead only; ticks of 256 measurements"))
        }
        return results
    }

    static func label(_ rows: Int) -> String {
        rows >= 1_000_000 ? "\(rows / 1_000_000)M" : rows >= 1_000 ? "\(rows / 1_000)k" : "\(rows)"
    }

    static func makeTable(rows: Int) -> TableModel<SyntheticTableDataSource> {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 2026, rowCount: rows),
                               width: viewportWidth, height: viewportHeight)
        table.select(row: rows / 3, alignment: .top)
        _ = table.frame()
        return table
    }

    /// Median thread-CPU nanoseconds per `step` on a table over each source, sampling the sources
    /// alternately (A B A B ...) so that load from other processes on the machine hits every size alike.
    /// Each table starts with row `selecting(rowCount)` selected at the top.
    static func interleaved<Source: TableDataSource>(_ sources: [Source], repeats: Int, iterations: Int,
                                                     selecting: (Int) -> Int = { $0 / 3 },
                                                     _ step: (TableModel<Source>, Int) -> Void) -> [Double] {
        let tables = sources.map { source in
            let table = TableModel(dataSource: source, width: viewportWidth, height: viewportHeight)
            table.select(row: selecting(source.rowCount), alignment: .top)
            _ = table.frame()
            return table
        }
        var samples = Array(repeating: [Double](), count: tables.count)
        var counters = Array(repeating: 0, count: tables.count)
        for _ in 0..<repeats {
            for (k, table) in tables.enumerated() {
                let start = Stopwatch.threadCPUNanoseconds()
                for _ in 0..<iterations {
                    step(table, counters[k])
                    counters[k] += 1
                }
                samples[k].append(Double(Stopwatch.threadCPUNanoseconds() - start) / Double(iterations))
            }
        }
        return samples.map(Stopwatch.median)
    }

    /// One resize re-flow: widths cycle through 24 values around 200 columns, so each resize is to
    /// a width not among the 4 recent ones and its visible rows are really measured.
    static func resizeStep<Source: TableDataSource>(_ table: TableModel<Source>, _ step: Int) {
        table.resize(width: viewportWidth - 12 + (step + 1) % 24, height: viewportHeight)
        blackHole(table.frame())
        blackHole(table.scrollBar(trackLength: viewportHeight))
    }

    /// Thread-CPU nanoseconds (medians of `repeats` runs) of a full background measurement, of
    /// fittingHeight and estimatedHeight of every row in plain loops, and of the table's overhead:
    /// each run's full measurement minus its two loops, measured back to back so load drifts less.
    static func fullMeasurementBreakdown(_ rows: FeedRows, repeats: Int) -> (full: Double, layout: Double, estimates: Double, overhead: Double) {
        var full: [Double] = [], layout: [Double] = [], estimates: [Double] = [], overhead: [Double] = []
        var sink = 0
        for _ in 0..<repeats {
            let f = fullMeasurement(rows, repeats: 1)
            var start = Stopwatch.threadCPUNanoseconds()
            for row in 0..<rows.rowCount { sink &+= rows.measuredHeight(ofRow: row, width: viewportWidth) }
            let l = Double(Stopwatch.threadCPUNanoseconds() - start)
            start = Stopwatch.threadCPUNanoseconds()
            for row in 0..<rows.rowCount { sink &+= rows.estimatedHeight(ofRow: row, width: viewportWidth) }
            let e = Double(Stopwatch.threadCPUNanoseconds() - start)
            full.append(f)
            layout.append(l)
            estimates.append(e)
            overhead.append(f - l - e)
        }
        blackHole(sink)
        return (Stopwatch.median(full), Stopwatch.median(layout), Stopwatch.median(estimates), Stopwatch.median(overhead))
    }

    /// Minor page faults per resize re-flow to a new width, after a warm-up (load-independent).
    static func pageFaultsPerResize<Source: TableDataSource>(_ source: Source) -> Double {
        let table = TableModel(dataSource: source, width: viewportWidth, height: viewportHeight)
        table.select(row: source.rowCount / 3, alignment: .top)
        for step in 0..<48 { resizeStep(table, step) }
        func minorFaults() -> Int {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_minflt
        }
        let before = minorFaults()
        for step in 48..<288 { resizeStep(table, step) }
        return Double(minorFaults() - before) / 240
    }

    /// Nanoseconds to create a table and produce its first frame.
    static func openTable(rows: Int) -> Double {
        let source = SyntheticTableDataSource(seed: 7, rowCount: rows)
        return Stopwatch.medianNanoseconds(repeats: 9, iterations: 5) {
            let table = TableModel(dataSource: source, width: viewportWidth, height: viewportHeight)
            blackHole(table.frame())
            blackHole(table.scrollBar(trackLength: viewportHeight))
        }
    }

    /// Thread-CPU nanoseconds to measure every row in background ticks after the first frame.
    static func fullMeasurement<Source: TableDataSource>(_ source: Source, repeats: Int) -> Double {
        Stopwatch.medianCPUNanoseconds(repeats: repeats) {
            let table = TableModel(dataSource: source, width: viewportWidth, height: viewportHeight)
            _ = table.frame()
            while table.measureInBackground(budget: 256) {}
            precondition(table.isFullyMeasured, "TableModelBenchmarks: background measurement stopped early")
        }
    }


    /// Resize re-flow and full measurement with real feed items and the real CellLayout templates.
    static func realTemplateResults() -> [BenchmarkResult] {
        let path = "Fixtures/generated/feed-100k.xml"
        guard let data = FileManager.default.contents(atPath: path) else {
            return [BenchmarkResult(suite: suite, name: "real-template benchmarks", value: .nan, unit: "-",
                                    target: "run `make fixtures`", met: false, note: "\(path) is missing")]
        }
        let items: [FeedItem]
        do {
            items = try FeedParser.parse(data).items
        } catch {
            return [BenchmarkResult(suite: suite, name: "real-template benchmarks", value: .nan, unit: "-",
                                    target: "a parsable feed", met: false, note: "\(path): \(error)")]
        }
        let templates = CellTemplates()
        let base = FeedRows(items: items, templates: templates)
        var results: [BenchmarkResult] = []
        let sizes = [10_000, 1_000_000]
        // About a third of the way down, on the same feed items at every size (row r shows item
        // r % 100k): only the row count differs, not the text being laid out.
        let sameItems = { (rows: Int) in rows / 3 - (rows / 3) % base.rowCount + (sizes[0] / 3) % base.rowCount }
        let reflow = interleaved(sizes.map { base.repeated(toCount: $0) }, repeats: 15, iterations: 24, selecting: sameItems, resizeStep)
        for (k, rows) in sizes.enumerated() {
            results.append(.atMost(suite, "resize re-flow, \(label(rows)) real rows", reflow[k] / 1_000_000, "ms", 2,
                                   note: "CellLayout templates, feed-100k items; a new width each time around \(viewportWidth)x\(viewportHeight)"))
        }
        results.append(.atMost(suite, "resize ratio 1M/10k (real rows)", reflow[1] / reflow[0], "x", 1.2,
                               note: "thread CPU time, so other processes' load counts less"))
        for rows in sizes {
            results.append(BenchmarkResult(suite: suite, name: "page faults per resize, \(label(rows)) real rows",
                                           value: pageFaultsPerResize(base.repeated(toCount: rows)), unit: "faults",
                                           note: "minor faults over 240 resizes to new widths: what the first touch of new memory costs"))
        }
        let hundredK = base.repeated(toCount: 100_000)
        let (full, layout, estimates, overhead) = fullMeasurementBreakdown(hundredK, repeats: 5)
        results.append(.atMost(suite, "full measurement, 100k real rows", full / 1_000_000, "ms", 250,
                               note: "CellLayout fittingHeight per row + table; ticks of 256, one core (thread CPU time, median of 5)"))
        results.append(BenchmarkResult(suite: suite, name: "CellLayout alone, 100k real rows", value: layout / 1_000_000, unit: "ms",
                                       note: "fittingHeight in a loop, no table: the floor for the line above"))
        results.append(BenchmarkResult(suite: suite, name: "CellLayout estimates alone, 100k real rows", value: estimates / 1_000_000, unit: "ms",
                                       note: "estimatedHeight in a loop: the background estimate pass's floor"))
        results.append(BenchmarkResult(suite: suite, name: "table overhead of full measurement, 100k real rows", value: overhead / 1_000_000, unit: "ms",
                                       note: "per run: full minus the two loops above, run right after it; median of 5: cache, index, passes"))
        results += appFullMeasurement(items)
        let stats = EstimateErrorStatistics.measure(hundredK, width: viewportWidth - 1, rows: 0..<20_000)
        results.append(BenchmarkResult(suite: suite, name: "estimate mean |error|, real rows", value: stats.meanAbsoluteError, unit: "lines",
                                       note: stats.summary))
        return results
    }

    /// The app's own list (`ListPane` over `ListEntry`s, its `FeedRows` data source): appending
    /// the entries in one batch, then idle ticks until every row is measured, as the main loop
    /// runs them after the first frame. Thread CPU time, median of 3; panes are freed untimed.
    static func appFullMeasurement(_ items: [FeedItem]) -> [BenchmarkResult] {
        let entries = items.map { ListEntry($0) }
        var appends: [Double] = []
        var measurements: [Double] = []
        var panes: [ListPane] = []
        for _ in 0..<3 {
            let pane = ListPane()
            let start = Stopwatch.threadCPUNanoseconds()
            pane.append(entries)
            let appended = Stopwatch.threadCPUNanoseconds()
            pane.resize(width: viewportWidth - 1, height: viewportHeight)
            _ = pane.visibleRows()
            while pane.measureOffscreenRows(budget: 256) {}
            let measured = Stopwatch.threadCPUNanoseconds()
            appends.append(Double(appended - start))
            measurements.append(Double(measured - appended))
            panes.append(pane)
        }
        blackHole(panes)
        let rows = label(entries.count)
        return [
            .atMost(suite, "app list full measurement, \(rows) items", Stopwatch.median(measurements) / 1_000_000, "ms", 250,
                    note: "ListPane: first frame + measureOffscreenRows(256) until done; the app's data source, one core"),
            BenchmarkResult(suite: suite, name: "app list append, \(rows) items", value: Stopwatch.median(appends) / 1_000_000, unit: "ms",
                            note: "ListPane.append of one batch: unique ids, item keys, estimates not yet"),
        ]
    }

    /// Feed items as table rows measured by the real CellLayout templates, as the app does it.
    struct FeedRows: TableDataSource {
        var ids: [String]
        /// Height-cache key per row: the index of its id, as the app's `ItemKeys` assigns them.
        var keys: [Int]
        var contents: [CellContent]
        var kinds: [CellKind]
        /// Display widths of title and summary, computed once per item so estimates are O(1).
        var titleColumns: [Int]
        var summaryColumns: [Int]
        let templates: CellTemplates
        var rowCount: Int { ids.count }

        init(items: [FeedItem], templates: CellTemplates) {
            self.templates = templates
            ids = items.map(\.id)
            keys = Array(ids.indices)
            contents = items.map { item in
                CellContent(title: item.title, summary: item.summary.isEmpty ? item.content : item.summary,
                            author: item.author ?? "", hasThumbnail: !item.thumbnails.isEmpty,
                            hasPicture: item.title == nil && !item.enclosures.isEmpty)
            }
            kinds = contents.map(\.kind)
            titleColumns = contents.map { DisplayWidth.of($0.title) }
            summaryColumns = contents.map { DisplayWidth.of($0.summary) }
        }

        /// The items repeated (with distinct ids) until there are `count` rows.
        func repeated(toCount count: Int) -> FeedRows {
            var copy = self
            let n = ids.count
            copy.ids = (0..<count).map { $0 < n ? ids[$0] : ids[$0 % n] + "#\($0 / n)" }
            copy.keys = Array(0..<count)
            copy.contents = (0..<count).map { contents[$0 % n] }
            copy.kinds = (0..<count).map { kinds[$0 % n] }
            copy.titleColumns = (0..<count).map { titleColumns[$0 % n] }
            copy.summaryColumns = (0..<count).map { summaryColumns[$0 % n] }
            return copy
        }

        func itemID(ofRow row: Int) -> String { ids[row] }
        func heightKey(ofRow row: Int) -> HeightKey {
            HeightKey(item: keys[row], template: kinds[row] == .article ? 0 : kinds[row] == .media ? 1 : 2)
        }
        func estimatedHeight(ofRow row: Int, width: Int) -> Int {
            templates.estimatedHeight(kinds[row], titleColumns: titleColumns[row], summaryColumns: summaryColumns[row],
                                      width: width, hasPicture: contents[row].hasPicture)
        }
        func measuredHeight(ofRow row: Int, width: Int) -> Int {
            templates.fittingHeight(kinds[row], contents[row], width: width)
        }
    }
}

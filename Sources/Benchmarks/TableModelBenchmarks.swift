import TableModel

/// Benchmarks of the TableModel area (issue 5): scroll, page, resize re-flow and full measurement,
/// each at 10k and 1M rows to show the cost is flat in the row count.
///
/// Rows come from `SyntheticTableDataSource` (seeded, O(1) per row) until real CellLayout templates
/// are wired in; its measurements are cheap, so these figures are the table's own overhead.
enum TableModelBenchmarks {
    static let suite = "TableModel"
    static let viewportWidth = 200
    static let viewportHeight = 60

    static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        var scroll: [Int: Double] = [:]
        var page: [Int: Double] = [:]
        var reflow: [Int: Double] = [:]
        for rows in [10_000, 1_000_000] {
            scroll[rows] = scrollStep(rows: rows)
            page[rows] = pageStep(rows: rows)
            reflow[rows] = resizeReflow(rows: rows)
            results.append(.atMost(suite, "scroll 1 line, \(label(rows)) rows", scroll[rows]! / 1_000, "µs", 20,
                                   note: "median of 9 x 2000 steps down, \(viewportWidth)x\(viewportHeight)"))
            results.append(.atMost(suite, "page step, \(label(rows)) rows", page[rows]! / 1_000, "µs", 20,
                                   note: "median of 9 x (60 down + 60 up)"))
            results.append(.atMost(suite, "resize re-flow, \(label(rows)) rows", reflow[rows]! / 1_000_000, "ms", 2,
                                   note: "new width each time, to \(viewportWidth)x\(viewportHeight) and back; visible rows measured"))
        }
        results.append(.atMost(suite, "scroll ratio 1M/10k", scroll[1_000_000]! / scroll[10_000]!, "x", 1.2))
        results.append(.atMost(suite, "page ratio 1M/10k", page[1_000_000]! / page[10_000]!, "x", 1.2))
        results.append(.atMost(suite, "resize ratio 1M/10k", reflow[1_000_000]! / reflow[10_000]!, "x", 1.2))
        for rows in [10, 100_000, 1_000_000] {
            results.append(BenchmarkResult(suite: suite, name: "open + first frame, \(label(rows)) rows",
                                           value: openTable(rows: rows) / 1_000, unit: "µs", note: "median of 9"))
        }
        for rows in [10_000, 100_000, 1_000_000] {
            let milliseconds = fullMeasurement(rows: rows) / 1_000_000
            let name = "full background measurement, \(label(rows)) rows"
            if rows == 100_000 {
                results.append(.atMost(suite, name, milliseconds, "ms", 250, note: "synthetic rows; ticks of 256 measurements"))
            } else {
                results.append(BenchmarkResult(suite: suite, name: name, value: milliseconds, unit: "ms", note: "synthetic rows; ticks of 256 measurements"))
            }
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

    /// Nanoseconds per one-line scroll down (new rows get measured as they come into view).
    static func scrollStep(rows: Int) -> Double {
        let table = makeTable(rows: rows)
        return Stopwatch.medianNanoseconds(repeats: 9, iterations: 2_000) {
            table.scroll(lines: 1)
            blackHole(table.scrollBar(trackLength: viewportHeight))
        }
    }

    /// Nanoseconds per page step (down then back up, so the run stays inside the list).
    static func pageStep(rows: Int) -> Double {
        let table = makeTable(rows: rows)
        var step = 0
        return Stopwatch.medianNanoseconds(repeats: 9, iterations: 120) {
            table.scroll(pages: step % 120 < 60 ? 1 : -1)
            blackHole(table.scrollBar(trackLength: viewportHeight))
            step += 1
        }
    }

    /// Nanoseconds per resize to a width not among the recent ones, plus the frame that follows.
    static func resizeReflow(rows: Int) -> Double {
        let table = makeTable(rows: rows)
        var width = viewportWidth
        return Stopwatch.medianNanoseconds(repeats: 9, iterations: 40) {
            width = width == viewportWidth ? 150 + Int.random(in: 0..<40) : viewportWidth - Int.random(in: 1..<6)
            table.resize(width: width, height: viewportHeight)
            blackHole(table.frame())
            blackHole(table.scrollBar(trackLength: viewportHeight))
        }
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

    /// Nanoseconds to measure every row in background ticks after the first frame.
    static func fullMeasurement(rows: Int) -> Double {
        let source = SyntheticTableDataSource(seed: 9, rowCount: rows)
        return Stopwatch.medianNanoseconds(repeats: rows >= 1_000_000 ? 3 : 5) {
            let table = TableModel(dataSource: source, width: viewportWidth, height: viewportHeight)
            _ = table.frame()
            while table.measureInBackground(budget: 256) {}
            precondition(table.isFullyMeasured, "TableModelBenchmarks: background measurement stopped early")
        }
    }
}

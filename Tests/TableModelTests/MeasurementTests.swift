import Testing
import TableModel

@Suite("Measurement: cache, background passes, filtering, counters, estimate statistics")
struct MeasurementTests {
    @Test("resizing back to a recent width measures nothing")
    func resizingBackIsFree() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 51, rowCount: 100_000), width: 120, height: 50)
        table.select(row: 40_000, alignment: .center)
        table.resize(width: 80, height: 50)
        table.resize(width: 200, height: 50)
        _ = table.frame()
        let before = table.counters.totalMeasurements
        for width in [120, 80, 200, 120, 80] {
            table.resize(width: width, height: 50)
            #expect(table.counters.totalMeasurements == before, "width \(width)")
        }
    }

    @Test("a resize re-measures only the rows on screen plus overscan")
    func resizeMeasuresVisibleOnly() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 52, rowCount: 1_000_000), width: 200, height: 60)
        _ = table.frame()
        table.resize(width: 150, height: 60)
        let rows = table.frame()
        #expect(table.counters.rowsMeasuredLastFrame <= rows.count + 2 * table.configuration.overscanRows)
        #expect(table.counters.measuredRows < 200)
    }

    @Test("background passes measure every row in bounded ticks, and restart for a new width")
    func backgroundCompletes() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 53, rowCount: 5_000), width: 100, height: 40)
        var ticks = 0
        var lastMeasured = table.counters.totalMeasurements
        while table.measureInBackground(budget: 50) {
            ticks += 1
            #expect(table.counters.totalMeasurements - lastMeasured <= 50)
            lastMeasured = table.counters.totalMeasurements
        }
        #expect(table.isFullyMeasured)
        #expect(ticks >= 5_000 / 50 - 1)
        table.resize(width: 60, height: 40)
        #expect(!table.isFullyMeasured)
        #expect(table.hasBackgroundWork)
        while table.measureInBackground(budget: 500) {}
        #expect(table.isFullyMeasured)
        table.resize(width: 100, height: 40)
        #expect(table.isFullyMeasured, "the old width's heights were kept")
    }

    @Test("a filter reuses heights measured before it was set")
    func filterReusesCache() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 54, rowCount: 2_000), width: 90, height: 30)
        while table.measureInBackground(budget: 500) {}
        let measured = table.counters.totalMeasurements
        let hits = table.counters.totalCacheHits
        table.setFilter(Array(stride(from: 0, to: 2_000, by: 3)))
        while table.measureInBackground(budget: 500) {}
        #expect(table.isFullyMeasured)
        #expect(table.counters.totalMeasurements == measured, "no row measured again")
        #expect(table.counters.totalCacheHits - hits == 667)
        #expect(table.sourceRow(forRow: 10) == 30)
        #expect(table.row(forSourceRow: 31) == nil)
        table.setFilter(nil)
        #expect(table.rowCount == 2_000)
    }

    @Test("the filter keeps the selected item when it matches, else the next one")
    func filterKeepsSelection() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 55, rowCount: 1_000), width: 90, height: 30)
        table.select(row: 300)
        table.setFilter(Array(stride(from: 0, to: 1_000, by: 2)))
        #expect(table.sourceRow(forRow: table.selectedRow!) == 300)
        table.setFilter(Array(stride(from: 1, to: 1_000, by: 2)))
        #expect(table.sourceRow(forRow: table.selectedRow!) == 301)
        table.setFilter([])
        #expect(table.selectedRow == nil && table.frame().isEmpty)
    }

    @Test("estimate error statistics compare estimates with measurements")
    func estimateStatistics() {
        let source = SyntheticTableDataSource(seed: 56, rowCount: 2_000)
        let stats = EstimateErrorStatistics.measure(source, width: 60)
        #expect(stats.rowCount == 2_000)
        #expect(stats.meanError <= 0, "the synthetic estimate ignores wrap waste, so it runs short")
        #expect(stats.meanAbsoluteError > 0 && stats.meanAbsoluteError < 2)
        #expect(stats.withinOneLineFraction > 0.5)
        #expect(stats.estimatedTotal - stats.measuredTotal == Int((stats.meanError * 2_000).rounded()))
        print("synthetic source estimate error:", stats.summary)
    }
}

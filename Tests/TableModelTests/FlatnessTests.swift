import Testing
import TableModel
import TestSupport

@Suite("Flat in the row count")
struct FlatnessTests {
    @Test("a resize measures the same number of rows at 10k and 1M rows")
    func resizeMeasuresSameCount() {
        var counts: [Int] = []
        for size in [10_000, 1_000_000] {
            let table = TableModel(dataSource: SyntheticTableDataSource(seed: 61, rowCount: size), width: 200, height: 60)
            table.select(row: 5_000, alignment: .top)
            _ = table.frame()
            table.resize(width: 120, height: 60)
            _ = table.frame()
            counts.append(table.counters.rowsMeasuredLastFrame)
        }
        #expect(counts[0] == counts[1], "measured per resize: \(counts)")
    }

    @Test("streamed batches keep the heights measured so far")
    func appendsKeepHeights() {
        var source = SyntheticTableDataSource(seed: 62, rowCount: 50)
        let table = TableModel(dataSource: source, width: 80, height: 30)
        while table.measureInBackground(budget: 100) {}
        let measured = table.counters.totalMeasurements
        for _ in 0..<20 {
            source = source.appending(50)
            table.update(dataSource: source, change: .appended(count: 50))
        }
        #expect(table.rowCount == 1_050)
        #expect(table.counters.totalMeasurements == measured, "rows on screen did not change, nothing measured")
        #expect(table.counters.measuredRows == 50)
        while table.measureInBackground(budget: 100) {}
        #expect(table.isFullyMeasured)
        TableAssertions.expectConsistentOffsets(table)
    }

    @Test("offsets and rows at offsets agree at a million rows (sampled)")
    func offsetsAgreeAtScale() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 63, rowCount: 1_000_000), width: 100, height: 40)
        for _ in 0..<200 { _ = table.measureInBackground(budget: 200) }
        var random = SeededGenerator(seed: 63)
        for _ in 0..<500 {
            let row = Int.random(in: 0..<1_000_000, using: &random)
            let offset = table.offset(ofRow: row)
            #expect(table.offset(ofRow: row + 1) - offset == table.currentHeight(ofRow: row) + 1)
            let found = table.row(atOffset: offset + Int.random(in: 0...table.currentHeight(ofRow: row), using: &random))
            #expect(found?.row == row)
        }
        table.scroll(toOffset: table.offset(ofRow: 777_777))
        #expect(table.topRow == 777_777 && table.topOffset == 0)
    }
}

import Testing
import TableModel
import TestSupport

@Suite("Scroll bar geometry")
struct ScrollBarTests {
    @Test("the thumb never moves up while scrolling down, even as rows get measured", arguments: [31, 32, 33] as [UInt64])
    func monotoneWhileScrollingDown(seed: UInt64) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: seed, rowCount: 3_000), width: 50, height: 25)
        var random = SeededGenerator(seed: seed)
        var last = table.scrollBar(trackLength: 25).thumbStart
        var wasExact = table.isFullyMeasured
        while TableAssertions.blankBelow(table) != 0 {
            if Bool.random(using: &random) { table.scroll(lines: Int.random(in: 1...12, using: &random)) } else { table.scroll(pages: 1) }
            if Int.random(in: 0..<4, using: &random) == 0 { table.measureInBackground(budget: 20) }
            let bar = table.scrollBar(trackLength: 25)
            // The one allowed exception: the frame the last measurement lands on shows the exact
            // thumb, which may be above the estimate-based one.
            if bar.isExact && !wasExact {
                expectExact(bar, table)
            } else {
                #expect(bar.thumbStart >= last)
            }
            if bar.isExact { expectExact(bar, table) }
            wasExact = bar.isExact
            last = bar.thumbStart
        }
        #expect(last + table.scrollBar(trackLength: 25).thumbLength == 25)
    }

    @Test("the frame on which background measurement finishes mid-scroll already shows the exact thumb", arguments: [34, 35, 36, 37] as [UInt64])
    func exactOnTheFrameMeasurementFinishes(seed: UInt64) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: seed, rowCount: 2_000), width: 40, height: 20)
        table.scroll(toRow: 1_000, alignment: .top)
        let estimated = table.scrollBar(trackLength: 20)
        // One frame of the app: a key scrolls down, idle ticks measure the last rows, the frame is drawn.
        table.scroll(lines: 1)
        while table.measureInBackground(budget: 64) {}
        let bar = table.scrollBar(trackLength: 20)
        #expect(bar.isExact)
        expectExact(bar, table)
        // Measured rows are taller than estimated here, so the exact thumb is not below the
        // estimated one; for seeds 34 and 37 it is a cell above, where holding it was wrong.
        #expect(bar.thumbStart <= estimated.thumbStart)
    }

    /// `bar` is the geometry computed from the exact total and scroll offset.
    func expectExact<S: TableDataSource>(_ bar: ScrollBarGeometry, _ table: TableModel<S>, sourceLocation: SourceLocation = #_sourceLocation) {
        let track = bar.trackLength
        let total = table.contentHeight
        let viewport = table.viewportHeight
        guard total > viewport else { return }
        let length = min(track, max(1, Int((Double(track) * Double(viewport) / Double(total)).rounded())))
        let top = table.scrollOffset
        let start = top >= total - viewport ? track - length
            : min(track - length, max(0, Int((Double(track - length) * Double(top) / Double(total - viewport)).rounded())))
        #expect(bar.thumbLength == length, sourceLocation: sourceLocation)
        #expect(bar.thumbStart == start, sourceLocation: sourceLocation)
    }

    @Test("once every row is measured the geometry is exact", arguments: [10, 10_000] as [Int])
    func exactWhenMeasured(rows: Int) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 41, rowCount: rows), width: 70, height: 30)
        while table.measureInBackground(budget: 1_000) {}
        #expect(table.isFullyMeasured)
        var exactTotal = 0
        for row in 0..<rows { exactTotal += table.dataSource.measuredHeight(ofRow: row, width: 70) + 1 }
        #expect(table.contentHeight == exactTotal)
        table.scroll(toRow: rows / 2, alignment: .top)
        let bar = table.scrollBar(trackLength: 30)
        #expect(bar.isExact)
        if exactTotal > 30 {
            let length = max(1, Int((30.0 * 30.0 / Double(exactTotal)).rounded()))
            #expect(bar.thumbLength == length)
            let offset = table.offset(ofRow: table.topRow) + table.topOffset
            let start = Int((Double(30 - length) * Double(offset) / Double(exactTotal - 30)).rounded())
            #expect(bar.thumbStart == min(30 - length, start))
        } else {
            #expect(bar.isContentFitting)
        }
    }
}

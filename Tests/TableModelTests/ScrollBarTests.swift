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
        while TableAssertions.blankBelow(table) != 0 {
            if Bool.random(using: &random) { table.scroll(lines: Int.random(in: 1...12, using: &random)) } else { table.scroll(pages: 1) }
            if Int.random(in: 0..<4, using: &random) == 0 { table.measureInBackground(budget: 20) }
            let start = table.scrollBar(trackLength: 25).thumbStart
            #expect(start >= last)
            last = start
        }
        #expect(last + table.scrollBar(trackLength: 25).thumbLength == 25)
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

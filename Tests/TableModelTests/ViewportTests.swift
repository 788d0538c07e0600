import Testing
import TableModel
import TestSupport

@Suite("Viewport: frames, scrolling, selection")
struct ViewportTests {
    static let sizes = [10, 10_000, 1_000_000]

    @Test("the first frame measures only visible rows plus overscan, the same count at every size")
    func firstFrameMeasuresVisibleOnly() {
        var counts: [Int] = []
        for size in Self.sizes {
            let table = TableModel(dataSource: SyntheticTableDataSource(seed: 7, rowCount: size), width: 80, height: 24)
            let rows = table.frame()
            let measured = table.counters.rowsMeasuredLastFrame
            #expect(measured == rows.count + table.configuration.overscanRows, "size \(size)")
            #expect(table.counters.measuredRows == measured)
            #expect(table.invariantViolations().isEmpty)
            counts.append(measured)
        }
        #expect(Set(counts).count == 1, "measured per size: \(counts)")
    }

    @Test("scrolling to the bottom puts the last row's last line on the last screen line", arguments: sizes)
    func bottomIsFlush(size: Int) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 3, rowCount: size), width: 60, height: 30)
        table.scrollToBottom()
        let rows = table.frame()
        #expect(rows.last?.row == size - 1)
        #expect(TableAssertions.blankBelow(table) == 0)
        #expect(table.scrollOffset + table.viewportHeight == table.offset(ofRow: size))
    }

    @Test("after scrolling to the bottom, resizes keep the last row flush", arguments: sizes)
    func bottomStaysFlushAcrossResizes(size: Int) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 11, rowCount: size), width: 80, height: 24, selectedRow: nil)
        table.scrollToBottom()
        var random = SeededGenerator(seed: UInt64(size))
        for _ in 0..<40 {
            // Once everything fitted there is no bottom to stick to: scroll there again.
            if table.topRow == 0 && table.topOffset == 0 { table.scrollToBottom() }
            let wasFlush = table.topRow > 0 || table.topOffset > 0
            table.resize(width: Int.random(in: 20...300, using: &random), height: Int.random(in: 5...100, using: &random))
            #expect(table.invariantViolations().isEmpty)
            if wasFlush && table.contentHeight > table.viewportHeight {
                #expect(TableAssertions.blankBelow(table) == 0, "width \(table.width) height \(table.viewportHeight)")
                #expect(table.visibleRows.last?.row == size - 1)
            }
        }
    }

    @Test("selectLast keeps the last row selected and flush through resizes", arguments: sizes)
    func selectedLastRowStaysFlush(size: Int) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 12, rowCount: size), width: 80, height: 24)
        table.selectLast()
        var random = SeededGenerator(seed: 99)
        for _ in 0..<30 {
            table.resize(width: Int.random(in: 20...300, using: &random), height: Int.random(in: 5...100, using: &random))
            #expect(table.selectedRow == size - 1)
            #expect(table.visibleRows.last?.row == size - 1)
            if table.contentHeight > table.viewportHeight, let last = table.visibleRows.last, last.height < table.viewportHeight {
                #expect(TableAssertions.blankBelow(table) >= 0)
            }
        }
    }

    @Test("scrolling down line by line reaches the bottom and the selection stays visible")
    func lineScrollingProgresses() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 5, rowCount: 300), width: 30, height: 7)
        var steps = 0
        var lastOffset = -1
        while TableAssertions.blankBelow(table) != 0 {
            table.scroll(lines: 1)
            #expect(table.scrollOffset > lastOffset, "scrolling down must progress")
            lastOffset = table.scrollOffset
            #expect(table.invariantViolations().isEmpty)
            steps += 1
            if steps > 100_000 { break }
        }
        #expect(table.scrollOffset + table.viewportHeight == table.contentHeight)
        #expect(table.selectedRow != nil)
    }

    @Test("page down then page up returns to the start; the selection follows pages")
    func paging() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 8, rowCount: 10_000), width: 100, height: 40)
        table.scroll(pages: 1)
        #expect(table.scrollOffset == 40)
        #expect((table.selectedRow ?? 0) > 0)
        table.scroll(pages: -1)
        #expect(table.scrollOffset == 0)
        table.scroll(pages: 3)
        #expect(table.scrollOffset == 120)
        table.scrollToTop()
        #expect(table.scrollOffset == 0 && table.topRow == 0)
    }

    @Test("page keys reach the last and the first row once the viewport is at an end", arguments: [10, 10_000])
    func pageKeysReachBothEnds(size: Int) {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 9, rowCount: size), width: 100, height: 40)
        _ = table.frame()
        table.moveSelection(by: 0)
        var presses = 0
        while table.selectedRow != size - 1 && presses < size + 2 {
            table.moveSelection(pages: 1)
            presses += 1
        }
        #expect(table.selectedRow == size - 1, "page down stopped at \(String(describing: table.selectedRow))")
        #expect(TableAssertions.blankBelow(table) == 0)
        presses = 0
        while table.selectedRow != 0 && presses < size + 2 {
            table.moveSelection(pages: -1)
            presses += 1
        }
        #expect(table.selectedRow == 0, "page up stopped at \(String(describing: table.selectedRow))")
        #expect(table.scrollOffset == 0)
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("moving the selection scrolls as little as needed")
    func selectionMovesMinimally() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 9, rowCount: 1_000), width: 70, height: 20)
        let firstRows = table.visibleRows
        let lastFull = firstRows.last { $0.y + $0.height <= 20 }!.row
        table.moveSelection(by: lastFull)
        #expect(table.scrollOffset == 0, "a fully visible row needs no scroll")
        table.moveSelection(by: 1)
        let selected = table.visibleRows.first { $0.isSelected }!
        #expect(selected.y + selected.height + 1 == 20, "the next row and its separator are revealed at the bottom edge")
        table.select(row: 500, alignment: .top)
        #expect(table.visibleRows.first?.row == 500 && table.visibleRows.first?.y == 0)
        table.select(row: 600, alignment: .center)
        let centred = table.visibleRows.first { $0.isSelected }!
        #expect(abs((centred.y + centred.height / 2) - 10) <= 1)
    }

    @Test("a row selected at a screen line starts there, unless the list's ends do not allow it")
    func selectionAtAScreenLine() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 5, rowCount: 1_000), width: 70, height: 30)
        for line in [0, 7, 13] {
            table.select(row: 400, alignment: .line(line))
            let selected = table.visibleRows.first { $0.isSelected }!
            #expect(selected.y == line || selected.y + selected.height > 30 - 1, "line \(line): row at \(selected.y)")
            #expect(table.invariantViolations().isEmpty)
        }
        table.select(row: 0, alignment: .line(12))
        #expect(table.visibleRows.first { $0.isSelected }?.y == 0, "nothing above the first row to show")
        table.select(row: 999, alignment: .line(0))
        #expect(TableAssertions.blankBelow(table) == 0, "no blank below the last row while rows are hidden above")
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("an empty table stays consistent and fills on append, selecting the first row")
    func emptyThenAppended() {
        var source = SyntheticTableDataSource(seed: 1, rowCount: 0)
        let table = TableModel(dataSource: source, width: 50, height: 10)
        #expect(table.frame().isEmpty)
        #expect(table.selectedRow == nil)
        table.scroll(lines: 3)
        table.scrollToBottom()
        source = source.appending(25)
        table.update(dataSource: source, change: .appended(count: 25))
        #expect(table.rowCount == 25)
        #expect(table.selectedRow == 0)
        #expect(table.frame().first?.row == 0)
        #expect(table.scrollBar(trackLength: 10).thumbLength < 10)
    }

    @Test("long jumps by lines land through the index without measuring the rows crossed")
    func longJumpIsCheap() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 4, rowCount: 1_000_000), width: 120, height: 50)
        _ = table.frame()
        table.scroll(lines: 2_000_000)
        _ = table.frame()
        #expect(table.counters.rowsMeasuredLastFrame < 60)
        #expect(table.topRow > 100_000)
        #expect(table.invariantViolations().isEmpty)
        table.scroll(toOffset: table.contentHeight)
        #expect(TableAssertions.blankBelow(table) == 0)
    }
}

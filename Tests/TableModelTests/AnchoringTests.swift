import Testing
import TableModel

@Suite("Anchoring across resizes, inserts, reloads and late measurements")
struct AnchoringTests {
    func selectedLine<S>(_ table: TableModel<S>) -> Int? { table.visibleRows.first { $0.isSelected }?.y }

    @Test("a width change keeps the selected row on the same screen line")
    func widthChangeKeepsSelectionLine() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 21, rowCount: 10_000), width: 120, height: 40)
        table.select(row: 5_000, alignment: .top)
        table.scroll(lines: -10)
        let line = selectedLine(table)!
        for width in [60, 200, 45, 120, 300] {
            table.resize(width: width, height: 40)
            let height = table.visibleRows.first { $0.isSelected }!.height
            #expect(selectedLine(table) == min(line, TableAssertions.lowestSelectionLine(height: height, viewport: 40, separator: 1)), "width \(width)")
        }
    }

    @Test("a height change keeps the selection at the same relative position")
    func heightChangeScalesSelectionLine() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 22, rowCount: 10_000), width: 120, height: 40)
        table.select(row: 5_000, alignment: .top)
        table.scroll(lines: -20)
        #expect(selectedLine(table) == 20)
        table.resize(width: 120, height: 80)
        #expect(selectedLine(table) == 40)
        table.resize(width: 120, height: 40)
        #expect(selectedLine(table) == 20)
    }

    @Test("a round trip through a window too small for the selection's line brings it back to that line")
    func roundTripThroughASmallWindow() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 23, rowCount: 10_000), width: 120, height: 40)
        table.select(row: 5_000, alignment: .top)
        table.scroll(lines: -32)
        let line = selectedLine(table)!
        #expect(line == 32)
        table.resize(width: 50, height: 12)
        #expect(selectedLine(table)! < 12, "clamped so the row stays visible in the small window")
        table.resize(width: 70, height: 20)
        table.resize(width: 120, height: 40)
        #expect(selectedLine(table) == line)
        // Once the reader moves, the next resize starts from where the selection is then.
        table.resize(width: 50, height: 12)
        table.scroll(lines: 1)
        let moved = selectedLine(table)!
        table.resize(width: 50, height: 24)
        #expect(selectedLine(table) == min(moved * 2, TableAssertions.lowestSelectionLine(height: table.visibleRows.first { $0.isSelected }!.height, viewport: 24, separator: 1)))
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("inserting items at the top keeps the user's place")
    func insertAtTopKeepsPlace() {
        var source = SyntheticTableDataSource(seed: 23, rowCount: 10_000)
        let table = TableModel(dataSource: source, width: 90, height: 30)
        table.select(row: 100, alignment: .center)
        let line = selectedLine(table)
        let item = source.itemID(ofRow: 100)
        source = source.insertingAtTop(37)
        table.update(dataSource: source, change: .insertedAtTop(count: 37))
        #expect(table.selectedRow == 137)
        #expect(source.itemID(ofRow: table.selectedRow!) == item)
        #expect(selectedLine(table) == line)
    }

    @Test("without a selection, inserts at the top keep the first visible row and its hidden lines")
    func insertAtTopKeepsTopRow() {
        var source = SyntheticTableDataSource(seed: 24, rowCount: 5_000)
        let table = TableModel(dataSource: source, width: 90, height: 30, selectedRow: nil)
        table.scroll(toRow: 300, alignment: .top)
        table.scroll(lines: 2)
        let before = (table.topRow, table.topOffset)
        source = source.insertingAtTop(5)
        table.update(dataSource: source, change: .insertedAtTop(count: 5))
        #expect(table.topRow == before.0 + 5)
        #expect(table.topOffset == before.1)
    }

    @Test("a full reload finds the selected item by identity")
    func reloadFindsSelection() {
        var source = SyntheticTableDataSource(seed: 25, rowCount: 2_000)
        let table = TableModel(dataSource: source, width: 90, height: 30)
        table.select(row: 700, alignment: .center)
        let line = selectedLine(table)
        source = source.insertingAtTop(3).appending(10)
        table.update(dataSource: source, change: .reloaded)
        #expect(table.selectedRow == 703)
        #expect(selectedLine(table) == line)
    }

    @Test("a late measurement of the selected row (content changed) keeps its top line")
    func lateMeasurementKeepsSelection() {
        var source = SyntheticTableDataSource(seed: 26, rowCount: 2_000)
        let table = TableModel(dataSource: source, width: 90, height: 40)
        table.select(row: 900, alignment: .top)
        table.scroll(lines: -12)
        let line = selectedLine(table)!
        for _ in 0..<5 {
            source = source.changingContent(ofRow: 900)
            table.update(dataSource: source, change: .rowsChanged([900]))
            let height = table.visibleRows.first { $0.isSelected }!.height
            #expect(table.measuredHeight(ofRow: 900) == source.measuredHeight(ofRow: 900, width: 90))
            #expect(selectedLine(table) == min(line, TableAssertions.lowestSelectionLine(height: height, viewport: 40, separator: 1)))
        }
    }

    @Test("background measurement of rows above never moves what is on screen")
    func backgroundMeasurementDoesNotMoveScreen() {
        let table = TableModel(dataSource: SyntheticTableDataSource(seed: 27, rowCount: 10_000), width: 80, height: 30)
        table.select(row: 6_000, alignment: .center)
        let before = table.visibleRows
        while table.measureInBackground(budget: 500) {}
        #expect(table.visibleRows == before)
        #expect(table.isFullyMeasured)
    }
}

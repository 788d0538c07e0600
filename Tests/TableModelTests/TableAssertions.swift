import Testing
@testable import TableModel

/// Checks shared by the table tests.
enum TableAssertions {
    /// The index agrees with a naive sum of the heights it reports (O(n): small tables only).
    static func expectConsistentOffsets<S: TableDataSource>(_ table: TableModel<S>, sourceLocation: SourceLocation = #_sourceLocation) {
        var offset = 0
        for row in 0..<table.rowCount {
            #expect(table.offset(ofRow: row) == offset, "offset of row \(row)", sourceLocation: sourceLocation)
            offset += table.currentHeight(ofRow: row) + table.configuration.separatorHeight
        }
        #expect(table.contentHeight == offset, sourceLocation: sourceLocation)
    }

    /// Blank lines between the end of the table's last row and the bottom of the screen;
    /// negative when content continues below the screen (-1 when more rows follow).
    static func blankBelow<S: TableDataSource>(_ table: TableModel<S>) -> Int {
        guard let last = table.visibleRows.last else { return table.viewportHeight }
        guard last.row == table.rowCount - 1 else { return -1 }
        return table.viewportHeight - (last.y + last.height + table.configuration.separatorHeight)
    }

    /// The lowest screen line a selected row of `height` content lines may start on: its separator
    /// is shown too when the whole block fits.
    static func lowestSelectionLine(height: Int, viewport: Int, separator: Int) -> Int {
        height + separator <= viewport ? viewport - height - separator : viewport - height
    }
}

extension TableModel {
    /// Every broken viewport invariant, described; empty when the model is consistent (O(visible)).
    ///
    /// Checked: counts agree with the source and filter; the anchor is inside the top row; every
    /// row on screen is measured at the current width; no blank lines below the last row while
    /// rows are hidden above; the selection is fully visible, or covers part of the screen when
    /// taller than it. Never measures, so calling it changes nothing.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        let expectedCount = filterRows?.count ?? dataSource.rowCount
        if rowCount != expectedCount { problems.append("rowCount \(rowCount) but the source/filter has \(expectedCount) rows") }
        if index.count != rowCount { problems.append("height index has \(index.count) rows, table has \(rowCount)") }
        if index.width != width { problems.append("height index is for width \(index.width), table width is \(width)") }
        guard rowCount > 0 else {
            if topRow != 0 || topOffset != 0 { problems.append("empty table anchored at (\(topRow), \(topOffset))") }
            if selectedRow != nil { problems.append("empty table has selection \(selectedRow!)") }
            return problems
        }
        guard topRow >= 0 && topRow < rowCount else {
            problems.append("topRow \(topRow) outside 0..<\(rowCount)")
            return problems
        }
        if topOffset < 0 { problems.append("blank above the first row: topOffset \(topOffset) < 0") }
        if topOffset >= index.blockHeight(ofRow: topRow) {
            problems.append("topOffset \(topOffset) not inside row \(topRow) of \(index.blockHeight(ofRow: topRow)) lines")
        }
        var y = -topOffset
        var row = topRow
        var screenTops: [Int: Int] = [:]
        while row < rowCount && y < viewportHeight {
            if !index.isMeasured(row) { problems.append("row \(row) is on screen at line \(y) but not measured at width \(width)") }
            screenTops[row] = y
            y += index.blockHeight(ofRow: row)
            row += 1
        }
        if row == rowCount && y < viewportHeight && (topRow > 0 || topOffset > 0) {
            problems.append("\(viewportHeight - y) blank lines below the last row while rows are hidden above (anchor \(topRow), \(topOffset))")
        }
        if let selected = selectedRow {
            if selected < 0 || selected >= rowCount {
                problems.append("selection \(selected) outside 0..<\(rowCount)")
            } else if viewportHeight > 0 {
                if let top = screenTops[selected] {
                    let height = index.height(ofRow: selected)
                    if height <= viewportHeight && (top < 0 || top + height > viewportHeight) {
                        problems.append("selection \(selected) (\(height) lines) not fully visible at line \(top) of \(viewportHeight)")
                    }
                    if height > viewportHeight && (top >= viewportHeight || top + height <= 0) {
                        problems.append("tall selection \(selected) does not cover the screen at line \(top)")
                    }
                } else {
                    problems.append("selection \(selected) is off screen (rows \(topRow)..<\(row) visible)")
                }
            }
        }
        return problems
    }

    /// Stops the program with a description when an invariant is broken; called after every
    /// mutating operation in debug builds, and callable from tests in any build.
    public func checkInvariants() {
        let problems = invariantViolations()
        precondition(problems.isEmpty, "TableModel invariants broken: " + problems.joined(separator: "; "))
    }
}

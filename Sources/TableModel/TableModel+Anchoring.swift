extension TableModel {
    /// True when the last row's block ends on the last screen line and rows are hidden above (O(visible)).
    var isFlushAtBottom: Bool {
        guard rowCount > 0, topRow > 0 || topOffset > 0 else { return false }
        var y = -topOffset
        var row = topRow
        while row < rowCount && y < viewportHeight {
            y += index.blockHeight(ofRow: row)
            row += 1
        }
        return row == rowCount && y == viewportHeight
    }

    /// Records what must stay put (O(visible)): the bottom when the view is flush there (it stays
    /// flush, the selection still visible), else the selection's screen line, else the top row.
    func captureAnchor() -> ViewportAnchor {
        guard rowCount > 0 else { return .none }
        if isFlushAtBottom { return .bottom }
        if let selected = selectedRow, let line = screenTop(ofRow: selected) {
            return .selection(row: selected, screenLine: line, blockHeight: index.blockHeight(ofRow: selected))
        }
        return .top(row: topRow, offset: topOffset, blockHeight: index.blockHeight(ofRow: topRow))
    }

    /// Puts the anchor back after a change (bottom stays bottom; rows at the same relative screen position), then
    /// restores the invariants. `selection` is the (re-indexed) selected row.
    /// - The selection keeps its screen line scaled by the viewport's height change, clamped so it
    ///   stays fully visible; a selection taller than the screen keeps the scrolled fraction of itself.
    /// - Otherwise the top row keeps its hidden lines scaled to its new height.
    /// - `selectionFraction` (resizes) overrides where on the new viewport the selection goes.
    func restore(_ anchor: ViewportAnchor, oldViewportHeight: Int, selection: Int?, selectionFraction: Double? = nil) {
        guard rowCount > 0 else {
            topRow = 0
            topOffset = 0
            selectedRow = nil
            return
        }
        selectedRow = selection.map { min(max(0, $0), rowCount - 1) }
        switch anchor {
        case .none:
            topRow = 0
            topOffset = 0
        case .bottom:
            alignBottom()
        case .selection(let row, let line, let oldBlock):
            let row = min(max(0, row), rowCount - 1)
            let block = exactBlockHeight(ofRow: row)
            if line < 0 {
                topRow = row
                topOffset = Self.scaled(-line, from: oldBlock, to: block)
            } else {
                let height = exactHeight(ofRow: row)
                var newLine = selectionFraction.map { Int(($0 * Double(viewportHeight)).rounded()) }
                    ?? (oldViewportHeight == viewportHeight || oldViewportHeight == 0
                        ? line
                        : Int((Double(line) * Double(viewportHeight) / Double(oldViewportHeight)).rounded()))
                // Keep the separator on screen only if it was (a flush last row stays flush).
                // A row taller than the screen keeps its line (it covers the rest of the screen).
                let blockWasVisible = line + oldBlock <= oldViewportHeight
                let lowest = height > viewportHeight ? viewportHeight - 1
                    : blockWasVisible ? lowestLine(forRowOfHeight: height) : viewportHeight - height
                newLine = min(newLine, max(0, lowest))
                place(row: row, atScreenLine: max(0, newLine))
            }
        case .top(let row, let offset, let oldBlock):
            topRow = min(max(0, row), rowCount - 1)
            topOffset = Self.scaled(offset, from: oldBlock, to: exactBlockHeight(ofRow: topRow))
        }
        normalizeViewport()
        if let selected = selectedRow, viewportHeight > 0, !isAcceptableSelection(selected) {
            reveal(row: selected, alignment: .nearest)
        }
    }

    /// The lowest screen line a row of `height` content lines can start on and still be fully
    /// visible, its separator included when the whole block fits (so the last row ends flush).
    func lowestLine(forRowOfHeight height: Int) -> Int {
        let block = height + configuration.separatorHeight
        if block <= viewportHeight { return viewportHeight - block }
        return height <= viewportHeight ? viewportHeight - height : 0
    }

    /// `value` lines of a block of `from` lines, as lines of a block of `to` lines (floor, in range).
    static func scaled(_ value: Int, from: Int, to: Int) -> Int {
        guard from > 0, to > 0 else { return 0 }
        return min(to - 1, max(0, value * to / from))
    }
}

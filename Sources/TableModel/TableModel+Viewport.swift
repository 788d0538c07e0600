extension TableModel {
    /// The rows intersecting the viewport, top to bottom, all measured at the current width (O(visible)).
    public var visibleRows: [VisibleRow] {
        var rows: [VisibleRow] = []
        guard rowCount > 0, viewportHeight > 0 else { return rows }
        var y = -topOffset
        var row = topRow
        while row < rowCount && y < viewportHeight {
            let height = index.height(ofRow: row)
            rows.append(VisibleRow(row: row, sourceRow: sourceRow(forRow: row), y: y, height: height, isSelected: row == selectedRow))
            y += height + configuration.separatorHeight
            row += 1
        }
        return rows
    }

    /// Ends a frame: the visible rows to draw, and rolls the per-frame counters over (O(visible)).
    public func frame() -> [VisibleRow] {
        countersStorage.rowsMeasuredLastFrame = pendingFrameMeasurements
        countersStorage.cacheHitsLastFrame = pendingFrameCacheHits
        pendingFrameMeasurements = 0
        pendingFrameCacheHits = 0
        return visibleRows
    }

    // MARK: - Scrolling (the selection follows only as far as it must to stay visible)

    /// Scrolls by `lines` (positive: content moves up, showing rows below), clamped at both ends.
    public func scroll(lines: Int) {
        guard rowCount > 0, lines != 0 else { return }
        moveAnchor(byLines: lines)
        normalizeViewport()
        reconcileSelection(direction: lines.signum(), preferredScreenLine: nil)
        didMutate()
    }

    /// Scrolls so that the next (positive) or previous (negative) row boundary is at the top, `rows` times.
    public func scroll(rows: Int) {
        guard rowCount > 0, rows != 0 else { return }
        if rows > 0 {
            topRow = min(rowCount - 1, topRow + rows)
        } else {
            // Aligning a partly hidden top row counts as one step up.
            let steps = topOffset > 0 ? -rows - 1 : -rows
            topRow = max(0, topRow - steps)
        }
        topOffset = 0
        normalizeViewport()
        reconcileSelection(direction: rows.signum(), preferredScreenLine: nil)
        didMutate()
    }

    /// Scrolls by whole viewports; the selection keeps its screen line when the row there can take it.
    public func scroll(pages: Int) {
        guard rowCount > 0, pages != 0 else { return }
        let screenLine = selectedRow.flatMap { screenTop(ofRow: $0) }.map { max(0, $0) }
        moveAnchor(byLines: pages * max(1, viewportHeight))
        normalizeViewport()
        reconcileSelection(direction: pages.signum(), preferredScreenLine: screenLine)
        didMutate()
    }

    /// Shows the first line of the first row.
    public func scrollToTop() {
        guard rowCount > 0 else { return }
        topRow = 0
        topOffset = 0
        normalizeViewport()
        reconcileSelection(direction: -1, preferredScreenLine: nil)
        didMutate()
    }

    /// Shows the last line of the last row (its separator included) on the last screen line.
    public func scrollToBottom() {
        guard rowCount > 0 else { return }
        alignBottom()
        normalizeViewport()
        reconcileSelection(direction: 1, preferredScreenLine: nil)
        didMutate()
    }

    /// Scrolls so `row` sits at `alignment`; the selection stays unless it would leave the screen.
    public func scroll(toRow row: Int, alignment: ScrollAlignment = .nearest) {
        guard rowCount > 0 else { return }
        precondition(row >= 0 && row < rowCount, "TableModel.scroll(toRow:): row \(row) is outside 0..<\(rowCount)")
        reveal(row: row, alignment: alignment)
        reconcileSelection(direction: 0, preferredScreenLine: nil)
        didMutate()
    }

    /// Scrolls so content line `offset` (e.g. from a dragged scroll bar) is the first visible line.
    public func scroll(toOffset offset: Int) {
        guard rowCount > 0 else { return }
        let before = scrollOffset
        let target = index.row(containingOffset: offset)
        topRow = target.row
        topOffset = target.offsetInRow
        normalizeViewport()
        reconcileSelection(direction: (offset - before).signum(), preferredScreenLine: nil)
        didMutate()
    }

    // MARK: - Selection (the viewport follows the selection)

    /// Selects `row` (nil clears the selection) and scrolls it into view at `alignment`.
    public func select(row: Int?, alignment: ScrollAlignment = .nearest) {
        selectsFirstRowWhenFilled = row != nil
        guard let row, rowCount > 0 else {
            selectedRow = nil
            didMutate()
            return
        }
        precondition(row >= 0 && row < rowCount, "TableModel.select(row:): row \(row) is outside 0..<\(rowCount)")
        selectedRow = row
        reveal(row: row, alignment: alignment)
        didMutate()
    }

    /// Moves the selection by `delta` rows (clamped) and scrolls as little as needed to show it.
    /// With no selection, selects the first row fully on screen.
    public func moveSelection(by delta: Int) {
        guard rowCount > 0 else { return }
        guard let current = selectedRow else {
            selectedRow = visibleRows.first { isAcceptableSelection($0.row) }?.row ?? topRow
            reveal(row: selectedRow!, alignment: .nearest)
            didMutate()
            return
        }
        let target = min(max(0, current + delta), rowCount - 1)
        selectedRow = target
        reveal(row: target, alignment: .nearest)
        didMutate()
    }

    /// Selects the first row and shows the top.
    public func selectFirst() { select(row: rowCount > 0 ? 0 : nil, alignment: .top) }

    /// Selects the last row and shows the bottom, flush.
    public func selectLast() {
        guard rowCount > 0 else { return }
        selectedRow = rowCount - 1
        alignBottom()
        normalizeViewport()
        reveal(row: rowCount - 1, alignment: .nearest)
        didMutate()
    }

    /// Moves the viewport and the selection by whole pages, keeping the selection's screen line.
    /// When the viewport is already at that end, the selection goes to the last (or first) row,
    /// as in newsboat and mutt: repeated page keys always reach both ends of the list.
    public func moveSelection(pages: Int) {
        let offsetBefore = scrollOffset
        let selectionBefore = selectedRow
        scroll(pages: pages)
        if selectedRow == nil { moveSelection(by: 0) }
        guard pages != 0, rowCount > 0, scrollOffset == offsetBefore, selectedRow == selectionBefore else { return }
        if pages > 0 { selectLast() } else { selectFirst() }
    }

    // MARK: - Primitives

    /// Screen line of `row`'s first line if its block intersects the viewport, else nil (O(visible)).
    func screenTop(ofRow row: Int) -> Int? {
        guard row >= topRow else { return nil }
        var y = -topOffset
        var current = topRow
        while current < row {
            y += exactBlockHeight(ofRow: current)
            if y >= viewportHeight { return nil }
            current += 1
        }
        return y < viewportHeight ? y : nil
    }

    /// Whether the selection may rest on `row`: its content fully on screen, or, when taller than
    /// the viewport, some of its content on screen.
    func isAcceptableSelection(_ row: Int) -> Bool {
        guard let y = screenTop(ofRow: row) else { return false }
        let height = exactHeight(ofRow: row)
        if height <= viewportHeight { return y >= 0 && y + height <= viewportHeight }
        return y < viewportHeight && y + height > 0
    }

    /// Moves the anchor by `lines` using exact heights of the rows crossed (O(lines crossed / row height)).
    func moveAnchor(byLines lines: Int) {
        // Long jumps go through the Fenwick index (estimates for unmeasured rows) instead of
        // measuring every row crossed: the landing is approximate, but the cost stays O(log n).
        if abs(lines) > 4 * max(viewportHeight, 16) {
            let target = index.row(containingOffset: max(0, scrollOffset + lines))
            topRow = target.row
            topOffset = target.offsetInRow
            return
        }
        topOffset += lines
        if lines > 0 {
            while topRow < rowCount - 1 {
                let block = exactBlockHeight(ofRow: topRow)
                if topOffset < block { break }
                topOffset -= block
                topRow += 1
            }
        } else {
            while topOffset < 0 && topRow > 0 {
                topRow -= 1
                topOffset += exactBlockHeight(ofRow: topRow)
            }
            if topOffset < 0 { topOffset = 0 }
        }
    }

    /// Puts `row`'s first line on screen line `y` (negative: partly above), measuring the rows above
    /// that come into view; stops at the first row (no blank above).
    func place(row: Int, atScreenLine y: Int) {
        if y <= 0 {
            topRow = row
            topOffset = min(-y, exactBlockHeight(ofRow: row) - 1)
            return
        }
        var need = y
        var current = row
        while need > 0 && current > 0 {
            current -= 1
            let block = exactBlockHeight(ofRow: current)
            if block >= need {
                topRow = current
                topOffset = block - need
                return
            }
            need -= block
        }
        topRow = 0
        topOffset = 0
    }

    /// Anchors the viewport so the last row's block ends on the last screen line (or shows row 0
    /// at the top when everything fits).
    func alignBottom() {
        place(row: rowCount, atScreenLineFromBottom: viewportHeight)
    }

    /// Anchors so that the top of `row` (`rowCount` means the end of the content) is at screen line `y`.
    private func place(row: Int, atScreenLineFromBottom y: Int) {
        var need = y
        var current = row
        while need > 0 && current > 0 {
            current -= 1
            let block = exactBlockHeight(ofRow: current)
            if block >= need {
                topRow = current
                topOffset = block - need
                return
            }
            need -= block
        }
        topRow = 0
        topOffset = 0
    }

    /// Scrolls so `row` is at `alignment`, then restores the viewport invariants.
    func reveal(row: Int, alignment: ScrollAlignment) {
        let height = exactHeight(ofRow: row)
        let fits = height <= viewportHeight
        switch alignment {
        case .top:
            place(row: row, atScreenLine: 0)
        case .bottom:
            place(row: row, atScreenLine: lowestLine(forRowOfHeight: height))
        case .center:
            place(row: row, atScreenLine: fits ? (viewportHeight - height) / 2 : 0)
        case .line(let line):
            place(row: row, atScreenLine: fits ? min(max(0, line), lowestLine(forRowOfHeight: height)) : 0)
        case .nearest:
            if isAcceptableSelection(row) { break }
            let above = row < topRow || (row == topRow && topOffset > 0)
            if above || !fits {
                place(row: row, atScreenLine: 0)
            } else {
                place(row: row, atScreenLine: lowestLine(forRowOfHeight: height))
            }
        }
        normalizeViewport()
    }

    /// Restores the anchor invariants and measures the visible rows plus overscan (O(visible)).
    func normalizeViewport() {
        guard rowCount > 0 else {
            topRow = 0
            topOffset = 0
            return
        }
        topRow = min(max(0, topRow), rowCount - 1)
        topOffset = min(max(0, topOffset), exactBlockHeight(ofRow: topRow) - 1)
        var y = -topOffset
        var row = topRow
        while row < rowCount && y < viewportHeight {
            y += exactBlockHeight(ofRow: row)
            row += 1
        }
        if row == rowCount && y < viewportHeight {
            // Blank below the last row: pull hidden rows down from above, if there are any.
            var need = viewportHeight - y
            let fromTop = min(need, topOffset)
            topOffset -= fromTop
            need -= fromTop
            while need > 0 && topRow > 0 {
                topRow -= 1
                let block = exactBlockHeight(ofRow: topRow)
                if block >= need {
                    topOffset = block - need
                    need = 0
                } else {
                    need -= block
                }
            }
        }
        let overscan = configuration.overscanRows
        var below = row
        while below < min(rowCount, row + overscan) {
            exactHeight(ofRow: below)
            below += 1
        }
        var above = topRow - 1
        while above >= max(0, topRow - overscan) {
            exactHeight(ofRow: above)
            above -= 1
        }
    }

    /// After the viewport moved in `direction`, moves the selection only if it can no longer rest
    /// where it is. `preferredScreenLine` (page moves) picks the row under that line first.
    func reconcileSelection(direction: Int, preferredScreenLine: Int?) {
        guard let current = selectedRow else { return }
        // The common case (the selection can stay) must not allocate: it runs on every scroll step.
        if preferredScreenLine == nil && isAcceptableSelection(current) { return }
        let rows = visibleRows
        guard !rows.isEmpty else { return }
        if let line = preferredScreenLine {
            let separator = configuration.separatorHeight
            let under = rows.first { $0.y <= line && line < $0.y + $0.height + separator } ?? rows.last!
            if isAcceptableSelection(under.row) {
                selectedRow = under.row
                return
            }
        }
        let acceptable = rows.filter { isAcceptableSelection($0.row) }
        if !acceptable.isEmpty {
            if direction > 0 {
                selectedRow = acceptable.first!.row
            } else if direction < 0 {
                selectedRow = acceptable.last!.row
            } else {
                selectedRow = acceptable.min { abs($0.row - current) < abs($1.row - current) }!.row
            }
            return
        }
        // Nothing can hold the selection as things are: pick a row in the scroll direction and
        // reveal it, which moves the viewport further that way (never back, so scrolling progresses).
        let target: Int
        if direction < 0 {
            target = rows.first!.row
            selectedRow = target
            reveal(row: target, alignment: .top)
        } else {
            // The first row starting on screen, else the row after the screen (placed at the bottom).
            target = rows.first { $0.y >= 0 }?.row ?? min(rows.last!.row + 1, rowCount - 1)
            selectedRow = target
            reveal(row: target, alignment: .nearest)
        }
    }
}

// The list pane's model: items, filter, selection and scrolling over self-sizing rows.
// ENGINE IS TEMPORARY: offsets here are naive O(n) prefix sums until TableModel lands; the public
// face of this class is what the rest of the app uses and stays when the engine is swapped.
import TextLayout

/// A row on screen: which row, where its top is relative to the pane (may be negative when the
/// row is cut at the top) and how it is laid out.
public struct VisibleRow: Sendable {
    public var row: Int
    public var itemIndex: Int
    public var top: Int
    public var drawing: CellDrawing
}

public final class ListPane {
    public private(set) var entries: [ListEntry] = []
    private var rows: [Int] = []           // item indices shown (filter subset), in order
    private var filterText = ""
    private var needle = ""
    private let measurer: CellMeasurer
    private var width = 1
    private var height = 0
    private var heights: [Int] = []        // per shown row, measured or estimated, without separator
    private var measured: [Bool] = []
    private var scrollTop = 0
    public private(set) var selectedRow: Int?

    public init(measurer: CellMeasurer = CellMeasurer()) {
        self.measurer = measurer
    }

    public var rowCount: Int { rows.count }
    public var filter: String { filterText }
    public var contentWidth: Int { width }
    public var viewportHeight: Int { height }

    public func itemIndex(forRow row: Int) -> Int { rows[row] }

    public var selectedEntry: ListEntry? { selectedRow.map { entries[rows[$0]] } }
    public var selectedItem: FeedItem? { selectedEntry?.item }
    public var itemCount: Int { entries.count }

    /// The shown row of item `index`, or nil when the filter hides it.
    public func row(forItemIndex index: Int) -> Int? { rows.firstIndex(of: index) }

    public func append(_ newEntries: [ListEntry]) {
        let start = entries.count
        entries += newEntries
        for index in start..<entries.count where entries[index].matches(needle) {
            rows.append(index)
            heights.append(estimate(entries[index]))
            measured.append(false)
        }
        if selectedRow == nil, !rows.isEmpty { selectedRow = 0 }
    }

    public func removeAll() {
        entries = []; rows = []; heights = []; measured = []; scrollTop = 0; selectedRow = nil
    }

    /// Shows only the items whose title or text contains `text` (case-insensitive); "" shows all.
    public func setFilter(_ text: String) {
        let keep = selectedRow.map { rows[$0] }
        filterText = text
        needle = text.lowercased()
        rows = entries.indices.filter { entries[$0].matches(needle) }
        heights = rows.map { estimate(entries[$0]) }
        measured = Array(repeating: false, count: rows.count)
        scrollTop = 0
        selectedRow = rows.isEmpty ? nil : (keep.flatMap { k in rows.firstIndex(of: k) } ?? 0)
        ensureSelectionVisible()
    }

    /// Sets the content width (without the scroll bar) and height; re-measures what shows and keeps
    /// the selected row at the same relative position.
    public func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(1, newWidth)
        guard newWidth != width || newHeight != height else { return }
        let anchor = selectedRow.map { offset(of: $0) - scrollTop }
        if newWidth != width {
            width = newWidth
            heights = rows.map { estimate(entries[$0]) }
            measured = Array(repeating: false, count: rows.count)
        }
        height = max(0, newHeight)
        if let row = selectedRow, let anchor {
            measure(row)
            scrollTop = offset(of: row) - anchor
        }
        clamp()
        ensureSelectionVisible()
    }

    public func moveSelection(by delta: Int) {
        guard let row = selectedRow else { return }
        selectedRow = min(max(0, row + delta), rows.count - 1)
        ensureSelectionVisible()
    }

    public func select(row: Int) {
        guard !rows.isEmpty else { return }
        selectedRow = min(max(0, row), rows.count - 1)
        ensureSelectionVisible()
    }

    /// Scrolls a page (`direction` +1 down, -1 up) and selects the first row that starts on it.
    public func page(_ direction: Int) {
        guard let row = selectedRow else { return }
        let step = max(1, height - 1)
        scrollTop += direction * step
        clamp()
        let target = self.row(atOffset: scrollTop + (direction > 0 && scrollTop >= maxScrollTop() ? height : 0))
        if direction > 0 && scrollTop >= maxScrollTop() {
            selectedRow = rows.count - 1
        } else if direction < 0 && scrollTop == 0 {
            selectedRow = 0
        } else {
            var candidate = target
            if offset(of: candidate) < scrollTop, candidate + 1 < rows.count { candidate += 1 }
            selectedRow = direction > 0 ? max(row, candidate) : min(row, candidate)
        }
        ensureSelectionVisible()
    }

    /// Scrolls by `lines` without moving the selection unless it would leave the screen.
    public func scroll(lines: Int) {
        guard !rows.isEmpty else { return }
        scrollTop += lines
        clamp()
        if let row = selectedRow {
            let top = offset(of: row)
            if top < scrollTop || top + heights[row] + 1 > scrollTop + height {
                var candidate = self.row(atOffset: lines > 0 ? scrollTop : max(0, scrollTop + height - 1))
                if lines > 0, offset(of: candidate) < scrollTop, candidate + 1 < rows.count { candidate += 1 }
                if lines < 0, offset(of: candidate) + heights[candidate] + 1 > scrollTop + height, candidate > 0 { candidate -= 1 }
                selectedRow = candidate
            }
        }
        ensureSelectionVisible()
    }

    /// The rows on screen, measured at the current width.
    public func visibleRows() -> [VisibleRow] {
        guard !rows.isEmpty, height > 0 else { return [] }
        var result: [VisibleRow] = []
        var row = self.row(atOffset: scrollTop)
        var top = offset(of: row) - scrollTop
        while row < rows.count, top < height {
            let drawing = measurer.drawing(for: entries[rows[row]], width: width)
            if drawing.height != heights[row] || !measured[row] {
                heights[row] = drawing.height
                measured[row] = true
            }
            result.append(VisibleRow(row: row, itemIndex: rows[row], top: top, drawing: drawing))
            top += drawing.height + 1
            row += 1
        }
        return result
    }

    /// The scroll bar thumb in pane rows, or nil when everything fits.
    public func scrollBar() -> (start: Int, length: Int)? {
        let total = totalHeight()
        guard total > height, height > 0 else { return nil }
        let length = max(1, height * height / total)
        let start = min(height - length, (scrollTop * height + total / 2) / total)
        return (start, length)
    }

    /// The row drawn at pane row `y`, if any.
    public func row(atPaneY y: Int) -> Int? {
        guard !rows.isEmpty, y >= 0, y < height else { return nil }
        let row = self.row(atOffset: scrollTop + y)
        return offset(of: row) + heights[row] > scrollTop + y ? row : nil
    }

    /// True while rows remain to be measured in the background.
    public var hasBackgroundWork: Bool { measured.contains(false) }

    /// Measures a few unmeasured rows; returns true while work remains.
    public func idleTick(budget: Int = 200) -> Bool {
        var done = 0
        for row in rows.indices where !measured[row] {
            measure(row)
            done += 1
            if done >= budget { return true }
        }
        return false
    }

    // MARK: naive engine

    private func estimate(_ entry: ListEntry) -> Int { 4 }

    private func measure(_ row: Int) {
        heights[row] = measurer.height(for: entries[rows[row]], width: width)
        measured[row] = true
    }

    private func offset(of row: Int) -> Int {
        var total = 0
        for r in 0..<row { total += heights[r] + 1 }
        return total
    }

    private func totalHeight() -> Int { heights.reduce(0) { $0 + $1 + 1 } }

    private func row(atOffset target: Int) -> Int {
        var total = 0
        for r in rows.indices {
            total += heights[r] + 1
            if total > target { return r }
        }
        return max(0, rows.count - 1)
    }

    private func maxScrollTop() -> Int { max(0, totalHeight() - height) }

    private func clamp() { scrollTop = min(max(0, scrollTop), maxScrollTop()) }

    private func ensureSelectionVisible() {
        guard let row = selectedRow else { scrollTop = 0; return }
        measure(row)
        let top = offset(of: row)
        let bottom = top + heights[row] + 1
        if top < scrollTop { scrollTop = top }
        else if bottom > scrollTop + height { scrollTop = heights[row] + 1 > height ? top : bottom - height }
        clamp()
    }
}

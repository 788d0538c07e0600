import Feeds
import TableModel

/// The list pane's model: the entries, the `/` filter, the selection and scrolling of
/// self-sizing rows. Scrolling, anchoring, height caching and background measurement are
/// TableModel's; this type feeds it the entries and CellLayout measurements and hands the views
/// what to draw.
public final class ListPane {
    /// Replaced, never emptied, on reload: the table still reads the old rows' `itemID(ofRow:)` to
    /// keep the user's place, so the old store must stay as it was.
    private var store: EntryStore
    /// Keys of the item ids, kept across reloads so unchanged items keep their cached heights.
    private let itemKeys = ItemKeys()
    private let measurer: CellMeasurer
    private let table: TableModel<FeedRows>
    private var filterText = ""
    /// The words `filterText` searches for.
    public private(set) var query = FilterQuery("")
    /// Source rows the filter shows (nil: all), kept to extend a filter incrementally.
    private var filterRows: [Int]?
    /// The item (source row) selected before a filter left nothing to show; selected again once
    /// rows come back, so a mistyped letter and Backspace do not lose the reader's place.
    private var selectionBeforeEmptyFilter: Int?
    /// Layouts of rows drawn at the current width, so an unchanged row is not laid out again on
    /// the next frame. Bounded: cleared when it grows past `drawingCacheLimit` or the width changes.
    private var drawings: [Int: CellDrawing] = [:]
    private var drawingsWidth = 0
    private static let drawingCacheLimit = 512
    /// Windowed lists shown so far, so each gets its own height-cache version.
    private var windowsMade = 0

    public init(measurer: CellMeasurer = CellMeasurer()) {
        self.measurer = measurer
        store = EntryStore(keys: itemKeys)
        table = TableModel(dataSource: FeedRows(store: store, measurer: measurer), width: 1, height: 0)
    }

    /// Rows shown (the filter's matches when a filter is set).
    public var rowCount: Int { table.rowCount }
    /// Items received.
    public var itemCount: Int { store.count }
    /// The entries of a list held whole (empty for a windowed library list: see `entry(atItemIndex:)`).
    public var entries: [ListEntry] { store.entries }
    /// The filter text as typed ("" shows every item).
    public var filter: String { filterText }
    public var contentWidth: Int { table.width }
    public var viewportHeight: Int { table.viewportHeight }
    public var selectedRow: Int? { table.selectedRow }
    public var selectedEntry: ListEntry? { table.selectedRow.map { store.entry(at: table.sourceRow(forRow: $0)) } }
    /// The library state of the selected item; never reads.
    public var selectedState: ItemState? { table.selectedRow.flatMap { store.state(at: table.sourceRow(forRow: $0)) } }
    /// True while the list is a library list held as a window (`appendRows`).
    public var isWindowed: Bool { store.window != nil }
    public var selectedItem: FeedItem? { selectedEntry?.item }
    /// Counters of the table (rows measured, cache hits) for tests and the debug line.
    public var counters: TableCounters { table.counters }

    /// Puts `entry` in place of item `index` (same item, new text): only that row is measured
    /// again, the selection and the view anchored as for any height change. O(log n).
    public func replaceEntry(_ entry: ListEntry, atItemIndex index: Int) {
        store.replace(entry, at: index)
        drawings[index] = nil
        table.update(dataSource: FeedRows(store: store, measurer: measurer), change: .rowsChanged([index]))
        // A filter keeps its rows: the new text is searched again only when the filter changes.
    }

    /// Changes the marks of item `index` (read, starred); rows keep their heights.
    public func setState(_ state: ItemState?, ofItemAt index: Int) {
        store.setState(state, at: index)
    }

    /// Marks every item read (`A` on the whole list): O(items), no entry read, no count kept.
    public func markAllItemsRead() {
        for index in 0..<store.count {
            guard var state = store.state(at: index), !state.isRead else { continue }
            state.isRead = true
            store.setState(state, at: index)
        }
    }

    /// The entry of item `index` (a windowed list reads its page when it is not held).
    public func entry(atItemIndex index: Int) -> ListEntry { store.entry(at: index) }

    /// The library state of item `index`; never reads.
    public func state(ofItemAt index: Int) -> ItemState? { store.state(at: index) }

    /// The first shown row after `row` (before it, with `direction` -1) whose library state
    /// satisfies `matches`. O(rows passed); reads no entries.
    public func row(from row: Int, direction: Int, where matches: (ItemState?) -> Bool) -> Int? {
        var candidate = row + direction
        while candidate >= 0 && candidate < table.rowCount {
            if matches(store.state(at: table.sourceRow(forRow: candidate))) { return candidate }
            candidate += direction
        }
        return nil
    }

    /// The item index shown in `row`.
    public func itemIndex(forRow row: Int) -> Int { table.sourceRow(forRow: row) }

    /// The shown row of item `index`, or nil when the filter hides it.
    public func row(forItemIndex index: Int) -> Int? { table.row(forSourceRow: index) }

    /// Adds a batch of streamed entries at the end. O(k log n) without a filter; with one, only the
    /// new entries are searched.
    public func append(_ newEntries: [ListEntry]) {
        guard !newEntries.isEmpty else { return }
        precondition(store.window == nil, "ListPane.append: a windowed list takes rows (appendRows)")
        let start = store.entries.count
        store.append(newEntries)
        table.update(dataSource: FeedRows(store: store, measurer: measurer), change: .appended(count: newEntries.count))
        if var rows = filterRows {
            rows += store.searchText.rows(start..<store.count, matching: query)
            if rows.count != filterRows?.count {
                filterRows = rows
                applyFilter(rows)
            }
        }
    }

    /// Adds library rows at the end, held as a window read through `reader` (`loaded`: the entries
    /// of the first rows, read with them). An empty list becomes windowed; O(k log n).
    public func appendRows(_ rows: [ItemState], loaded: [ListEntry], reader: ListWindowReader) {
        if store.window == nil {
            precondition(store.count == 0, "ListPane.appendRows: a list holding entries cannot become windowed")
            windowsMade += 1
            store = EntryStore(keys: itemKeys, window: EntryWindow(reader: reader, generation: windowsMade))
            drawings.removeAll()
        }
        guard !rows.isEmpty else { return }
        let start = store.count
        store.appendRows(rows, loaded: loaded)
        table.update(dataSource: FeedRows(store: store, measurer: measurer), change: .appended(count: rows.count))
        if var shown = filterRows {
            shown += matchingRows(Array(start..<store.count), query: query)
            if shown.count != filterRows?.count {
                filterRows = shown
                applyFilter(shown)
            }
        }
    }

    /// Forgets every entry (a reload starts over; the table keeps its height cache by item id).
    public func removeAll() {
        store = EntryStore(keys: itemKeys)
        selectionBeforeEmptyFilter = nil
        table.update(dataSource: FeedRows(store: store, measurer: measurer), change: .reloaded)
        if filterRows != nil {
            filterRows = []
            table.setFilter([])
        }
        drawings.removeAll()
    }

    /// Shows only the items whose title, author, text or link contain every word of `text`,
    /// ignoring case (`FilterQuery`); "" shows all. Typing on (a longer word, one more word)
    /// searches only the previous matches.
    public func setFilter(_ text: String) {
        let newQuery = FilterQuery(text)
        let previous = query
        defer { filterText = text; query = newQuery }
        if newQuery.isEmpty {
            guard filterRows != nil else { return }
            filterRows = nil
            applyFilter(nil)
            return
        }
        let candidates: [Int]
        if let shown = filterRows, !previous.isEmpty, newQuery.narrows(previous) {
            candidates = shown
        } else {
            candidates = Array(0..<store.count)
        }
        let rows = matchingRows(candidates, query: newQuery)
        filterRows = rows
        applyFilter(rows)
    }

    /// The `candidates` that `query` matches. Held entries are searched in their `SearchText`; a
    /// windowed list reads its rows' entries a page at a time, without keeping them.
    private func matchingRows(_ candidates: [Int], query: FilterQuery) -> [Int] {
        guard let window = store.window else { return store.searchText.rows(candidates, matching: query) }
        var rows: [Int] = []
        for start in stride(from: 0, to: candidates.count, by: EntryWindow.pageSize) {
            let chunk = candidates[start..<min(start + EntryWindow.pageSize, candidates.count)]
            window.entriesPassingBy(chunk).withUnsafeBufferPointer { entries in
                for (offset, row) in chunk.enumerated() where query.matches(entries, offset) { rows.append(row) }
            }
        }
        return rows
    }

    /// Shows `rows` (nil: all) in the table, keeping a selection whenever there are rows: the one
    /// the table keeps, else the one remembered from before the list went empty, else the first.
    private func applyFilter(_ rows: [Int]?) {
        let selectedSource = table.selectedRow.map(table.sourceRow(forRow:))
        table.setFilter(rows)
        guard table.rowCount > 0 else {
            if selectionBeforeEmptyFilter == nil { selectionBeforeEmptyFilter = selectedSource }
            return
        }
        defer { selectionBeforeEmptyFilter = nil }
        guard table.selectedRow == nil else { return }
        if let source = selectionBeforeEmptyFilter {
            // The remembered item's row, or the next shown one (the last when none follows).
            let row = rows.map { shown in shown.firstIndex { $0 >= source } ?? shown.count - 1 } ?? source
            table.select(row: min(row, table.rowCount - 1))
        } else {
            table.moveSelection(by: 0)
        }
    }

    /// Sets the content width (the pane minus its scroll bar) and the height; visible rows are
    /// re-measured and the selection keeps its relative position (TableModel's anchoring).
    public func resize(width: Int, height: Int) {
        table.resize(width: max(1, width), height: max(0, height))
    }

    public func moveSelection(by delta: Int) { table.moveSelection(by: delta) }

    /// Selects `row` (clamped), scrolling it into view; with `screenLine`, its first line goes to
    /// that line of the pane as far as the list allows (a reload keeps the reader's place).
    public func select(row: Int, screenLine: Int? = nil) {
        guard table.rowCount > 0 else { return }
        table.select(row: min(max(0, row), table.rowCount - 1), alignment: screenLine.map(ScrollAlignment.line) ?? .nearest)
    }

    /// The pane line where the selected row starts (negative when its top is scrolled off), or nil.
    public var selectedScreenLine: Int? {
        table.selectedRow.map { table.offset(ofRow: $0) - table.scrollOffset }
    }

    /// Moves a page down (+1) or up (-1), the selection keeping its screen line.
    public func page(_ direction: Int) {
        if direction > 0, table.selectedRow == table.rowCount - 1 { return }
        table.moveSelection(pages: direction)
    }

    /// Scrolls by `lines`; the selection moves only if it would leave the screen.
    public func scroll(lines: Int) { table.scroll(lines: lines) }

    /// The rows on screen with their layouts, top to bottom.
    public func visibleRows() -> [ListRow] {
        let width = table.width
        if width != drawingsWidth || drawings.count > Self.drawingCacheLimit {
            drawings.removeAll(keepingCapacity: true)
            drawingsWidth = width
        }
        return table.frame().map { row in
            let drawing: CellDrawing
            if let cached = drawings[row.sourceRow] {
                drawing = cached
            } else {
                drawing = measurer.drawing(for: store.entry(at: row.sourceRow), width: width)
                drawings[row.sourceRow] = drawing
            }
            return ListRow(row: row.row, itemIndex: row.sourceRow, top: row.y, drawing: drawing,
                           state: store.state(at: row.sourceRow))
        }
    }

    /// The scroll bar thumb in pane rows, or nil when everything fits.
    public func scrollBar() -> (start: Int, length: Int)? {
        let geometry = table.scrollBar(trackLength: table.viewportHeight)
        return geometry.isContentFitting ? nil : (geometry.thumbStart, geometry.thumbLength)
    }

    /// The row drawn at pane line `y`, if a row (not a separator or blank) is there.
    public func row(atPaneY y: Int) -> Int? {
        for row in table.visibleRows where y >= row.y && y < row.y + row.height { return row.row }
        return nil
    }

    /// True while rows remain to be measured in the background. A windowed list measures only the
    /// rows it shows: measuring the rest would read every item, which the window is there to avoid
    /// (its scroll bar stays an estimate).
    public var hasBackgroundWork: Bool { store.window == nil && table.hasBackgroundWork }

    /// Measures up to `budget` rows the screen does not show (idle time); true while work remains.
    @discardableResult
    public func measureOffscreenRows(budget: Int) -> Bool {
        guard store.window == nil else { return false }
        return table.measureInBackground(budget: budget)
    }
}

import CellLayout
import Foundation
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
    /// Rebuilt when the row style changes (the dense styles have no separator lines).
    private var table: TableModel<FeedRows>
    /// Which entry each row shows (feed order or newest first).
    private var order: RowOrder
    /// How rows are laid out: comfortable, compact or one line.
    public private(set) var rowStyle: RowStyle
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
    private var drawings: [Int: (drawing: CellDrawing, date: Date?)] = [:]
    private var drawingsWidth = 0
    /// The pages just turned: their direction and where the selection was before each (item and
    /// screen line). A page the other way retraces the last one exactly, so `Space Space b b`
    /// comes back to the start even where rows of different heights made the pages uneven.
    /// Any other move forgets them.
    private var pageTrail: [(direction: Int, item: Int, line: Int)] = []
    private static let drawingCacheLimit = 512
    /// Windowed lists shown so far, so each gets its own height-cache version.
    private var windowsMade = 0
    /// A windowed list's filter is searched by the library, off the loop (`nextWindowSearch`):
    /// `filterRows` then hold the matches of `searchedText` among the rows before
    /// `searchedThrough`, and the rows shown stay as they were until a search answers.
    private var searchedText: String?
    private var searchedQuery = FilterQuery("")
    private var searchedThrough = 0
    /// The search asked for and not answered yet, the rows it covers, and whether its matches
    /// replace the rows shown (a new filter) or follow them (rows that arrived since).
    private var pendingSearch: (search: ListSearch, through: Int, replaces: Bool)?
    private var searchesMade = 0
    /// A held list's filter search under way, done in steps of about `filterStepBytes` of text
    /// (`HeldFilterSearch`): the key's update does the first, idle time the rest
    /// (`continueSearch`); the rows shown meanwhile are those of `shownQuery`.
    private var heldSearch: HeldFilterSearch?
    /// The words a held list's `filterRows` are all the matches of, among the entries before
    /// `shownThrough` (those after arrived since, and are not searched for them yet).
    private var shownQuery = FilterQuery("")
    private var shownThrough = 0
    /// Bytes of text a step of a held list's filter search reads: a search of more runs in steps.
    public let filterStepBytes: Int
    /// About 2-3 ms of the search on this machine (`--suite Filter`), so a key (its step, update
    /// and frame: 3-5 ms at 100k items) stays well under 10 ms, and a list of up to about 15k
    /// items is still searched at once. 16 MB took keys to 7-9 ms (PERFORMANCE.md).
    public static let defaultFilterStepBytes = 8_000_000

    /// A list in `sortOrder` and `rowStyle` (the feed list keeps the defaults: its rows have no dates).
    public init(measurer: CellMeasurer = CellMeasurer(), sortOrder: ItemOrder = .feedOrder, rowStyle: RowStyle = .comfortable,
                filterStepBytes: Int = ListPane.defaultFilterStepBytes) {
        self.measurer = measurer
        self.filterStepBytes = filterStepBytes
        store = EntryStore(keys: itemKeys)
        order = RowOrder(sortOrder)
        self.rowStyle = rowStyle
        table = TableModel(dataSource: FeedRows(store: store, measurer: measurer, order: order, style: rowStyle), width: 1, height: 0,
                           configuration: Self.configuration(rowStyle))
    }

    private static func configuration(_ style: RowStyle) -> TableConfiguration {
        TableConfiguration(separatorHeight: style.hasSeparators ? 1 : 0)
    }

    /// The table's data source over the current entries, order and style.
    private var rows: FeedRows { FeedRows(store: store, measurer: measurer, order: order, style: rowStyle) }

    /// The order items are shown in.
    public var sortOrder: ItemOrder { order.sortOrder }

    /// Rows shown (the filter's matches when a filter is set).
    public var rowCount: Int { table.rowCount }
    /// Items received.
    public var itemCount: Int { store.count }
    /// The entries of a list held whole, each read back whole (O(n); empty for a windowed library
    /// list: see `entry(atItemIndex:)`).
    public var entries: [ListEntry] { store.heldEntries.indices.map(store.entry(at:)) }
    /// The filter text as typed ("" shows every item).
    public var filter: String { filterText }
    public var contentWidth: Int { table.width }
    public var viewportHeight: Int { table.viewportHeight }
    public var selectedRow: Int? { table.selectedRow }
    public var selectedEntry: ListEntry? { table.selectedRow.map { store.entry(at: itemIndex(forRow: $0)) } }
    /// The library state of the selected item; never reads.
    public var selectedState: ItemState? { table.selectedRow.flatMap { store.state(at: itemIndex(forRow: $0)) } }
    /// True while the list is a library list held as a window (`appendRows`).
    public var isWindowed: Bool { store.window != nil }
    public var selectedItem: FeedItem? { selectedEntry?.item }
    /// Counters of the table (rows measured, cache hits) for tests and the debug line.
    public var counters: TableCounters { table.counters }
    /// Bytes of text the filter searches (a held list's `SearchText`), for the benchmarks.
    public var searchedTextBytes: Int { store.searchText.bytes.count }

    /// Puts `entry` in place of item `index` (same item, new text): only that row is measured
    /// again, the selection and the view anchored as for any height change. O(log n).
    public func replaceEntry(_ entry: ListEntry, atItemIndex index: Int) {
        store.replace(entry, at: index)
        drawings[index] = nil
        table.update(dataSource: rows, change: .rowsChanged([order.row(ofEntry: index)]))
        // A filter keeps its rows: the new text is searched again only when the filter changes,
        // or by a search under way that had searched the old text.
        heldSearch?.searchAgain(entry: index)
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
            if matches(store.state(at: itemIndex(forRow: candidate))) { return candidate }
            candidate += direction
        }
        return nil
    }

    /// The item index shown in `row`.
    public func itemIndex(forRow row: Int) -> Int { order.entry(atRow: table.sourceRow(forRow: row)) }

    /// The shown row of item `index`, or nil when the filter hides it.
    public func row(forItemIndex index: Int) -> Int? { table.row(forSourceRow: order.row(ofEntry: index)) }

    /// Adds a batch of streamed entries. O(k log n) without a filter when they sort after the
    /// rows there (the usual feed, newest first); with a filter, only the new entries are searched.
    /// Entries that sort among the rows shown re-order the list: the selected item is kept on
    /// screen, or, with `keepingTop` and the list still at its top, the top is kept (the reader
    /// has not moved yet, and the newest items are there).
    public func append(_ newEntries: [ListEntry], keepingTop: Bool = true) {
        guard !newEntries.isEmpty else { return }
        precondition(store.window == nil, "ListPane.append: a windowed list takes rows (appendRows)")
        let start = store.heldEntries.count
        let atTop = keepingTop && table.selectedRow == 0 && table.scrollOffset == 0
        let before = order
        store.append(newEntries)
        heldSearch?.add(entries: start..<store.count)
        let change = order.append(dates: newEntries.map(\.date))
        table.update(dataSource: rows, change: change)
        let moved = change != .appended(count: newEntries.count)
        if moved, let shown = filterRows {
            // The rows moved: the rows shown are the same entries at their new rows.
            filterRows = rows(ofEntries: shown.map(before.entry(atRow:)))
            applyFilter(filterRows)
        }
        // The new entries are searched for the filter (a search under way took them already).
        if heldSearch == nil, filterRows != nil { searchArrivedEntries() }
        guard moved else { return }
        pageTrail.removeAll()
        if atTop && table.rowCount > 0 { table.select(row: 0, alignment: .line(0)) }
    }

    /// The rows showing `entries` (any order), ascending. O(rows).
    private func rows(ofEntries entries: [Int]) -> [Int] {
        var shown = [Bool](repeating: false, count: store.count)
        for entry in entries { shown[order.row(ofEntry: entry)] = true }
        return shown.indices.filter { shown[$0] }
    }

    /// Searches the entries that arrived since the rows shown were searched for (`shownThrough`),
    /// keeping those rows.
    private func searchArrivedEntries() {
        let known = (filterRows ?? []).map(order.entry(atRow:)).filter { $0 < shownThrough }
        startSearch(HeldFilterSearch(query: query, words: query, entries: Array(shownThrough..<store.count), count: store.count,
                                     known: known, addsToShown: true))
    }

    /// Shows the items in `sortOrder`, keeping the selected item where it is on screen. O(n log n).
    /// A windowed library list keeps its rows as they are: the library pages them in the order
    /// asked for, so the app loads the list again (`App.reloadList`).
    public func setSortOrder(_ sortOrder: ItemOrder) {
        guard sortOrder != order.sortOrder else { return }
        pageTrail.removeAll()
        guard store.window == nil else {
            order = RowOrder(sortOrder)
            return
        }
        let selected = selectedRow.map(itemIndex(forRow:))
        let line = selectedScreenLine
        let before = order
        order = order.sorted(as: sortOrder)
        table.update(dataSource: rows, change: .reloaded)
        // The same entries match: the rows shown are theirs in the new order (a search under way
        // goes on by entry, and finds their rows when it ends).
        if let shown = filterRows {
            filterRows = rows(ofEntries: shown.map(before.entry(atRow:)))
            applyFilter(filterRows)
        }
        if let selected, let row = row(forItemIndex: selected) { select(row: row, screenLine: line) }
    }

    /// Lays the rows out in `style`, keeping the selected item on the screen line it is on (as far
    /// as the list allows): the table is rebuilt, as the dense styles have no separator lines.
    public func setRowStyle(_ style: RowStyle) {
        guard style != rowStyle else { return }
        pageTrail.removeAll()
        let selected = selectedRow.map(itemIndex(forRow:))
        let line = selectedScreenLine
        rowStyle = style
        drawings.removeAll()
        table = TableModel(dataSource: rows, width: table.width, height: table.viewportHeight,
                           configuration: Self.configuration(style),
                           // An empty list selects its first row when rows come, as before.
                           selectedRow: selected != nil || table.rowCount == 0 ? 0 : nil)
        if let filterRows { table.setFilter(filterRows) }
        if let selected, let row = row(forItemIndex: selected) { select(row: row, screenLine: line) }
    }

    /// Adds library rows at the end, held as a window read through `reader` (`loaded`: the entries
    /// of the first rows, read with them). An empty list becomes windowed; O(k log n).
    public func appendRows(_ rows: [ItemState], loaded: [ListEntry], reader: ListWindowReader) {
        if store.window == nil {
            precondition(store.count == 0, "ListPane.appendRows: a list holding entries cannot become windowed")
            windowsMade += 1
            store = EntryStore(keys: itemKeys, window: EntryWindow(reader: reader, generation: windowsMade))
            // The library pages rows in the list's order already (`ItemOrder` in its queries).
            order = RowOrder(order.sortOrder)
            drawings.removeAll()
        }
        guard !rows.isEmpty else { return }
        store.appendRows(rows, loaded: loaded)
        table.update(dataSource: FeedRows(store: store, measurer: measurer, order: order, style: rowStyle), change: .appended(count: rows.count))
        // With a filter set the table leaves the new rows out until the library's search of
        // them answers (`nextWindowSearch`).
    }

    /// Puts a reloaded library list's rows in place of the old ones. Under a filter, the old
    /// matches still in the list stay shown until the library's search of the new rows answers:
    /// an empty list meanwhile (seconds at 400k items) looked as if nothing matched any more.
    public func replaceRows(_ rows: [ItemState], loaded: [ListEntry], reader: ListWindowReader) {
        let shownIDs = filterRows.map { Set($0.compactMap { store.state(at: $0)?.libraryID }) }
        removeAll()
        appendRows(rows, loaded: loaded, reader: reader)
        guard let shownIDs else { return }
        // A windowed list's rows are its entries, in order.
        filterRows = rows.indices.filter { shownIDs.contains(rows[$0].libraryID) }
        applyFilter(filterRows)
    }

    /// Puts a reloaded feed's entries in place of the old ones. Under a filter searched in steps,
    /// the old matches still in the list stay shown until the search of the new entries ends (an
    /// empty list meanwhile would look as if nothing matched, and lose the reader's place).
    public func replaceEntries(_ entries: [ListEntry]) {
        let shownIDs = filterRows.map { Set($0.map { store.itemID(ofRow: order.entry(atRow: $0)) }) }
        removeAll()
        append(entries)
        guard let shownIDs, heldSearch != nil else { return }
        filterRows = rows(ofEntries: (0..<store.count).filter { shownIDs.contains(store.itemID(ofRow: $0)) })
        applyFilter(filterRows)
    }

    /// Forgets every entry (a reload starts over; the table keeps its height cache by item id).
    public func removeAll() {
        pageTrail.removeAll()
        store = EntryStore(keys: itemKeys)
        order = RowOrder(order.sortOrder)
        selectionBeforeEmptyFilter = nil
        table.update(dataSource: rows, change: .reloaded)
        if filterRows != nil {
            filterRows = []
            table.setFilter([])
        }
        forgetSearches()
        // No entry is left: the (empty) rows shown are all the matches of the filter typed.
        shownQuery = query
        shownThrough = 0
        drawings.removeAll()
    }

    /// Forgets what the library searched and the search asked for (its answer will be ignored).
    private func forgetSearches() {
        heldSearch = nil
        searchedText = nil
        searchedQuery = FilterQuery("")
        searchedThrough = 0
        pendingSearch = nil
    }

    /// Shows only the items whose title, author, text or link contain every word of `text`,
    /// ignoring case (`FilterQuery`); "" shows all. Typing on (a longer word, one more word)
    /// searches only the previous matches.
    public func setFilter(_ text: String) {
        pageTrail.removeAll()
        let newQuery = FilterQuery(text)
        defer { filterText = text; query = newQuery }
        if newQuery.isEmpty {
            forgetSearches()
            shownQuery = newQuery
            guard filterRows != nil else { return }
            filterRows = nil
            applyFilter(nil)
            return
        }
        // The library searches a windowed list's items (`nextWindowSearch`); the rows shown stay
        // until it answers.
        if store.window != nil {
            pendingSearch = nil
            return
        }
        // A search under way is replaced. The rows shown are all the matches of `shownQuery`
        // (the last search that ended), whatever that one left unsearched.
        heldSearch = nil
        if let shown = filterRows, !shownQuery.isEmpty, newQuery.narrows(shownQuery) {
            // The shown rows have every word of that query already; entries that arrived since
            // it was searched are searched for every word.
            var candidates = [Bool](repeating: false, count: store.count)
            for row in shown where order.entry(atRow: row) < shownThrough { candidates[order.entry(atRow: row)] = true }
            for entry in shownThrough..<store.count { candidates[entry] = true }
            let words = shownThrough == store.count ? newQuery.dropping(wordsOf: shownQuery) : newQuery
            startSearch(HeldFilterSearch(query: newQuery, words: words, entries: candidates.indices.filter { candidates[$0] },
                                         count: store.count))
        } else {
            startSearch(HeldFilterSearch(query: newQuery, words: newQuery, entries: nil, count: store.count))
        }
    }

    /// Begins `search` with its first step: a search of up to `filterStepBytes` of text ends in
    /// it, and its rows are shown at once.
    private func startSearch(_ search: HeldFilterSearch) {
        heldSearch = search
        continueSearch()
    }

    /// Does the next step of the filter's search under way (idle time: `AppAction.searchFilter`);
    /// true when that ended it and its rows are shown. The selection stays on its item when the
    /// item is still shown, as for any change of filter.
    @discardableResult
    public func continueSearch() -> Bool {
        // Taken out while it steps, so its arrays are not copied.
        guard var search = heldSearch else { return false }
        heldSearch = nil
        guard search.step(in: store, budget: filterStepBytes) else {
            heldSearch = search
            return false
        }
        let order = order
        let found = (0..<store.count).filter { search.matched[order.entry(atRow: $0)] }
        shownQuery = search.query
        shownThrough = store.count
        // Rows that arrived and matched nothing leave the rows as they are.
        if search.addsToShown && found == filterRows { return true }
        filterRows = found
        applyFilter(found)
        return true
    }

    /// True while the filter's search is under way: the library's (a windowed list) or this
    /// list's own in steps (a held list); the rows shown are the last finished search's.
    public var isSearching: Bool { pendingSearch != nil || heldSearch != nil }

    /// True while a held list's filter search goes on in steps (`continueSearch`).
    public var searchesInSteps: Bool { heldSearch != nil }

    /// The number of the search asked for and not answered yet.
    public var pendingSearchNumber: Int? { pendingSearch?.search.number }

    /// The search a windowed list's filter needs next, or nil: the filter changed (the last
    /// matches when the new words narrow them, plus the rows that arrived since, else every row),
    /// or rows arrived since the last answer. Asked once: it is then pending until answered
    /// (`applySearch`) or replaced by a change of filter.
    public func nextWindowSearch() -> ListSearch? {
        guard let window = store.window, !query.isEmpty, pendingSearch == nil else { return nil }
        let rows: [Int]?
        let replaces = searchedText != filterText
        if replaces {
            if !searchedQuery.isEmpty, let shown = filterRows, query.narrows(searchedQuery) {
                rows = shown + Array(searchedThrough..<store.count)
            } else {
                rows = nil
            }
        } else if !searchedQuery.isEmpty, searchedThrough < store.count {
            rows = Array(searchedThrough..<store.count)
        } else {
            return nil
        }
        searchesMade += 1
        let search = ListSearch(number: searchesMade, query: filterText, states: window.states, rows: rows)
        pendingSearch = (search, store.count, replaces)
        return search
    }

    /// Shows the answer to search `number`: the rows of its items at `positions` (ascending
    /// indexes into its `ids`: the matches). O(matches). False, changing nothing, when that search
    /// is no longer the one pending.
    @discardableResult
    public func applySearch(matching positions: [Int], number: Int) -> Bool {
        guard let pending = pendingSearch, pending.search.number == number, store.window != nil else { return false }
        pendingSearch = nil
        let found = positions.map(pending.search.row(at:))
        filterRows = pending.replaces ? found : (filterRows ?? []) + found
        searchedText = pending.search.query
        searchedQuery = FilterQuery(pending.search.query)
        searchedThrough = pending.through
        applyFilter(filterRows)
        return true
    }

    /// Search `number` failed: the rows shown stay, and the filter is searched again (every row)
    /// only when it changes. False when that search is no longer the one pending.
    @discardableResult
    public func abandonSearch(number: Int) -> Bool {
        guard pendingSearch?.search.number == number else { return false }
        pendingSearch = nil
        searchedText = filterText
        // No words: the rows shown are not this filter's matches, so nothing narrows them.
        searchedQuery = FilterQuery("")
        searchedThrough = store.count
        return true
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
        if width != table.width || height != table.viewportHeight { pageTrail.removeAll() }
        table.resize(width: max(1, width), height: max(0, height))
    }

    public func moveSelection(by delta: Int) {
        pageTrail.removeAll()
        table.moveSelection(by: delta)
    }

    /// Selects `row` (clamped), scrolling it into view; with `screenLine`, its first line goes to
    /// that line of the pane as far as the list allows (a reload keeps the reader's place).
    public func select(row: Int, screenLine: Int? = nil) {
        pageTrail.removeAll()
        guard table.rowCount > 0 else { return }
        table.select(row: min(max(0, row), table.rowCount - 1), alignment: screenLine.map(ScrollAlignment.line) ?? .nearest)
    }

    /// The pane line where the selected row starts (negative when its top is scrolled off), or nil.
    public var selectedScreenLine: Int? {
        table.selectedRow.map { table.offset(ofRow: $0) - table.scrollOffset }
    }

    /// Moves a page down (+1) or up (-1), the selection keeping its screen line.
    public func page(_ direction: Int) {
        if let last = pageTrail.last, last.direction == -direction, let row = row(forItemIndex: last.item) {
            pageTrail.removeLast()
            table.select(row: row, alignment: .line(last.line))
            return
        }
        if direction > 0, table.selectedRow == table.rowCount - 1 { return }
        let before = selectedRow.map(itemIndex(forRow:))
        let line = selectedScreenLine
        table.moveSelection(pages: direction)
        if let before, let line, selectedRow.map(itemIndex(forRow:)) != before {
            pageTrail.append((direction, before, line))
        } else {
            pageTrail.removeAll()
        }
    }

    /// Half a page down (`lines` > 0) or up, as vim's C-d and C-u: the list scrolls `lines`,
    /// and the selection moves as many lines (to the row there), also where the list can
    /// scroll no further, so pressing again always reaches the first (last) row.
    public func scrollHalfPage(lines: Int) {
        pageTrail.removeAll()
        guard table.rowCount > 0, lines != 0 else { return }
        let from = table.selectedRow.map { table.offset(ofRow: $0) } ?? table.scrollOffset
        let target = table.row(atOffset: max(0, from + lines))?.row ?? (lines > 0 ? table.rowCount - 1 : 0)
        table.scroll(lines: lines)
        // A row taller than the half page keeps the selection while the text scrolls through it.
        if target != table.selectedRow { table.select(row: target, alignment: .nearest) }
    }

    /// Scrolls by `lines`; the selection moves only if it would leave the screen.
    public func scroll(lines: Int) {
        pageTrail.removeAll()
        table.scroll(lines: lines)
    }

    /// The rows on screen with their layouts, top to bottom.
    public func visibleRows() -> [ListRow] {
        let width = table.width
        if width != drawingsWidth || drawings.count > Self.drawingCacheLimit {
            drawings.removeAll(keepingCapacity: true)
            drawingsWidth = width
        }
        return table.frame().map { row in
            let entry = order.entry(atRow: row.sourceRow)
            let drawn: (drawing: CellDrawing, date: Date?)
            if let cached = drawings[entry] {
                drawn = cached
            } else {
                // One read of the entry (a windowed list may read its page) for the layout and the date.
                let shown = store.entry(at: entry)
                drawn = (measurer.drawing(for: shown, width: width, style: rowStyle), shown.date)
                drawings[entry] = drawn
            }
            return ListRow(row: row.row, itemIndex: entry, top: row.y, drawing: drawn.drawing,
                           state: store.state(at: entry), date: drawn.date)
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
    public var hasBackgroundWork: Bool { heldSearch != nil || (store.window == nil && table.hasBackgroundWork) }

    /// Measures up to `budget` rows the screen does not show (idle time); true while work remains.
    @discardableResult
    public func measureOffscreenRows(budget: Int) -> Bool {
        guard store.window == nil else { return false }
        return table.measureInBackground(budget: budget)
    }
}

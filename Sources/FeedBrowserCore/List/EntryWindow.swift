/// A library list held as its rows' states, with whole entries for a bounded set of pages around
/// what was last shown, read through a `ListWindowReader` when a row outside them is needed.
final class EntryWindow {
    /// Rows per page read at once.
    static let pageSize = 64
    /// Pages kept; the oldest read goes first. 32 pages are far more than a screen and its overscan.
    static let pagesKept = 32
    /// Height-cache versions of windowed lists start here, above any in-memory entry's version.
    static let firstGeneration = 1 << 40
    /// Added to the version of a replaced row, so its heights are not the ones of the row before
    /// (generations stay far below it).
    static let replacedVersionOffset = 1 << 39

    let reader: ListWindowReader
    /// The table's height cache is keyed by row for these lists: this list's rows get their own
    /// content version, so heights of another list's row at the same index are never reused.
    let generation: Int
    private(set) var states: [ItemState] = []
    private var pages: [Int: [ListEntry]] = [:]
    private var pageOrder: [Int] = []
    /// Entries changed in place (a failed picture laid out without it), kept apart from the pages
    /// so that a page read again still shows the change.
    private var replaced: [Int: ListEntry] = [:]

    /// A window reading through `reader`; `generation` differs from every other windowed list's
    /// shown in the same table.
    init(reader: ListWindowReader, generation: Int) {
        self.reader = reader
        self.generation = Self.firstGeneration + generation
    }

    var count: Int { states.count }

    /// Adds rows at the end; `loaded` are the entries of the first `loaded.count` of them.
    func append(_ rows: [ItemState], loaded: [ListEntry]) {
        let start = states.count
        states.append(contentsOf: rows)
        // Only whole pages are kept: a partial one would be read again whole anyway.
        var page = (start + Self.pageSize - 1) / Self.pageSize
        while (page + 1) * Self.pageSize <= start + loaded.count {
            let first = page * Self.pageSize - start
            keep(Array(loaded[first..<first + Self.pageSize]), asPage: page)
            page += 1
        }
    }

    /// The entry of `row`, reading its page when it is not in the window.
    func entry(at row: Int) -> ListEntry {
        if let entry = loadedEntry(at: row) { return entry }
        let page = row / Self.pageSize
        let range = page * Self.pageSize..<min((page + 1) * Self.pageSize, states.count)
        let entries = reader.entries(for: Array(states[range]))
        keep(entries, asPage: page)
        return entries[row - range.lowerBound]
    }

    /// The entry of `row` when its page is in the window; never reads.
    func loadedEntry(at row: Int) -> ListEntry? {
        if let entry = replaced[row] { return entry }
        guard let entries = pages[row / Self.pageSize] else { return nil }
        let offset = row % Self.pageSize
        return offset < entries.count ? entries[offset] : nil
    }

    func setState(_ state: ItemState, at row: Int) {
        states[row] = state
        replaced[row]?.state = state
        let page = row / Self.pageSize
        if let entries = pages[page], row % Self.pageSize < entries.count { pages[page]![row % Self.pageSize].state = state }
    }

    /// Shows `entry` for `row` from now on, whether its page is kept or read again.
    func replace(_ entry: ListEntry, at row: Int) {
        replaced[row] = entry
    }

    /// The height-cache version of `row`: a replaced row's heights are its own.
    func contentVersion(ofRow row: Int) -> Int {
        replaced[row] == nil ? generation : generation + Self.replacedVersionOffset
    }

    /// Keeps a page read whole. Its entries tell what the marks alone do not: whether each item
    /// is new, which the rows' states take from them.
    private func keep(_ entries: [ListEntry], asPage page: Int) {
        for (offset, entry) in entries.enumerated() where entry.state?.isNew == true {
            states[page * Self.pageSize + offset].isNew = true
        }
        if pages.updateValue(entries, forKey: page) == nil { pageOrder.append(page) }
        if pageOrder.count > Self.pagesKept { pages[pageOrder.removeFirst()] = nil }
    }
}

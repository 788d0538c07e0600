import TableModel

/// The table's view of the entries: item id, height-cache key, O(1) estimate and exact height per row.
struct FeedRows: TableDataSource {
    let store: EntryStore
    let measurer: CellMeasurer

    var rowCount: Int { store.count }

    func itemID(ofRow row: Int) -> String { store.itemID(ofRow: row) }

    func heightKey(ofRow row: Int) -> HeightKey { store.heightKey(ofRow: row) }

    // The entry's fields are read one by one: reading the whole `ListEntry` would copy it. A
    // windowed row not in the window is estimated as a typical article: an estimate never reads.
    func estimatedHeight(ofRow row: Int, width: Int) -> Int {
        if let window = store.window {
            guard let entry = window.loadedEntry(at: row) else {
                return measurer.estimate(.article, titleColumns: 60, summaryColumns: 200, hasPicture: false, width: width)
            }
            return measurer.estimate(entry.cellKind, titleColumns: entry.titleColumns, summaryColumns: entry.summaryColumns,
                                     hasPicture: entry.content.hasPicture, width: width)
        }
        return measurer.estimate(store.entries[row].cellKind, titleColumns: store.entries[row].titleColumns,
                          summaryColumns: store.entries[row].summaryColumns,
                          hasPicture: store.entries[row].content.hasPicture, width: width)
    }

    func measuredHeight(ofRow row: Int, width: Int) -> Int {
        if let window = store.window {
            let entry = window.entry(at: row)
            return measurer.height(entry.cellKind, entry.content, width: width)
        }
        return measurer.height(store.entries[row].cellKind, store.entries[row].content, width: width)
    }

    func row(of itemID: String) -> Int? { store.row(of: itemID) }
}

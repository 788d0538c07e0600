import TableModel

/// The table's view of the entries: item id, height-cache key, O(1) estimate and exact height per row.
struct FeedRows: TableDataSource {
    let store: EntryStore
    let measurer: CellMeasurer

    var rowCount: Int { store.entries.count }

    func itemID(ofRow row: Int) -> String { store.uniqueIDs[row] }

    func heightKey(ofRow row: Int) -> HeightKey { store.heightKeys[row] }

    // The entry's fields are read one by one: reading the whole `ListEntry` would copy it.
    func estimatedHeight(ofRow row: Int, width: Int) -> Int {
        measurer.estimate(store.entries[row].cellKind, titleColumns: store.entries[row].titleColumns,
                          summaryColumns: store.entries[row].summaryColumns,
                          hasPicture: store.entries[row].content.hasPicture, width: width)
    }

    func measuredHeight(ofRow row: Int, width: Int) -> Int {
        measurer.height(store.entries[row].cellKind, store.entries[row].content, width: width)
    }

    func row(of itemID: String) -> Int? { store.row(of: itemID) }
}

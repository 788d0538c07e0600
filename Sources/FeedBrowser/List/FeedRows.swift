import TableModel

/// The table's view of the entries: item id, height-cache key, O(1) estimate and exact height per row.
struct FeedRows: TableDataSource {
    let store: EntryStore
    let measurer: CellMeasurer

    var rowCount: Int { store.entries.count }

    func itemID(ofRow row: Int) -> String { store.uniqueIDs[row] }

    func heightKey(ofRow row: Int) -> HeightKey {
        HeightKey(item: store.itemKeys[row], template: store.entries[row].templateIndex)
    }

    func estimatedHeight(ofRow row: Int, width: Int) -> Int { measurer.estimate(for: store.entries[row], width: width) }

    func measuredHeight(ofRow row: Int, width: Int) -> Int { measurer.height(for: store.entries[row], width: width) }

    func row(of itemID: String) -> Int? { store.rowOfID[itemID] }
}

import TableModel

/// The table's view of the entries: identity, template, O(1) estimate and exact height per row.
struct FeedRows: TableDataSource {
    let store: EntryStore
    let measurer: CellMeasurer

    var rowCount: Int { store.entries.count }

    func identity(ofRow row: Int) -> RowIdentity<String> { RowIdentity(itemID: store.uniqueIDs[row]) }

    func template(ofRow row: Int) -> Int { store.entries[row].templateIndex }

    func estimatedHeight(ofRow row: Int, width: Int) -> Int { measurer.estimate(for: store.entries[row], width: width) }

    func measuredHeight(ofRow row: Int, width: Int) -> Int { measurer.height(for: store.entries[row], width: width) }

    func row(of itemID: String) -> Int? { store.rowOfID[itemID] }
}

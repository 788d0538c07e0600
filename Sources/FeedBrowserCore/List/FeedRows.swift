import CellLayout
import TableModel

/// The table's view of the entries: item id, height-cache key, O(1) estimate and exact height per
/// row, in the rows' order (`RowOrder`) and style.
struct FeedRows: TableDataSource {
    let store: EntryStore
    let measurer: CellMeasurer
    let order: RowOrder
    let style: RowStyle

    var rowCount: Int { store.entries.count }

    func itemID(ofRow row: Int) -> String { store.uniqueIDs[order.entry(atRow: row)] }

    func heightKey(ofRow row: Int) -> HeightKey {
        let key = store.heightKeys[order.entry(atRow: row)]
        guard style != .comfortable else { return key }
        // The dense styles have one template each, whatever the entry's kind.
        return HeightKey(item: key.item, contentVersion: key.contentVersion, template: style == .compact ? 3 : 4)
    }

    // The entry's fields are read one by one: reading the whole `ListEntry` would copy it.
    func estimatedHeight(ofRow row: Int, width: Int) -> Int {
        let entry = order.entry(atRow: row)
        return measurer.estimate(store.entries[entry].cellKind, titleColumns: store.entries[entry].titleColumns,
                                 summaryColumns: store.entries[entry].summaryColumns,
                                 hasPicture: store.entries[entry].content.hasPicture, width: width, style: style)
    }

    func measuredHeight(ofRow row: Int, width: Int) -> Int {
        let entry = order.entry(atRow: row)
        return measurer.height(store.entries[entry].cellKind, store.entries[entry].content, width: width, style: style)
    }

    func row(of itemID: String) -> Int? { store.row(of: itemID).map(order.row(ofEntry:)) }
}

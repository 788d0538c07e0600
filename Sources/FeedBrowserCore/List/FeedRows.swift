import CellLayout
import TableModel

/// The table's view of the entries: item id, height-cache key, O(1) estimate and exact height per
/// row, in the rows' order (`RowOrder`) and style.
struct FeedRows: TableDataSource {
    let store: EntryStore
    let measurer: CellMeasurer
    let order: RowOrder
    let style: RowStyle

    var rowCount: Int { store.count }

    func itemID(ofRow row: Int) -> String { store.itemID(ofRow: order.entry(atRow: row)) }

    func heightKey(ofRow row: Int) -> HeightKey {
        let key = store.heightKey(ofRow: order.entry(atRow: row))
        guard style != .comfortable else { return key }
        // The dense styles have one template each, whatever the entry's kind.
        return HeightKey(item: key.item, contentVersion: key.contentVersion, template: style == .compact ? 3 : 4)
    }

    // The entry's fields are read one by one: reading the whole `ListEntry` would copy it. A
    // windowed row not in the window is estimated as a typical article: an estimate never reads.
    func estimatedHeight(ofRow row: Int, width: Int) -> Int {
        let index = order.entry(atRow: row)
        if let window = store.window {
            guard let entry = window.loadedEntry(at: index) else {
                return measurer.estimate(.article, titleColumns: 60, summaryColumns: 200, hasPicture: false, width: width, style: style)
            }
            return measurer.estimate(entry.cellKind, titleColumns: entry.titleColumns, summaryColumns: entry.summaryColumns,
                                     hasPicture: entry.content.hasPicture, width: width, style: style)
        }
        return measurer.estimate(store.heldEntries[index].cellKind, titleColumns: Int(store.heldEntries[index].titleColumns),
                                 summaryColumns: Int(store.heldEntries[index].summaryColumns),
                                 hasPicture: store.heldEntries[index].hasPicture, width: width, style: style)
    }

    func measuredHeight(ofRow row: Int, width: Int) -> Int {
        let index = order.entry(atRow: row)
        if let window = store.window {
            let entry = window.entry(at: index)
            return measurer.height(entry.cellKind, entry.content, width: width, style: style)
        }
        if let height = store.measuredHeight(at: index, { measurer.height($0, $1, width: width, style: style) }) { return height }
        return measurer.height(store.heldEntries[index].cellKind, store.content(at: index), width: width, style: style)
    }

    func row(of itemID: String) -> Int? { store.row(of: itemID).map(order.row(ofEntry:)) }
}

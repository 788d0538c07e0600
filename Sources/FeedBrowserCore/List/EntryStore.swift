import CellLayout
import TableModel

/// The entries of the list, shared by reference between `ListPane` and the table's data source
/// so appending a batch never copies the array the table also holds. A library list is held as a
/// `window` instead: its rows' states, and whole entries only around what is shown.
final class EntryStore {
    /// The entries without the text `searchText` holds for them (`SearchText.held`): widths,
    /// flags and the item's other fields; `entry(at:)` gives a whole entry, `content(at:)` a row's.
    private(set) var heldEntries: [HeldEntry] = []
    /// Set for a library list paged through a reader; `heldEntries` then stays empty.
    let window: EntryWindow?
    /// Per row, the `ItemKeys` key of its id made unique (feeds repeat guids, and rows must not
    /// share cached heights): the key of its cached heights with its template and content version.
    private var keyOfRow: [UInt32] = []
    /// Per row, its library state; empty while no row has one (a feed's rows have none).
    private var states: [ItemState?] = []
    /// The content version of each row replaced since it was added (0 for the others).
    private var contentVersions: [Int: Int] = [:]
    /// Row of each item key in this store, -1 when the item is not here; for keeping the user's
    /// place across reloads, and to spot a repeated id without hashing it again.
    private var rowOfKey: [Int32] = []
    private let keys: ItemKeys
    /// The entries' searchable text in one buffer, for the filter (empty for a windowed list).
    private(set) var searchText = SearchText()
    /// The held entries' other fields (id, date, links, pictures, enclosures, categories, marks).
    private(set) var packedFields = PackedItemFields()

    /// An empty store whose entries get their keys from `keys` (shared across reloads); with a
    /// `window`, rows are appended with `appendRows`.
    init(keys: ItemKeys, window: EntryWindow? = nil) {
        self.keys = keys
        self.window = window
    }

    /// Calls `body` with each entry `query` matches among `candidates` (nil: all), in no set order;
    /// `continuing`: a further step of the search the last call began (`SearchText.forEachMatchingEntry`).
    func forEachMatchingEntry(_ query: FilterQuery, among candidates: [Int]?, continuing: Bool = false, _ body: (Int) -> Void) {
        searchText.forEachMatchingEntry(query, among: candidates, continuing: continuing, body)
    }

    /// Bytes of searchable text of held entry `index` (what a search reads of it at most).
    func searchedBytes(ofEntry index: Int) -> Int { searchText.ranges[index].count }

    /// Rows in the store.
    var count: Int { window?.count ?? heldEntries.count }

    /// The whole entry of `row` (its text read back from the search buffer; a windowed list may
    /// read its page).
    func entry(at row: Int) -> ListEntry {
        if let window { return window.entry(at: row) }
        let held = heldEntries[row]
        var entry = searchText.entry(from: held, at: row, packed: packedFields.item(at: held.packedFields) { itemID(ofRow: row) })
        entry.state = state(at: row)
        return entry
    }

    /// What the row of held entry `row` shows (its strings made from the search buffer).
    func content(at row: Int) -> CellContent {
        searchText.cellContent(of: heldEntries[row], at: row)
    }

    /// `measure` of the kind and the texts of held entry `row`'s row, read from the search buffer
    /// in place (no strings made); nil when the row's texts are not the buffer's bytes alone
    /// (`SearchText.withRowBytes`): measure `content(at:)` then.
    func measuredHeight(at row: Int, _ measure: (CellKind, CellTextBytes) -> Int) -> Int? {
        // Through pointers: passing `heldEntries[row]` on would copy the entry, retaining its
        // fields, and calling `searchText`'s method copied the whole value (a retain and a release
        // of each of its arrays per row measured, a sixth of measuring a row).
        heldEntries.withUnsafeBufferPointer { held in
            withUnsafePointer(to: &searchText) { text in
                text.pointee.withRowBytes(of: held.baseAddress! + row, at: row) { measure(held[row].cellKind, $0) }
            }
        }
    }

    /// The library state of `row`; never reads.
    func state(at row: Int) -> ItemState? {
        if let window { return window.states[row] }
        return row < states.count ? states[row] : nil
    }

    /// The item id the table keeps the reader's place by: a windowed row's library id.
    func itemID(ofRow row: Int) -> String {
        if let window { return Self.windowedID(window.states[row].libraryID) }
        return keys.id(ofKey: Int(keyOfRow[row]))
    }

    /// The height-cache key of `row`: a windowed list's rows are keyed by row, with the list's
    /// own version, since they have no dense item keys (hashing 400k ids would cost what the window saves).
    func heightKey(ofRow row: Int) -> HeightKey {
        guard let window else {
            return HeightKey(item: Int(keyOfRow[row]), contentVersion: contentVersions.isEmpty ? 0 : contentVersions[row] ?? 0,
                             template: ListEntry.templateIndex(of: heldEntries[row].cellKind))
        }
        return HeightKey(item: row, contentVersion: window.contentVersion(ofRow: row), template: window.entry(at: row).templateIndex)
    }

    /// Adds library rows at the end of a windowed store; `loaded` are the first ones' entries.
    func appendRows(_ rows: [ItemState], loaded: [ListEntry]) {
        window?.append(rows, loaded: loaded)
    }

    private static func windowedID(_ libraryID: Int64) -> String { "#\(libraryID)" }

    /// Puts `entry` (the same item, new text) in place of entry `index`; its cached heights are
    /// dropped (a new content version), its place in the list kept.
    func replace(_ entry: ListEntry, at index: Int) {
        if let window { return window.replace(entry, at: index) }
        contentVersions[index, default: 0] += 1
        searchText.replace(entry, at: index)
        heldEntries[index] = withUnsafePointer(to: entry) { held($0, at: index, idIsUnique: keys.existingKey(for: entry.item.id) == Int(keyOfRow[index])) }
        record(entry.state, at: index)
    }

    /// Changes the read and starred marks of entry `index`; its height does not depend on them.
    func setState(_ state: ItemState?, at index: Int) {
        if let window {
            if let state { window.setState(state, at: index) }
            return
        }
        record(state, at: index)
    }

    /// Keeps `state` as row `row`'s, making the column when the first row with a state comes.
    private func record(_ state: ItemState?, at row: Int) {
        guard state != nil || !states.isEmpty else { return }
        if states.count < heldEntries.count { states.append(contentsOf: repeatElement(nil, count: heldEntries.count - states.count)) }
        states[row] = state
    }

    func append(_ batch: [ListEntry]) {
        // Geometric growth: reserving exactly count + batch would copy every entry on every batch
        // of a streaming load (quadratic: it made loading a 100k feed five times slower).
        let needed = heldEntries.count + batch.count
        if needed > heldEntries.capacity { heldEntries.reserveCapacity(max(needed, 2 * heldEntries.capacity)) }
        keys.reserve(batch.count)
        searchText.append(batch)
        // The entries are read in place, field by field: `for entry in batch` (or passing an
        // entry on from the batch) copied each one, retaining and releasing every string of its
        // item and row.
        batch.withUnsafeBufferPointer { batch in
            for index in batch.indices {
                let entry = batch.baseAddress! + index
                var id = entry.pointee.item.id
                var key = keys.key(for: id)
                let idIsUnique = row(ofKey: key) == nil
                if !idIsUnique {
                    id += "#\(heldEntries.count)"
                    key = keys.key(for: id)
                }
                if key >= rowOfKey.count {
                    rowOfKey.append(contentsOf: repeatElement(-1, count: max(key + 1, rowOfKey.count * 2) - rowOfKey.count))
                }
                rowOfKey[key] = Int32(heldEntries.count)
                keyOfRow.append(UInt32(key))
                heldEntries.append(held(entry, at: heldEntries.count, idIsUnique: idIsUnique))
                record(entry.pointee.state, at: heldEntries.count - 1)
            }
        }
    }

    /// The held form of `entry`, whose text `searchText` has at `index`, its other fields packed
    /// (its id only when it is not the row's unique id, which `keys` has).
    private func held(_ entry: UnsafePointer<ListEntry>, at index: Int, idIsUnique: Bool) -> HeldEntry {
        var held = searchText.held(entry, at: index)
        held.packedFields = packedFields.append(entry.pointee.item, keepingID: !idIsUnique)
        return held
    }

    /// The row showing the item with unique id `id`, if it is in this store (one hash; a
    /// windowed list looks through its states, only when a whole list is replaced).
    func row(of id: String) -> Int? {
        if let window { return window.states.firstIndex { Self.windowedID($0.libraryID) == id } }
        return keys.existingKey(for: id).flatMap(row(ofKey:))
    }

    private func row(ofKey key: Int) -> Int? {
        key < rowOfKey.count && rowOfKey[key] >= 0 ? Int(rowOfKey[key]) : nil
    }
}

import TableModel

/// The entries of the list, shared by reference between `ListPane` and the table's data source
/// so appending a batch never copies the array the table also holds.
final class EntryStore {
    private(set) var entries: [ListEntry] = []
    /// Ids made unique: feeds repeat guids, and rows must not share cached heights.
    private(set) var uniqueIDs: [String] = []
    /// Per row, the key of its cached heights: its unique id's `ItemKeys` key and its template.
    private(set) var heightKeys: [HeightKey] = []
    /// Row of each item key in this store, -1 when the item is not here; for keeping the user's
    /// place across reloads, and to spot a repeated id without hashing it again.
    private var rowOfKey: [Int] = []
    private let keys: ItemKeys

    /// An empty store whose entries get their keys from `keys` (shared across reloads).
    init(keys: ItemKeys) {
        self.keys = keys
    }

    /// Puts `entry` (the same item, new text) in place of entry `index`; its cached heights are
    /// dropped (a new content version), its place in the list kept.
    func replace(_ entry: ListEntry, at index: Int) {
        let old = heightKeys[index]
        heightKeys[index] = HeightKey(item: old.item, contentVersion: old.contentVersion + 1, template: entry.templateIndex)
        entries[index] = entry
    }

    /// Changes the read and starred marks of entry `index`; its height does not depend on them.
    func setState(_ state: ItemState?, at index: Int) {
        entries[index].state = state
    }

    func append(_ batch: [ListEntry]) {
        // Geometric growth: reserving exactly count + batch would copy every entry on every batch
        // of a streaming load (quadratic: it made loading a 100k feed five times slower).
        let needed = entries.count + batch.count
        if needed > entries.capacity { entries.reserveCapacity(max(needed, 2 * entries.capacity)) }
        keys.reserve(batch.count)
        for entry in batch {
            var id = entry.item.id
            var key = keys.key(for: id)
            if row(ofKey: key) != nil {
                id += "#\(entries.count)"
                key = keys.key(for: id)
            }
            if key >= rowOfKey.count {
                rowOfKey.append(contentsOf: repeatElement(-1, count: max(key + 1, rowOfKey.count * 2) - rowOfKey.count))
            }
            rowOfKey[key] = entries.count
            uniqueIDs.append(id)
            heightKeys.append(HeightKey(item: key, template: entry.templateIndex))
            entries.append(entry)
        }
    }

    /// The row showing the item with unique id `id`, if it is in this store (one hash).
    func row(of id: String) -> Int? { keys.existingKey(for: id).flatMap(row(ofKey:)) }

    private func row(ofKey key: Int) -> Int? {
        key < rowOfKey.count && rowOfKey[key] >= 0 ? rowOfKey[key] : nil
    }
}

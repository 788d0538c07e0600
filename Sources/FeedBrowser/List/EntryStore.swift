/// The entries of the list, shared by reference between `ListPane` and the table's data source
/// so appending a batch never copies the array the table also holds.
final class EntryStore {
    private(set) var entries: [ListEntry] = []
    /// Row of each item id, for keeping the user's place across reloads.
    private(set) var rowOfID: [String: Int] = [:]
    /// Ids made unique: feeds repeat guids, and rows must not share cached heights.
    private(set) var uniqueIDs: [String] = []
    /// Height-cache key of each entry's unique id (see `ItemKeys`).
    private(set) var itemKeys: [Int] = []
    private let keys: ItemKeys

    /// An empty store whose entries get their keys from `keys` (shared across reloads).
    init(keys: ItemKeys) {
        self.keys = keys
    }

    func append(_ batch: [ListEntry]) {
        entries.reserveCapacity(entries.count + batch.count)
        for entry in batch {
            var id = entry.item.id
            if rowOfID[id] != nil { id += "#\(entries.count)" }
            rowOfID[id] = entries.count
            uniqueIDs.append(id)
            itemKeys.append(keys.key(for: id))
            entries.append(entry)
        }
    }
}

/// Dense integer keys for item ids, shared by every `EntryStore` of one list so that an item
/// keeps its key (and so its cached row heights) across reloads. The table's height cache is an
/// array indexed by these keys: each id is hashed once, when its entry arrives, never per lookup.
final class ItemKeys {
    private var keyOfID: [String: Int] = [:]

    /// The key of `id`: the number of distinct ids seen before it (O(1) expected).
    func key(for id: String) -> Int {
        if let key = keyOfID[id] { return key }
        let key = keyOfID.count
        keyOfID[id] = key
        return key
    }
}

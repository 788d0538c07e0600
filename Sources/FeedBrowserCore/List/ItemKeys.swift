/// Dense integer keys for item ids, shared by every `EntryStore` of one list so that an item
/// keeps its key (and so its cached row heights) across reloads. The table's height cache is an
/// array indexed by these keys: each id is hashed once, when its entry arrives, never per lookup.
final class ItemKeys {
    private var keyOfID: [String: Int] = [:]

    /// The key of `id`, the number of distinct ids seen before it when new (one hash).
    func key(for id: String) -> Int {
        let next = keyOfID.count
        return Self.value(&keyOfID[id, default: next])
    }

    /// Room for `count` more ids; grows geometrically, so streamed batches do not rehash per batch.
    func reserve(_ count: Int) {
        let needed = keyOfID.count + count
        if needed > keyOfID.capacity { keyOfID.reserveCapacity(max(needed, 2 * keyOfID.count)) }
    }

    /// The key of `id` if it was ever seen.
    func existingKey(for id: String) -> Int? { keyOfID[id] }

    /// Reads a dictionary slot through `modify`, which inserts the default without a second hash.
    private static func value(_ slot: inout Int) -> Int { slot }
}

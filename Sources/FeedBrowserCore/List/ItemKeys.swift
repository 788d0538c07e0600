/// Dense integer keys for item ids, shared by every `EntryStore` of one list so that an item
/// keeps its key (and so its cached row heights) across reloads. The table's height cache is an
/// array indexed by these keys: each id is hashed once, when its entry arrives, never per lookup.
///
/// An open-addressing table that keeps each filed id's hash: growing it re-files the keys by
/// their kept hashes. A `[String: Int]` hashed every id again at each growth (ids are often
/// 50-byte URLs), which cost more than the lookups themselves while a 100k feed streamed in.
final class ItemKeys {
    /// The ids, by key.
    private var ids: [String] = []
    /// Per slot (a power of two of them), the key of the id filed there plus one; 0: empty.
    private var slots: [Int] = []
    /// Per slot, the hash of the id filed there.
    private var hashes: [Int] = []

    /// The key of `id`, the number of distinct ids seen before it when new (one hash).
    func key(for id: String) -> Int {
        let hash = id.hashValue
        if let key = find(id, hash: hash) { return key }
        reserve(1)
        let key = ids.count
        ids.append(id)
        file(key, hash: hash)
        return key
    }

    /// Room for `count` more ids; grows geometrically, so streamed batches do not re-file per batch.
    func reserve(_ count: Int) {
        let needed = ids.count + count
        // At most three quarters full: probes stay short.
        guard needed * 4 > slots.count * 3 else { return }
        var size = max(16, slots.count)
        while needed * 4 > size * 3 { size *= 2 }
        let filed = (slots, hashes)
        slots = [Int](repeating: 0, count: size)
        hashes = [Int](repeating: 0, count: size)
        for (slot, keyPlusOne) in filed.0.enumerated() where keyPlusOne != 0 {
            file(keyPlusOne - 1, hash: filed.1[slot])
        }
    }

    /// The key of `id` if it was ever seen.
    func existingKey(for id: String) -> Int? { find(id, hash: id.hashValue) }

    private func find(_ id: String, hash: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let key = slots[slot] - 1
            if hashes[slot] == hash && ids[key] == id { return key }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Files `key` in the first empty slot from its hash's (there is one: see `reserve`).
    private func file(_ key: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = key + 1
        hashes[slot] = hash
    }
}

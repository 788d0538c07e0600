#if canImport(Glibc)
import Glibc
#endif

/// Dense integer keys for item ids, shared by every `EntryStore` of one list so that an item
/// keeps its key (and so its cached row heights) across reloads. The table's height cache is an
/// array indexed by these keys: each id is hashed once, when its entry arrives, never per lookup.
///
/// An open-addressing table that keeps each filed id's hash: growing it re-files the keys by
/// their kept hashes. A `[String: Int]` hashed every id again at each growth (ids are often
/// 50-byte URLs), which cost more than the lookups themselves while a 100k feed streamed in.
/// The ids are kept as UTF-8 in one arena (an id as a String took about 90 bytes at 100k
/// items: its header, malloc's rounding and its array slot), so they are compared by bytes: two
/// ids that are different bytes are different items even when Unicode calls them equivalent.
final class ItemKeys {
    /// The ids' UTF-8, one after another, by key.
    private var idBytes = ReallocatingArray<UInt8>()
    /// Per key, where its id ends in `idBytes` (it starts where the previous one ends).
    private var idEnds = ReallocatingArray<UInt32>()
    /// Per slot (a power of two of them), the key of the id filed there plus one; 0: empty.
    private var slots: [UInt32] = []
    /// Per slot, the low bits of the hash of the id filed there (the slot is found from them).
    private var hashes: [UInt32] = []

    /// The key of `id`, the number of distinct ids seen before it when new (one hash).
    func key(for id: String) -> Int {
        var id = id
        return id.withUTF8 { bytes in
            let hash = Self.hash(bytes)
            if let key = find(bytes, hash: hash) { return key }
            reserve(1)
            let key = idEnds.count
            idBytes.append(contentsOf: bytes)
            precondition(idBytes.count <= UInt32.max, "ItemKeys: over 4 GB of ids")
            idEnds.append(UInt32(idBytes.count))
            file(key, hash: hash)
            return key
        }
    }

    /// The id of `key` (a key this gave).
    func id(ofKey key: Int) -> String {
        idBytes.withUnsafeBufferPointer { all in
            String(decoding: UnsafeBufferPointer(rebasing: all[range(ofKey: key)]), as: UTF8.self)
        }
    }

    /// Room for `count` more ids; grows geometrically, so streamed batches do not re-file per batch.
    func reserve(_ count: Int) {
        let needed = idEnds.count + count
        // At most three quarters full: probes stay short.
        guard needed * 4 > slots.count * 3 else { return }
        var size = max(16, slots.count)
        while needed * 4 > size * 3 { size *= 2 }
        let filed = (slots, hashes)
        slots = [UInt32](repeating: 0, count: size)
        hashes = [UInt32](repeating: 0, count: size)
        for (slot, keyPlusOne) in filed.0.enumerated() where keyPlusOne != 0 {
            file(Int(keyPlusOne) - 1, hash: filed.1[slot])
        }
    }

    /// The key of `id` if it was ever seen.
    func existingKey(for id: String) -> Int? {
        var id = id
        return id.withUTF8 { find($0, hash: Self.hash($0)) }
    }

    private func range(ofKey key: Int) -> Range<Int> {
        (key == 0 ? 0 : Int(idEnds[key - 1]))..<Int(idEnds[key])
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    private func find(_ id: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        return idBytes.withUnsafeBufferPointer { all in
            while slots[slot] != 0 {
                let key = Int(slots[slot]) - 1
                if hashes[slot] == hash {
                    let range = range(ofKey: key)
                    if range.count == id.count && (id.isEmpty || memcmp(all.baseAddress! + range.lowerBound, id.baseAddress!, id.count) == 0) {
                        return key
                    }
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Files `key` in the first empty slot from its hash's (there is one: see `reserve`).
    private func file(_ key: Int, hash: UInt32) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(key + 1)
        hashes[slot] = hash
    }
}

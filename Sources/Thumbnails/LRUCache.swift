/// A small least-recently-used map bounded by a total cost (bytes, or 1 per entry).
///
/// Lookups and inserts are O(1) on average; an insert over the limit evicts by scanning for
/// the oldest entry, O(n) per eviction, fine for the few hundred pictures a screen needs.
/// Not thread-safe: the loader guards it with its lock.
struct LRUCache<Key: Hashable, Value> {
    private struct Slot {
        var value: Value
        var cost: Int
        var lastUsed: UInt64
    }

    let costLimit: Int
    private var slots: [Key: Slot] = [:]
    private var clock: UInt64 = 0
    private(set) var totalCost = 0

    init(costLimit: Int) { self.costLimit = max(0, costLimit) }

    var count: Int { slots.count }

    /// The value for `key`, marking it as just used.
    mutating func value(for key: Key) -> Value? {
        guard slots[key] != nil else { return nil }
        clock += 1
        slots[key]!.lastUsed = clock
        return slots[key]!.value
    }

    /// Whether `key` is present (not a use).
    func contains(_ key: Key) -> Bool { slots[key] != nil }

    /// Inserts or replaces `key`, then evicts the least recently used until the cost fits.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        clock += 1
        if let old = slots.removeValue(forKey: key) { totalCost -= old.cost }
        guard cost <= costLimit else { return }
        slots[key] = Slot(value: value, cost: cost, lastUsed: clock)
        totalCost += cost
        while totalCost > costLimit, let oldest = slots.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            totalCost -= oldest.value.cost
            slots.removeValue(forKey: oldest.key)
        }
    }

    mutating func removeValue(for key: Key) {
        if let old = slots.removeValue(forKey: key) { totalCost -= old.cost }
    }

    mutating func removeAll() {
        slots = [:]
        totalCost = 0
    }
}

/// Measured heights keyed by (item id, content version, template, width), for a few recent widths.
///
/// One dictionary entry per item holds up to `slotCount` (width epoch, height) pairs. A width's
/// epoch is retired when the width falls out of the recent set, which frees its slots in every
/// entry at once without visiting them; a width that comes back gets a new epoch. Lookups and
/// stores are O(1) expected. Why per item and not per (item, width): one hash per row, not K.
struct HeightCache<ItemID: Hashable> {
    static var slotCount: Int { 4 }

    private struct Entry {
        var version: Int
        var template: Int
        var epochs: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var heights: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)

        /// Stores `h` for epoch `e`: in the slot already holding `e`, else the first free one.
        mutating func put(_ h: Int32, epoch e: Int32, version: Int, template: Int, live: [Int32]) {
            if self.version != version || self.template != template {
                self = Entry(version: version, template: template)
            }
            func isFree(_ slotEpoch: Int32) -> Bool { slotEpoch == 0 || !live.contains(slotEpoch) }
            if epochs.0 == e { heights.0 = h; return }
            if epochs.1 == e { heights.1 = h; return }
            if epochs.2 == e { heights.2 = h; return }
            if epochs.3 == e { heights.3 = h; return }
            if isFree(epochs.0) { epochs.0 = e; heights.0 = h; return }
            if isFree(epochs.1) { epochs.1 = e; heights.1 = h; return }
            if isFree(epochs.2) { epochs.2 = e; heights.2 = h; return }
            epochs.3 = e
            heights.3 = h
        }
    }

    private var entries: [ItemID: Entry] = [:]
    /// Epochs of the widths currently kept (at most `slotCount`).
    private var liveEpochs: [Int32] = []

    var isEmpty: Bool { entries.isEmpty }
    var itemCount: Int { entries.count }

    /// Declares which width epochs are still kept; slots of any other epoch become free.
    mutating func setLiveEpochs(_ epochs: [Int]) {
        precondition(epochs.count <= Self.slotCount, "HeightCache: at most \(Self.slotCount) widths can be kept")
        liveEpochs = epochs.map { Int32(truncatingIfNeeded: $0) }
    }

    func height(for identity: RowIdentity<ItemID>, template: Int, epoch: Int) -> Int? {
        guard let entry = entries[identity.itemID],
              entry.version == identity.contentVersion, entry.template == template else { return nil }
        let e = Int32(truncatingIfNeeded: epoch)
        if entry.epochs.0 == e { return Int(entry.heights.0) }
        if entry.epochs.1 == e { return Int(entry.heights.1) }
        if entry.epochs.2 == e { return Int(entry.heights.2) }
        if entry.epochs.3 == e { return Int(entry.heights.3) }
        return nil
    }

    mutating func store(_ height: Int, for identity: RowIdentity<ItemID>, template: Int, epoch: Int) {
        let e = Int32(truncatingIfNeeded: epoch)
        let h = Int32(clamping: height)
        let live = liveEpochs
        // One hashed access: the entry is modified in place.
        entries[identity.itemID, default: Entry(version: identity.contentVersion, template: template)].put(h, epoch: e, version: identity.contentVersion, template: template, live: live)
    }

    /// Room for `count` items without rehashing (a background pass is about to fill them).
    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    mutating func removeAll() { entries.removeAll() }
}

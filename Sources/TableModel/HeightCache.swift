/// Measured heights keyed by (item, content version, template, width), for a few recent widths.
///
/// An array indexed by the item key (`HeightKey.item`, dense by contract) holds per item up to
/// `slotCount` (width epoch, height) pairs. A width's epoch is retired when the width falls out of
/// the recent set, which frees its slots in every entry at once without visiting them; a width that
/// comes back gets a new epoch. Lookups and stores are O(1): an array read, no hashing (hashing
/// 50-byte string ids cost about as much as the rest of a background measurement step).
struct HeightCache {
    static var slotCount: Int { 4 }

    /// 40 bytes: the version and template are 32-bit (a version counts one item's replacements,
    /// a template is one of a few), as are the epochs and heights.
    private struct Entry {
        var version: Int32 = 0
        var template: Int32 = 0
        /// Epochs start at 1, so a zeroed entry holds no height.
        var epochs: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var heights: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)

        /// Stores `h` for epoch `e`: in the slot already holding `e`, else the first free one.
        mutating func put(_ h: Int32, epoch e: Int32, version: Int32, template: Int32, live: LiveEpochs) {
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

    /// The epochs of the widths kept, unused places 0 (a fixed tuple: no array to retain per store).
    private struct LiveEpochs {
        var epochs: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)

        @inline(__always) func contains(_ e: Int32) -> Bool {
            epochs.0 == e || epochs.1 == e || epochs.2 == e || epochs.3 == e
        }
    }

    private var entries: [Entry] = []
    private var live = LiveEpochs()

    var isEmpty: Bool { entries.isEmpty }

    /// Declares which width epochs are still kept; slots of any other epoch become free.
    mutating func setLiveEpochs(_ epochs: [Int]) {
        precondition(epochs.count <= Self.slotCount, "HeightCache: at most \(Self.slotCount) widths can be kept")
        var e = epochs.map { Int32(truncatingIfNeeded: $0) }
        e += Array(repeating: 0, count: Self.slotCount - e.count)
        live = LiveEpochs(epochs: (e[0], e[1], e[2], e[3]))
    }

    func height(for key: HeightKey, epoch: Int) -> Int? {
        guard key.item < entries.count else { return nil }
        let e = Int32(truncatingIfNeeded: epoch)
        let entry = entries[key.item]
        guard entry.version == Int32(truncatingIfNeeded: key.contentVersion), entry.template == Int32(truncatingIfNeeded: key.template) else {
            return nil
        }
        if entry.epochs.0 == e { return Int(entry.heights.0) }
        if entry.epochs.1 == e { return Int(entry.heights.1) }
        if entry.epochs.2 == e { return Int(entry.heights.2) }
        if entry.epochs.3 == e { return Int(entry.heights.3) }
        return nil
    }

    mutating func store(_ height: Int, for key: HeightKey, epoch: Int) {
        if key.item >= entries.count {
            // Keys are dense: the array's own geometric growth makes this amortised O(1) per item,
            // and only entries up to the key are made (doubling the count made 31% more at 100k).
            entries.append(contentsOf: repeatElement(Entry(), count: key.item + 1 - entries.count))
        }
        entries[key.item].put(Int32(clamping: height), epoch: Int32(truncatingIfNeeded: epoch),
                              version: Int32(truncatingIfNeeded: key.contentVersion), template: Int32(truncatingIfNeeded: key.template), live: live)
    }
}

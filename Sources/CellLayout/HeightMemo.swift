/// Fitting heights a template has solved, by the row's edit values (content width, collapse
/// parameters, 1-line labels' text widths, every label's line count).
///
/// Why it is exact: the constraints never change, so the fitting height is a function of the edit
/// values alone; a row whose values were solved before gets the same height without touching the
/// solver. Why it hits: at one width the line counts take few values (a few dozen pairs on the
/// media template, where each new pair of image-or-text height costs the solver a pivot).
/// Only heights are kept; frames always come from the solver.
///
/// An open-addressing table with a multiply-fold hash rather than a `Dictionary`: a lookup must
/// cost well under a solve without pivots (about 100 ns), and `Hasher` over eight doubles costs
/// half of that.
struct HeightMemo {
    /// Edit values per key; templates with more edit variables are not memoized.
    static let slotCount = 8
    /// Table size (a power of two); the memo starts over at half full, so a probe stays short.
    static let tableSize = 1_024
    /// Entries kept before the memo starts over (a resize changes every key).
    static let capacity = tableSize / 2

    /// The row's edit values in a fixed order, zero-padded.
    typealias Key = SIMD8<Double>

    /// Allocated on the first `remember`: templates that are never asked stay small.
    private var keys: [Key] = []
    /// -1 marks an empty slot (heights are never negative).
    private var heights: [Int32] = []
    /// Distinct rows remembered.
    private(set) var count = 0

    /// Writes `value` at `slot` (when the key has room) and moves to the next slot.
    @inline(__always)
    static func record(_ value: Double, in key: inout Key, at slot: inout Int) {
        if slot < slotCount { key[slot] = value }
        slot += 1
    }

    @inline(__always)
    static func index(of key: Key) -> Int {
        let bits = unsafeBitCast(key, to: SIMD8<UInt64>.self)
        let odd = SIMD8<UInt64>(0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB, 0xD6E8_FEB8_6659_FD93,
                                0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB, 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3)
        var hash = (bits &* odd).wrappedSum()
        hash ^= hash >> 29
        hash &*= 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash) & (tableSize - 1)
    }

    func height(for key: Key) -> Int? {
        if count == 0 { return nil }
        var slot = HeightMemo.index(of: key)
        while heights[slot] >= 0 {
            if keys[slot] == key { return Int(heights[slot]) }
            slot = (slot + 1) & (HeightMemo.tableSize - 1)
        }
        return nil
    }

    mutating func remember(_ height: Int, for key: Key) {
        if keys.isEmpty {
            keys = Array(repeating: Key(), count: HeightMemo.tableSize)
            heights = Array(repeating: -1, count: HeightMemo.tableSize)
        } else if count >= HeightMemo.capacity {
            for slot in heights.indices { heights[slot] = -1 }
            count = 0
        }
        var slot = HeightMemo.index(of: key)
        while heights[slot] >= 0 {
            if keys[slot] == key { return }
            slot = (slot + 1) & (HeightMemo.tableSize - 1)
        }
        keys[slot] = key
        heights[slot] = Int32(clamping: max(0, height))
        count += 1
    }
}

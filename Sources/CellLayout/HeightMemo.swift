/// Fitting heights a template has solved, by the row's edit values (content width, collapse
/// parameters, 1-line labels' text widths, every label's line count).
///
/// Why it is exact: the constraints never change, so the fitting height is a function of the edit
/// values alone; a row whose values were solved before gets the same height without touching the
/// solver. Why it hits: at one width the line counts take few values (a few dozen pairs on the
/// media template, where each new pair of image-or-text height costs the solver a pivot).
/// Only heights are kept; frames always come from the solver.
struct HeightMemo {
    /// Edit values per key; templates with more edit variables are not memoized.
    static let slotCount = 8
    /// Entries kept before the memo starts over (a resize changes every key).
    static let capacity = 4_096

    /// The row's edit values in a fixed order, zero-padded.
    typealias Key = SIMD8<Double>

    /// Writes `value` at `slot` (when the key has room) and moves to the next slot.
    @inline(__always)
    static func record(_ value: Double, in key: inout Key, at slot: inout Int) {
        if slot < slotCount { key[slot] = value }
        slot += 1
    }

    private var heights: [Key: Int] = [:]

    func height(for key: Key) -> Int? { heights[key] }

    mutating func remember(_ height: Int, for key: Key) {
        if heights.count >= HeightMemo.capacity { heights.removeAll(keepingCapacity: true) }
        heights[key] = height
    }

    /// Distinct rows remembered (for tests).
    var count: Int { heights.count }
}

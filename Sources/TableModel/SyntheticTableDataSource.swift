/// A deterministic data source of generated rows, for tests, benchmarks and demos; O(1) memory per row.
///
/// Item `i` has a template (0...2) and title/summary text widths derived from a seeded hash of
/// (seed, i, version). The measured height wraps the text like a cell would, with some "word wrap
/// waste" the estimate does not know about, so estimates are close but not exact — as with real
/// cells. Row `r` shows item `firstItemID + r`; `insertingAtTop(_:)` prepends new items.
public struct SyntheticTableDataSource: TableDataSource, Sendable {
    /// The generator's seed: the same seed gives the same heights.
    public var seed: UInt64
    /// Number of rows.
    public var rowCount: Int
    /// Item id of row 0 (decreases when items are inserted at the top).
    public var firstItemID: Int
    /// Content versions of items whose content changed (absent: version 0).
    public var versions: [Int: Int] = [:]
    /// Spin iterations per measurement, to mimic the cost of a real layout (0: as cheap as possible).
    public var measurementWork: Int

    /// `rowCount` generated rows from `seed`.
    public init(seed: UInt64, rowCount: Int, measurementWork: Int = 0) {
        self.seed = seed
        self.rowCount = rowCount
        self.firstItemID = 0
        self.measurementWork = measurementWork
    }

    public func itemID(ofRow row: Int) -> Int { firstItemID + row }

    /// Item ids go negative as items are inserted at the top; the key interleaves them
    /// (0, -1, 1, -2, ... -> 0, 1, 2, 3, ...) so keys stay dense and non-negative.
    public func heightKey(ofRow row: Int) -> HeightKey {
        let id = firstItemID + row
        return HeightKey(item: id >= 0 ? 2 * id : -2 * id - 1,
                         contentVersion: versions.isEmpty ? 0 : versions[id] ?? 0,
                         template: template(ofRow: row))
    }

    /// The template (0...2) of `row`'s item.
    public func template(ofRow row: Int) -> Int {
        Int(Self.mix(seed ^ 0x5bd1e995, UInt64(bitPattern: Int64(firstItemID + row))) % 3)
    }

    public func estimatedHeight(ofRow row: Int, width: Int) -> Int {
        let item = traits(ofRow: row)
        let label = labelWidth(template: item.template, width: width)
        let text = 1 + Self.ceilDiv(item.titleColumns, label) + Self.ceilDiv(item.summaryColumns, label) + 1
        return max(text, item.template == 1 ? 8 : 0)
    }

    public func measuredHeight(ofRow row: Int, width: Int) -> Int {
        let item = traits(ofRow: row)
        let label = labelWidth(template: item.template, width: width)
        // Word wrapping leaves part of each line empty; up to about 25% more lines than the estimate.
        let waste = 1.0 + Double(item.waste) / 400.0
        let title = Self.ceilDiv(Int(Double(item.titleColumns) * waste), label)
        let summary = Self.ceilDiv(Int(Double(item.summaryColumns) * waste), label)
        var spin = item.waste
        for k in 0..<measurementWork { spin = spin &* 31 &+ k }
        let text = 1 + max(1, title) + summary + 1 + (spin == Int.min ? 1 : 0)
        return max(text, item.template == 1 ? 8 : 0)
    }

    public func row(of itemID: Int) -> Int? {
        let row = itemID - firstItemID
        return row >= 0 && row < rowCount ? row : nil
    }

    /// The same items with `count` new ones before them.
    public func insertingAtTop(_ count: Int) -> SyntheticTableDataSource {
        var copy = self
        copy.firstItemID -= count
        copy.rowCount += count
        return copy
    }

    /// The same items with `count` new ones after them.
    public func appending(_ count: Int) -> SyntheticTableDataSource {
        var copy = self
        copy.rowCount += count
        return copy
    }

    /// The same items, the one in `row` with new content (a new version, so a new height).
    public func changingContent(ofRow row: Int) -> SyntheticTableDataSource {
        var copy = self
        let id = firstItemID + row
        copy.versions[id, default: 0] += 1
        return copy
    }

    private struct Traits {
        var template: Int
        var titleColumns: Int
        var summaryColumns: Int
        var waste: Int
    }

    private func traits(ofRow row: Int) -> Traits {
        let id = firstItemID + row
        let version = versions.isEmpty ? 0 : (versions[id] ?? 0)
        let h = Self.mix(seed, UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9 &+ UInt64(version))
        return Traits(template: template(ofRow: row),
                      titleColumns: 8 + Int(h % 113),
                      summaryColumns: Int((h >> 8) % 240),
                      waste: Int((h >> 20) % 100))
    }

    private func labelWidth(template: Int, width: Int) -> Int {
        max(1, width - (template == 1 ? 18 : 4))
    }

    private static func ceilDiv(_ a: Int, _ b: Int) -> Int { a <= 0 ? 0 : (a + b - 1) / b }

    /// SplitMix64-style mixing of two words: cheap, well spread, deterministic.
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ b &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

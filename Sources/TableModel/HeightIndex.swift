/// Row heights at one width: a Fenwick tree over blocks of rows, of each row's deviation from a default height.
///
/// A row is in one of three states: *default* (nothing known; counts as `defaultHeight`),
/// *estimated* (the data source's O(1) estimate) or *measured* (exact). The tree stores, per block
/// of 64 rows, the sum of `height - defaultHeight`, so a fresh index is all zeros and costs O(1) to
/// create (see `LazyZeroBuffer`); offsets are `row * (defaultHeight + separator)` plus the blocks'
/// prefix plus the rows before `row` in its block. Why blocks: the tree is 64 times smaller, so a
/// million rows touch a few dozen pages of it instead of thousands (page faults dominated).
///
/// Complexity: `offset(ofRow:)`, `row(containingOffset:)`, `setHeight` are O(log n + 64);
/// `height(ofRow:)` is O(1); `append` is O(log n) per 64 rows; creating an index is O(1).
final class HeightIndex {
    static let blockShift = 6

    /// Width the heights were measured at.
    let width: Int
    /// Identifies this width's generation in the height cache.
    let epoch: Int
    let separator: Int
    /// Content height assumed for rows in the default state.
    let defaultHeight: Int
    private(set) var count: Int
    private var blockCount: Int
    /// 1-based Fenwick tree over blocks of the sum of `height - defaultHeight`; slot 0 unused.
    private let tree: LazyZeroBuffer<Int>
    /// Per row: 0 default, `h + 1` estimated, `-(h + 1)` measured.
    private let states: LazyZeroBuffer<Int32>
    private(set) var deltaTotal = 0
    private(set) var measuredCount = 0
    private(set) var knownCount = 0

    /// Next row the background estimate pass looks at.
    var estimateCursor = 0
    /// Next row the background measurement pass looks at, and whether that pass has started.
    var measureCursor = 0
    var measurePassStarted = false
    /// Whether the height cache may hold heights for this epoch that this index does not have
    /// (the rows were re-indexed, or the width came back). When false, looking rows up in the
    /// cache cannot hit, so the lookup (a hash of the item id) is skipped.
    var cacheMayHoldOtherHeights = false

    init(width: Int, epoch: Int, separator: Int, defaultHeight: Int, count: Int) {
        self.width = width
        self.epoch = epoch
        self.separator = separator
        self.defaultHeight = defaultHeight
        self.count = count
        blockCount = (count + (1 << Self.blockShift) - 1) >> Self.blockShift
        tree = LazyZeroBuffer(capacity: blockCount + 1)
        states = LazyZeroBuffer(capacity: count)
    }

    /// Lines a default row takes including its separator.
    @inline(__always) var unit: Int { defaultHeight + separator }

    /// Total lines of all rows including separators (O(1)).
    var totalHeight: Int { count * unit + deltaTotal }

    var isFullyMeasured: Bool { measuredCount == count }

    /// Content height of `row` (O(1)).
    @inline(__always) func height(ofRow row: Int) -> Int {
        let state = states[row]
        if state == 0 { return defaultHeight }
        return Int(state > 0 ? state - 1 : -state - 1)
    }

    /// Lines `row` takes including its separator (O(1)).
    @inline(__always) func blockHeight(ofRow row: Int) -> Int { height(ofRow: row) + separator }

    @inline(__always) func isMeasured(_ row: Int) -> Bool { states[row] < 0 }

    @inline(__always) func isKnown(_ row: Int) -> Bool { states[row] != 0 }

    /// Records `row`'s content height, exact or estimated (O(log n)).
    func setHeight(_ height: Int, ofRow row: Int, measured: Bool) {
        let old = states[row]
        if old < 0 { measuredCount -= 1 }
        if old == 0 { knownCount += 1 }
        if measured { measuredCount += 1 }
        let delta = height - self.height(ofRow: row)
        states[row] = measured ? Int32(-(height + 1)) : Int32(height + 1)
        if delta != 0 { add(delta, atRow: row) }
    }

    /// Forgets what is known about `row`, returning it to the default state (O(log n)).
    func forget(row: Int) {
        let old = states[row]
        guard old != 0 else { return }
        if old < 0 { measuredCount -= 1 }
        knownCount -= 1
        let delta = defaultHeight - height(ofRow: row)
        states[row] = 0
        if delta != 0 { add(delta, atRow: row) }
    }

    /// Lines above `row` (its top offset), `0...count` (O(log n + 64)).
    func offset(ofRow row: Int) -> Int {
        let block = row >> Self.blockShift
        var sum = row * unit
        var node = block
        while node > 0 {
            sum += tree[node]
            node &= node - 1
        }
        var inBlock = block << Self.blockShift
        while inBlock < row {
            if states[inBlock] != 0 { sum += height(ofRow: inBlock) - defaultHeight }
            inBlock += 1
        }
        return sum
    }

    /// The row covering line `offset` and the line within that row's block (O(log n + 64)).
    /// Offsets past the end map to the last row.
    func row(containingOffset offset: Int) -> (row: Int, offsetInRow: Int) {
        precondition(count > 0, "HeightIndex: row(containingOffset:) on an empty table")
        var position = 0
        var remaining = max(0, offset)
        var step = 1
        while step << 1 <= blockCount { step <<= 1 }
        while step > 0 {
            let next = position + step
            if next <= blockCount {
                let rows = min(next << Self.blockShift, count) - (position << Self.blockShift)
                let span = tree[next] + rows * unit
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step >>= 1
        }
        var row = position << Self.blockShift
        if row >= count {
            let last = count - 1
            return (last, max(0, offset) - self.offset(ofRow: last))
        }
        while row < count - 1 {
            let block = blockHeight(ofRow: row)
            if block > remaining { break }
            remaining -= block
            row += 1
        }
        return (row, remaining)
    }

    /// Adds `extra` default rows at the end (O(extra / 64 * log n), amortised growth).
    func append(_ extra: Int) {
        guard extra > 0 else { return }
        let newCount = count + extra
        let newBlockCount = (newCount + (1 << Self.blockShift) - 1) >> Self.blockShift
        tree.reserve(newBlockCount + 1, preserving: blockCount + 1)
        states.reserve(newCount, preserving: count)
        // New rows are in the default state (zero deviation); only new tree nodes need their
        // children's sums, which cover older blocks.
        if newBlockCount > blockCount {
            for node in (blockCount + 1)...newBlockCount {
                let stop = node - (node & -node)
                var child = node - 1
                var sum = 0
                while child > stop {
                    sum += tree[child]
                    child &= child - 1
                }
                tree[node] = sum
            }
        }
        count = newCount
        blockCount = newBlockCount
    }

    private func add(_ delta: Int, atRow row: Int) {
        deltaTotal += delta
        var node = (row >> Self.blockShift) + 1
        while node <= blockCount {
            tree[node] += delta
            node += node & -node
        }
    }
}

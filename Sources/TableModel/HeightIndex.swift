/// Row heights at one width: a Fenwick tree over each row's deviation from a default height.
///
/// A row is in one of three states: *default* (nothing known; counts as `defaultHeight`),
/// *estimated* (the data source's O(1) estimate) or *measured* (exact). The tree stores
/// `height - defaultHeight` per row, so a fresh index is all zeros and costs O(1) to create
/// (see `LazyZeroBuffer`); offsets are `row * (defaultHeight + separator) + prefix(row)`.
///
/// Complexity: `offset(ofRow:)`, `row(containingOffset:)`, `setHeight` are O(log n);
/// `height(ofRow:)` is O(1); `append` is O(log n) per row; creating an index is O(1).
final class HeightIndex {
    /// Width the heights were measured at.
    let width: Int
    /// Identifies this width's generation in the height cache.
    let epoch: Int
    let separator: Int
    /// Content height assumed for rows in the default state.
    let defaultHeight: Int
    private(set) var count: Int
    /// 1-based Fenwick tree of `height - defaultHeight`; slot 0 unused.
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

    init(width: Int, epoch: Int, separator: Int, defaultHeight: Int, count: Int) {
        self.width = width
        self.epoch = epoch
        self.separator = separator
        self.defaultHeight = defaultHeight
        self.count = count
        tree = LazyZeroBuffer(capacity: count + 1)
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

    /// Lines above `row` (its top offset), `0...count` (O(log n)).
    func offset(ofRow row: Int) -> Int {
        var index = row
        var sum = row * unit
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    /// The row covering line `offset` and the line within that row's block (O(log n)).
    /// Offsets past the end map to the last row.
    func row(containingOffset offset: Int) -> (row: Int, offsetInRow: Int) {
        precondition(count > 0, "HeightIndex: row(containingOffset:) on an empty table")
        var position = 0
        var remaining = max(0, offset)
        var step = 1
        while step << 1 <= count { step <<= 1 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = tree[next] + step * unit
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step >>= 1
        }
        if position >= count {
            let last = count - 1
            return (last, offset - self.offset(ofRow: last))
        }
        return (position, remaining)
    }

    /// Adds `extra` default rows at the end (O(extra * log n), amortised growth).
    func append(_ extra: Int) {
        guard extra > 0 else { return }
        let newCount = count + extra
        tree.reserve(newCount + 1, preserving: count + 1)
        states.reserve(newCount, preserving: count)
        for node in (count + 1)...newCount {
            // A node covers rows (node - lowbit, node]; its own new row is 0, so sum the children.
            let stop = node - (node & -node)
            var child = node - 1
            var sum = 0
            while child > stop {
                sum += tree[child]
                child &= child - 1
            }
            tree[node] = sum
            count = node
        }
    }

    private func add(_ delta: Int, atRow row: Int) {
        deltaTotal += delta
        var index = row + 1
        while index <= count {
            tree[index] += delta
            index += index & -index
        }
    }
}

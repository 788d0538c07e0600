/// Row heights at one width: a two-level Fenwick tree over blocks of rows, of each row's deviation from a default height.
///
/// A row is in one of three states: *default* (nothing known; counts as `defaultHeight`),
/// *estimated* (the data source's O(1) estimate) or *measured* (exact). The trees store sums of
/// `height - defaultHeight`, so a fresh index is all zeros and costs O(1) to create (see
/// `LazyZeroBuffer`); offsets are `row * (defaultHeight + separator)` plus the deviations above.
/// Layout: rows are grouped in blocks of 64 and blocks in groups of 64 (4096 rows). A small
/// Fenwick tree over the groups (8 bytes per 4096 rows: one page up to 2M rows) and, per group, a
/// Fenwick tree over its 64 blocks stored contiguously (512 bytes) locate a row; the rows of its
/// block are scanned. Why two levels: a fresh index (every resize to a new width) has no pages
/// yet, and the first touch of each page is a page fault. A single tree over all blocks spreads
/// one query's nodes over pages far apart (more of them the more rows), so a re-flow at 1M rows
/// paid several faults that 10k rows did not; here a query or update touches one page of each
/// level and one or two of row states, whatever the row count.
///
/// Complexity: `offset(ofRow:)`, `row(containingOffset:)`, `setHeight` are O(log n + 64);
/// `height(ofRow:)` is O(1); `append` is O(log n) per 4096 rows; creating an index is O(1).
final class HeightIndex {
    static let blockShift = 6
    static let groupShift = 6
    /// Rows per group: `1 << (blockShift + groupShift)`.
    static let groupRowShift = blockShift + groupShift
    static let blocksPerGroup = 1 << groupShift

    /// Width the heights were measured at.
    let width: Int
    /// Identifies this width's generation in the height cache.
    let epoch: Int
    let separator: Int
    /// Content height assumed for rows in the default state.
    let defaultHeight: Int
    private(set) var count: Int
    private var groupCount: Int
    /// 1-based Fenwick tree over groups of the sum of `height - defaultHeight`; slot 0 unused.
    private let groupTree: LazyZeroBuffer<Int>
    /// Per group `g`, a 1-based Fenwick tree over its 64 blocks: node `i` at `g * 64 + i - 1`.
    /// Blocks past the last row hold zeros, so appending rows never rebuilds it.
    private let blockTree: LazyZeroBuffer<Int>
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
        groupCount = Self.groups(count)
        groupTree = LazyZeroBuffer(capacity: groupCount + 1)
        blockTree = LazyZeroBuffer(capacity: groupCount << Self.groupShift)
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
        let group = block >> Self.groupShift
        var sum = row * unit
        var node = group
        while node > 0 {
            sum += groupTree[node]
            node &= node - 1
        }
        let groupBase = group << Self.groupShift
        var local = block & (Self.blocksPerGroup - 1)
        while local > 0 {
            sum += blockTree[groupBase + local - 1]
            local &= local - 1
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
        var remaining = max(0, offset)
        // The group holding the offset: descend the group tree.
        var group = 0
        var step = 1
        while step << 1 <= groupCount { step <<= 1 }
        while step > 0 {
            let next = group + step
            if next <= groupCount {
                let rows = min(next << Self.groupRowShift, count) - (group << Self.groupRowShift)
                let span = groupTree[next] + rows * unit
                if span <= remaining {
                    group = next
                    remaining -= span
                }
            }
            step >>= 1
        }
        var row = group << Self.groupRowShift
        if row < count {
            // The block within the group: descend the group's own tree (blocks past the end span 0
            // lines, and are only passed when the offset is past the end).
            let groupBase = group << Self.groupShift
            var local = 0
            step = Self.blocksPerGroup
            while step > 0 {
                let next = local + step
                if next <= Self.blocksPerGroup {
                    let first = row + (local << Self.blockShift)
                    let rows = max(0, min(row + (next << Self.blockShift), count) - first)
                    let span = blockTree[groupBase + next - 1] + rows * unit
                    if span <= remaining {
                        local = next
                        remaining -= span
                    }
                }
                step >>= 1
            }
            row += local << Self.blockShift
        }
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

    /// Adds `extra` default rows at the end (O(extra / 4096 * log n), amortised growth).
    func append(_ extra: Int) {
        guard extra > 0 else { return }
        let newCount = count + extra
        let newGroupCount = Self.groups(newCount)
        groupTree.reserve(newGroupCount + 1, preserving: groupCount + 1)
        blockTree.reserve(newGroupCount << Self.groupShift, preserving: groupCount << Self.groupShift)
        states.reserve(newCount, preserving: count)
        // New rows are in the default state (zero deviation), so block trees need nothing; only
        // new group-tree nodes need their children's sums, which cover older groups.
        if newGroupCount > groupCount {
            for node in (groupCount + 1)...newGroupCount {
                let stop = node - (node & -node)
                var child = node - 1
                var sum = 0
                while child > stop {
                    sum += groupTree[child]
                    child &= child - 1
                }
                groupTree[node] = sum
            }
        }
        count = newCount
        groupCount = newGroupCount
    }

    private func add(_ delta: Int, atRow row: Int) {
        deltaTotal += delta
        let block = row >> Self.blockShift
        let group = block >> Self.groupShift
        let groupBase = group << Self.groupShift
        var local = (block & (Self.blocksPerGroup - 1)) + 1
        while local <= Self.blocksPerGroup {
            blockTree[groupBase + local - 1] += delta
            local += local & -local
        }
        var node = group + 1
        while node <= groupCount {
            groupTree[node] += delta
            node += node & -node
        }
    }

    /// Groups needed for `rows` rows.
    private static func groups(_ rows: Int) -> Int {
        (rows + (1 << groupRowShift) - 1) >> groupRowShift
    }
}

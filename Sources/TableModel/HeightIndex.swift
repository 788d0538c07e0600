/// Row heights at one width: a two-level Fenwick tree over blocks of rows, of each row's deviation from a default height.
///
/// A row is in one of three states: *default* (nothing known; counts as `defaultHeight`),
/// *estimated* (the data source's O(1) estimate) or *measured* (exact). The trees store sums of
/// `height - defaultHeight`, so a fresh index is all zeros; offsets are
/// `row * (defaultHeight + separator)` plus the deviations above. Layout: rows are grouped in
/// blocks of 64 and blocks in groups of 64 (4096 rows). A small Fenwick tree over the groups
/// (8 bytes per 4096 rows) and, per group, a Fenwick tree over its 64 blocks locate a row; the
/// rows of its block are scanned. A group's block tree and row states (`RowGroupChunk`) are
/// allocated when one of its rows is first known, so a fresh index (every resize to a new width)
/// costs O(n / 4096) and a re-flow touches the same memory at 10k and at 1M rows. (The previous
/// single tree over all blocks, in lazily zeroed `mmap` pages, spread one query's nodes over pages
/// far apart: a re-flow at 1M rows paid page faults that 10k rows did not.)
///
/// Complexity: `offset(ofRow:)`, `row(containingOffset:)`, `setHeight` are O(log n + 64);
/// `height(ofRow:)` is O(1); `append` is O(log n) per 4096 rows; creating an index is O(n / 4096).
final class HeightIndex {
    static let blockShift = 6
    static let groupShift = 6
    /// Rows per group: `1 << (blockShift + groupShift)`.
    static let groupRowShift = blockShift + groupShift
    static let blocksPerGroup = 1 << groupShift
    private static let rowMask = (1 << groupRowShift) - 1

    /// Width the heights were measured at.
    let width: Int
    /// Identifies this width's generation in the height cache.
    let epoch: Int
    let separator: Int
    /// Content height assumed for rows in the default state.
    let defaultHeight: Int
    private(set) var count: Int
    private var groupCount: Int
    /// Groups the two arrays below have room for.
    private var groupCapacity: Int
    /// 1-based Fenwick tree over groups of the sum of `height - defaultHeight`; slot 0 unused.
    private var groupTree: UnsafeMutablePointer<Int>
    /// Per group, its block tree and row states; nil while every row of the group is default.
    private var chunks: UnsafeMutablePointer<RowGroupChunk?>
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
    /// cache cannot hit, so the lookup is skipped.
    var cacheMayHoldOtherHeights = false

    init(width: Int, epoch: Int, separator: Int, defaultHeight: Int, count: Int) {
        self.width = width
        self.epoch = epoch
        self.separator = separator
        self.defaultHeight = defaultHeight
        self.count = count
        groupCount = Self.groups(count)
        groupCapacity = max(1, groupCount)
        groupTree = .allocate(capacity: groupCapacity + 1)
        groupTree.initialize(repeating: 0, count: groupCapacity + 1)
        chunks = .allocate(capacity: groupCapacity)
        chunks.initialize(repeating: nil, count: groupCapacity)
    }

    deinit {
        for group in 0..<groupCapacity { chunks[group]?.deallocate() }
        chunks.deinitialize(count: groupCapacity)
        chunks.deallocate()
        groupTree.deallocate()
    }

    /// Lines a default row takes including its separator.
    @inline(__always) var unit: Int { defaultHeight + separator }

    /// Total lines of all rows including separators (O(1)).
    var totalHeight: Int { count * unit + deltaTotal }

    var isFullyMeasured: Bool { measuredCount == count }

    /// Per row: 0 default, `h + 1` estimated, `-(h + 1)` measured.
    @inline(__always) private func state(ofRow row: Int) -> Int32 {
        guard let chunk = chunks[row >> Self.groupRowShift] else { return 0 }
        return chunk.states[row & Self.rowMask]
    }

    @inline(__always) private static func height(ofState state: Int32, default defaultHeight: Int) -> Int {
        if state == 0 { return defaultHeight }
        return Int(state > 0 ? state - 1 : -state - 1)
    }

    /// Content height of `row` (O(1)).
    @inline(__always) func height(ofRow row: Int) -> Int {
        Self.height(ofState: state(ofRow: row), default: defaultHeight)
    }

    /// Lines `row` takes including its separator (O(1)).
    @inline(__always) func blockHeight(ofRow row: Int) -> Int { height(ofRow: row) + separator }

    @inline(__always) func isMeasured(_ row: Int) -> Bool { state(ofRow: row) < 0 }

    @inline(__always) func isKnown(_ row: Int) -> Bool { state(ofRow: row) != 0 }

    /// Records `row`'s content height, exact or estimated (O(log n)).
    func setHeight(_ height: Int, ofRow row: Int, measured: Bool) {
        let group = row >> Self.groupRowShift
        let chunk: RowGroupChunk
        if let existing = chunks[group] {
            chunk = existing
        } else {
            chunk = RowGroupChunk.allocate()
            chunks[group] = chunk
        }
        let old = chunk.states[row & Self.rowMask]
        if old < 0 { measuredCount -= 1 }
        if old == 0 { knownCount += 1 }
        if measured { measuredCount += 1 }
        let delta = height - Self.height(ofState: old, default: defaultHeight)
        chunk.states[row & Self.rowMask] = measured ? Int32(-(height + 1)) : Int32(height + 1)
        if delta != 0 { add(delta, atRow: row, chunk: chunk) }
    }

    /// Forgets what is known about `row`, returning it to the default state (O(log n)).
    func forget(row: Int) {
        guard let chunk = chunks[row >> Self.groupRowShift] else { return }
        let old = chunk.states[row & Self.rowMask]
        guard old != 0 else { return }
        if old < 0 { measuredCount -= 1 }
        knownCount -= 1
        let delta = defaultHeight - Self.height(ofState: old, default: defaultHeight)
        chunk.states[row & Self.rowMask] = 0
        if delta != 0 { add(delta, atRow: row, chunk: chunk) }
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
        guard group < groupCount, let chunk = chunks[group] else { return sum }
        var local = block & (Self.blocksPerGroup - 1)
        while local > 0 {
            sum += chunk.tree[local - 1]
            local &= local - 1
        }
        var inBlock = (block << Self.blockShift) & Self.rowMask
        let end = row & Self.rowMask
        while inBlock < end {
            let state = chunk.states[inBlock]
            if state != 0 { sum += Self.height(ofState: state, default: defaultHeight) - defaultHeight }
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
            let chunk = chunks[group]
            var local = 0
            step = Self.blocksPerGroup
            while step > 0 {
                let next = local + step
                if next <= Self.blocksPerGroup {
                    let first = row + (local << Self.blockShift)
                    let rows = max(0, min(row + (next << Self.blockShift), count) - first)
                    let span = (chunk?.tree[next - 1] ?? 0) + rows * unit
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
        if newGroupCount > groupCapacity { grow(to: max(newGroupCount, groupCapacity * 2)) }
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

    /// Room for `capacity` groups; O(groups), amortised by doubling.
    private func grow(to capacity: Int) {
        let tree = UnsafeMutablePointer<Int>.allocate(capacity: capacity + 1)
        tree.moveInitialize(from: groupTree, count: groupCapacity + 1)
        (tree + groupCapacity + 1).initialize(repeating: 0, count: capacity - groupCapacity)
        groupTree.deallocate()
        groupTree = tree
        let table = UnsafeMutablePointer<RowGroupChunk?>.allocate(capacity: capacity)
        table.moveInitialize(from: chunks, count: groupCapacity)
        (table + groupCapacity).initialize(repeating: nil, count: capacity - groupCapacity)
        chunks.deallocate()
        chunks = table
        groupCapacity = capacity
    }

    private func add(_ delta: Int, atRow row: Int, chunk: RowGroupChunk) {
        deltaTotal += delta
        let block = row >> Self.blockShift
        var local = (block & (Self.blocksPerGroup - 1)) + 1
        while local <= Self.blocksPerGroup {
            chunk.tree[local - 1] += delta
            local += local & -local
        }
        var node = (block >> Self.groupShift) + 1
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

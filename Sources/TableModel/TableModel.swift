/// The pure model of a scrolling list of variable-height rows: heights, viewport, selection, scroll bar.
///
/// The viewport is kept as an *anchor* (`topRow`, `topOffset`: lines of `topRow` hidden above the
/// screen), never as an absolute offset, so heights changing anywhere off screen (background
/// measurement, inserts above, estimates replaced) never move what the user sees. Absolute
/// offsets come from a Fenwick tree (`HeightIndex`) and are used only for the scroll bar and
/// `scroll(toOffset:)`. Every viewport operation costs O(visible rows + log n), never O(n).
///
/// After every public mutating call the invariants hold (checked in debug builds by
/// `checkInvariants()`): rows on screen are measured at the current width; no blank lines above
/// the first row; no blank lines below the last row while rows are hidden above; the selection,
/// if any, is fully visible (or, when taller than the viewport, covers part of it).
public final class TableModel<Source: TableDataSource> {
    /// The rows' data source; replace it with `update(dataSource:change:)`.
    public internal(set) var dataSource: Source
    /// Fixed parameters (separator, overscan, widths kept).
    public let configuration: TableConfiguration
    /// Width, in columns, rows are measured at (the list pane minus its scroll bar).
    public internal(set) var width: Int
    /// Lines in the viewport.
    public internal(set) var viewportHeight: Int
    /// First row intersecting the viewport.
    public internal(set) var topRow = 0
    /// Lines of `topRow` (including its separator) scrolled off above the viewport.
    public internal(set) var topOffset = 0
    /// The selected row (in the filtered view when a filter is set), or nil.
    public internal(set) var selectedRow: Int?
    /// Rows in the table: the filter's rows when a filter is set, else the data source's.
    public internal(set) var rowCount: Int

    /// Filtered view: table row -> source row, ascending; nil shows every source row.
    var filterRows: [Int]?
    var cache = HeightCache()
    /// Most recent first; at most `configuration.cachedWidthCount` entries.
    var recentWidths: [WidthEntry] = []
    /// Heights at the current width (also referenced from `recentWidths[0]`).
    var index: HeightIndex
    var nextEpoch = 1
    /// Indexes dropped during a viewport operation, released in idle time (freeing is O(n / 4096)).
    var retiredIndexes: [HeightIndex] = []
    var countersStorage = TableCounters()
    var pendingFrameMeasurements = 0
    var pendingFrameCacheHits = 0
    var scrollBarMemory: ScrollBarMemory?
    var resizePlace: ResizePlace?
    /// Whether the first row gets selected when rows arrive in an empty table.
    var selectsFirstRowWhenFilled: Bool

    /// A table over `dataSource` showing `height` lines of rows measured at `width` columns.
    /// Only the rows on screen (plus overscan) are measured: O(visible + sample), whatever the row count.
    public init(dataSource: Source, width: Int, height: Int, configuration: TableConfiguration = TableConfiguration(), selectedRow: Int? = 0) {
        self.dataSource = dataSource
        self.configuration = configuration
        self.width = max(1, width)
        self.viewportHeight = max(0, height)
        self.rowCount = dataSource.rowCount
        self.selectsFirstRowWhenFilled = selectedRow != nil
        let epoch = 1
        nextEpoch = 2
        index = HeightIndex(width: 1, epoch: 0, separator: configuration.separatorHeight, defaultHeight: 1, count: 0)
        index = makeIndex(width: self.width, epoch: epoch)
        recentWidths = [WidthEntry(width: self.width, epoch: epoch, index: index)]
        cache.setLiveEpochs([epoch])
        if let selectedRow, rowCount > 0 {
            self.selectedRow = min(max(0, selectedRow), rowCount - 1)
        }
        normalizeViewport()
        if let row = self.selectedRow { reveal(row: row, alignment: .nearest) }
        didMutate()
    }

    /// Measurement counters (see `TableCounters`).
    public var counters: TableCounters {
        var result = countersStorage
        result.measuredRows = index.measuredCount
        result.rowCount = rowCount
        return result
    }

    /// True when every row's height at the current width is exact.
    public var isFullyMeasured: Bool { index.isFullyMeasured }

    /// Total lines of all rows with separators, from measured and estimated heights (O(1)).
    public var contentHeight: Int { index.totalHeight }

    /// Lines above the first visible line (O(log n)).
    public var scrollOffset: Int { rowCount == 0 ? 0 : index.offset(ofRow: topRow) + topOffset }

    /// Lines above `row` (measured and estimated heights; O(log n)).
    public func offset(ofRow row: Int) -> Int {
        precondition(row >= 0 && row <= rowCount, "TableModel.offset(ofRow:): row \(row) is outside 0...\(rowCount)")
        return index.offset(ofRow: row)
    }

    /// The row covering content line `offset` and the line within it (O(log n)); nil when empty.
    public func row(atOffset offset: Int) -> (row: Int, offsetInRow: Int)? {
        rowCount == 0 ? nil : index.row(containingOffset: offset)
    }

    /// The data-source row shown by table row `row` (differs from `row` only when filtered).
    @inline(__always) public func sourceRow(forRow row: Int) -> Int {
        if let filterRows { return filterRows[row] }
        return row
    }

    /// The table row showing data-source row `sourceRow`, or nil when the filter hides it (O(log k)).
    public func row(forSourceRow sourceRow: Int) -> Int? {
        guard let filterRows else { return sourceRow >= 0 && sourceRow < rowCount ? sourceRow : nil }
        let position = Self.lowerBound(filterRows, sourceRow)
        return position < filterRows.count && filterRows[position] == sourceRow ? position : nil
    }

    /// The content height of `row` if known exactly at the current width, without measuring.
    public func measuredHeight(ofRow row: Int) -> Int? {
        index.isMeasured(row) ? index.height(ofRow: row) : nil
    }

    /// The height `row` currently counts for (exact, estimated or default); never measures.
    public func currentHeight(ofRow row: Int) -> Int { index.height(ofRow: row) }

    // MARK: - Heights

    /// Content height of `row`, measuring it (or reading the cache) if not yet exact.
    @discardableResult
    func exactHeight(ofRow row: Int) -> Int {
        if index.isMeasured(row) { return index.height(ofRow: row) }
        return measure(row: row, of: dataSource, into: index, inBackground: false)
    }

    /// Reads `row`'s height at the current width from the cache, or measures it through `source`,
    /// and records it as exact in `index` (the current index); returns the height.
    /// The source and index are parameters so that a background tick fetches them once, not per
    /// row: fetching a struct from a class property copies it (retaining each of its arrays).
    @discardableResult
    func measure(row: Int, of source: Source, into index: HeightIndex, inBackground: Bool) -> Int {
        let sourceRow = self.sourceRow(forRow: row)
        let key = source.heightKey(ofRow: sourceRow)
        let height: Int
        if index.cacheMayHoldOtherHeights, let cached = cache.height(for: key, epoch: index.epoch) {
            height = cached
            countersStorage.totalCacheHits += 1
            if !inBackground { pendingFrameCacheHits += 1 }
        } else {
            height = clampedHeight(source.measuredHeight(ofRow: sourceRow, width: width))
            cache.store(height, for: key, epoch: index.epoch)
            countersStorage.totalMeasurements += 1
            if inBackground { countersStorage.backgroundMeasurements += 1 } else { pendingFrameMeasurements += 1 }
        }
        index.setHeight(height, ofRow: row, measured: true)
        return height
    }

    /// Lines `row` takes on screen with its separator, measuring it if needed.
    @inline(__always) func exactBlockHeight(ofRow row: Int) -> Int {
        exactHeight(ofRow: row) + configuration.separatorHeight
    }

    /// Heights are clamped so that every row takes at least one line (a zero-line row could not be
    /// anchored) and never negative.
    @inline(__always) func clampedHeight(_ height: Int) -> Int {
        max(configuration.separatorHeight > 0 ? 0 : 1, min(height, Int(Int32.max) - 2))
    }

    /// A fresh, lazily zeroed index for the current rows at `width`: O(sample size).
    func makeIndex(width: Int, epoch: Int) -> HeightIndex {
        HeightIndex(width: width, epoch: epoch, separator: configuration.separatorHeight,
                    defaultHeight: sampledDefaultHeight(width: width), count: rowCount)
    }

    /// The mean estimate of evenly spaced sample rows: what rows not yet estimated count as.
    func sampledDefaultHeight(width: Int) -> Int {
        guard rowCount > 0 else { return clampedHeight(1) }
        let samples = min(rowCount, configuration.defaultHeightSampleSize)
        var sum = 0
        let source = dataSource
        for k in 0..<samples {
            let row = samples == rowCount ? k : Int((Double(k) + 0.5) * Double(rowCount) / Double(samples))
            sum += clampedHeight(source.estimatedHeight(ofRow: sourceRow(forRow: min(row, rowCount - 1)), width: width))
        }
        return clampedHeight(Int((Double(sum) / Double(samples)).rounded()))
    }

    /// Drops every width's index and starts a fresh one for the current rows (after re-indexing).
    /// O(1): heights come back from the cache as rows are shown or measured in the background.
    func resetIndexes() {
        for k in recentWidths.indices {
            if let old = recentWidths[k].index { retire(old) }
            recentWidths[k].index = nil
        }
        index = makeIndex(width: width, epoch: recentWidths[0].epoch)
        index.cacheMayHoldOtherHeights = true
        recentWidths[0].index = index
        scrollBarMemory = nil
    }

    /// Called at the end of every public mutating operation.
    @inline(__always) func didMutate() {
        #if DEBUG
        checkInvariants()
        #endif
    }

    static func lowerBound(_ values: [Int], _ target: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) >> 1
            if values[mid] < target { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

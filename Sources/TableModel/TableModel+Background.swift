extension TableModel {
    /// Does a bounded amount of idle-time work; returns true while work remains.
    ///
    /// First pass: every row still at the default height gets its cached height or its O(1)
    /// estimate (so the scroll bar quickly reflects per-row estimates). Second pass: rows are
    /// measured exactly, starting at the top of the viewport and wrapping around, until every row is
    /// measured at the current width. At most `budget` data-source measurements and `32 * budget`
    /// rows looked at per call. Rows on screen never change, so nothing visible moves.
    /// A resize switches to the new width's own passes (the old width's resume if it comes back).
    @discardableResult
    public func measureInBackground(budget: Int) -> Bool {
        retiredIndexes.removeAll()
        guard rowCount > 0 else { return false }
        let budget = max(1, budget)
        let scanLimit = budget * 32
        var scanned = 0
        // Fetched once per tick: reading them per row would copy the source and retain the index.
        let source = dataSource
        let index = self.index
        let width = self.width
        while index.estimateCursor < rowCount && scanned < scanLimit {
            let row = index.estimateCursor
            index.estimateCursor += 1
            scanned += 1
            if index.isKnown(row) { continue }
            if let cached = cachedHeight(ofRow: row, in: source, index: index) {
                index.setHeight(cached, ofRow: row, measured: true)
                countersStorage.totalCacheHits += 1
            } else {
                let estimate = source.estimatedHeight(ofRow: sourceRow(forRow: row), width: width)
                index.setHeight(clampedHeight(estimate), ofRow: row, measured: false)
            }
        }
        if index.estimateCursor < rowCount { return true }
        if !index.measurePassStarted {
            index.measurePassStarted = true
            index.measureCursor = topRow
        }
        var measured = 0
        while !index.isFullyMeasured && measured < budget && scanned < scanLimit {
            if index.measureCursor >= rowCount { index.measureCursor = 0 }
            let row = index.measureCursor
            index.measureCursor += 1
            scanned += 1
            if index.isMeasured(row) { continue }
            let before = countersStorage.totalMeasurements
            measure(row: row, of: source, into: index, inBackground: true)
            if countersStorage.totalMeasurements != before { measured += 1 }
        }
        #if DEBUG
        checkInvariants()
        #endif
        return !index.isFullyMeasured
    }

    /// True while background passes have rows left at the current width.
    public var hasBackgroundWork: Bool { !index.isFullyMeasured }

    /// The cached exact height of `row` at the current width, without measuring (O(1)).
    func cachedHeight(ofRow row: Int, in source: Source, index: HeightIndex) -> Int? {
        guard index.cacheMayHoldOtherHeights, !cache.isEmpty else { return nil }
        return cache.height(for: source.heightKey(ofRow: sourceRow(forRow: row)), epoch: index.epoch)
    }
}

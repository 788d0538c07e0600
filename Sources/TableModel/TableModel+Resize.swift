extension TableModel {
    /// Re-flows for a new viewport: rows are measured at `width` columns and `height` lines are shown.
    ///
    /// Only the rows that end up on screen (plus overscan) are measured now; the rest count with
    /// their estimates until `measureInBackground` reaches them, which restarts for the new width.
    /// A width among the recent ones reuses its heights as they were (resizing back is free).
    /// The selection keeps its relative screen position. Cost: O(visible + log n), whatever the row count.
    public func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(1, newWidth)
        let newHeight = max(0, newHeight)
        guard newWidth != width || newHeight != viewportHeight else { return }
        let anchor = captureAnchor()
        let oldHeight = viewportHeight
        let fraction = selectionFraction(anchor)
        if newWidth != width { switchWidth(to: newWidth) }
        viewportHeight = newHeight
        restore(anchor, oldViewportHeight: oldHeight, selection: selectedRow, selectionFraction: fraction)
        scrollBarMemory = nil
        resizePlace = fraction.flatMap { fraction in
            selectedRow.map { ResizePlace(row: $0, fraction: fraction, topRow: topRow, topOffset: topOffset,
                                          width: width, viewportHeight: viewportHeight) }
        }
        didMutate()
    }

    /// The selection's screen line as a fraction of the viewport: the one the run of resizes began
    /// with while the view is as the last resize left it, else the current one.
    private func selectionFraction(_ anchor: ViewportAnchor) -> Double? {
        guard case .selection(let row, let line, _) = anchor, line >= 0, viewportHeight > 0 else { return nil }
        if let kept = resizePlace, kept.row == row, kept.topRow == topRow, kept.topOffset == topOffset,
           kept.width == width, kept.viewportHeight == viewportHeight {
            return kept.fraction
        }
        return Double(line) / Double(viewportHeight)
    }

    /// Makes `newWidth` the current width, reusing its index when it is recent (O(1) + sample).
    func switchWidth(to newWidth: Int) {
        if let position = recentWidths.firstIndex(where: { $0.width == newWidth }) {
            var entry = recentWidths.remove(at: position)
            width = newWidth
            if entry.index == nil {
                let fresh = makeIndex(width: newWidth, epoch: entry.epoch)
                fresh.cacheMayHoldOtherHeights = true
                entry.index = fresh
            }
            recentWidths.insert(entry, at: 0)
        } else {
            let epoch = nextEpoch
            nextEpoch += 1
            width = newWidth
            recentWidths.insert(WidthEntry(width: newWidth, epoch: epoch, index: makeIndex(width: newWidth, epoch: epoch)), at: 0)
            while recentWidths.count > min(configuration.cachedWidthCount, HeightCache.slotCount) {
                if let evicted = recentWidths.removeLast().index { retire(evicted) }
            }
            cache.setLiveEpochs(recentWidths.map(\.epoch))
        }
        index = recentWidths[0].index!
    }

    /// Keeps a dropped index until idle time (freeing a measured index frees one chunk per 4096 rows), but never more than a few.
    func retire(_ old: HeightIndex) {
        if retiredIndexes.count >= 8 { retiredIndexes.removeFirst() }
        retiredIndexes.append(old)
    }
}

extension TableModel {
    /// The scroll bar thumb for a track of `trackLength` cells, from measured + estimated totals (O(log n)).
    ///
    /// Thumb length is `track * viewport / content`, its start the scrolled fraction of the rest.
    /// Exact once every row is measured. Why a memory: while scrolling down, rows measured below
    /// can grow the total and pull the fraction back; when the viewport moved down *and* the total
    /// changed since the last call, the thumb is held where it was instead of moving up (and
    /// symmetrically when scrolling up), so the thumb is monotone in the scroll direction. Once every
    /// row is measured the thumb is exact, from the frame the last measurement lands on: holding it
    /// there would only defer the same correction to the next frame, under an `isExact` flag.
    public func scrollBar(trackLength: Int) -> ScrollBarGeometry {
        let track = max(0, trackLength)
        let total = index.totalHeight
        let exact = index.isFullyMeasured
        guard rowCount > 0, track > 0, total > viewportHeight else {
            scrollBarMemory = nil
            return ScrollBarGeometry(trackLength: track, thumbStart: 0, thumbLength: track, isExact: exact, isContentFitting: true)
        }
        let length = min(track, max(1, Int((Double(track) * Double(viewportHeight) / Double(total)).rounded())))
        let maxStart = track - length
        let top = scrollOffset
        let scrollable = total - viewportHeight
        var start = top >= scrollable ? maxStart
            : min(maxStart, max(0, Int((Double(maxStart) * Double(top) / Double(scrollable)).rounded())))
        if !exact, top > 0, top < scrollable, let last = scrollBarMemory, last.trackLength == track,
           last.viewportHeight == viewportHeight, last.epoch == index.epoch, last.contentHeight != total {
            let movedDown = (topRow, topOffset) > (last.topRow, last.topOffset)
            let movedUp = (topRow, topOffset) < (last.topRow, last.topOffset)
            if movedDown { start = min(maxStart, max(start, last.thumbStart)) }
            if movedUp { start = max(0, min(start, last.thumbStart)) }
        }
        scrollBarMemory = ScrollBarMemory(trackLength: track, viewportHeight: viewportHeight, epoch: index.epoch,
                                          topRow: topRow, topOffset: topOffset, contentHeight: total, thumbStart: start)
        return ScrollBarGeometry(trackLength: track, thumbStart: start, thumbLength: length, isExact: exact, isContentFitting: false)
    }
}

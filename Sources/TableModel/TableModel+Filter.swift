extension TableModel {
    /// Shows only these data-source rows (ascending, no duplicates), or every row when nil.
    ///
    /// Heights measured before are reused from the cache (keyed by item identity, not position).
    /// The selected item stays selected if the filter keeps it, else the next shown item is
    /// selected; it keeps its screen position. Cost: O(1) plus O(k) validation in debug builds.
    public func setFilter(_ sourceRows: [Int]?) {
        #if DEBUG
        if let sourceRows {
            for k in sourceRows.indices {
                precondition(sourceRows[k] >= 0 && sourceRows[k] < dataSource.rowCount,
                             "TableModel.setFilter: source row \(sourceRows[k]) is outside 0..<\(dataSource.rowCount)")
                precondition(k == 0 || sourceRows[k - 1] < sourceRows[k],
                             "TableModel.setFilter: rows must be ascending without duplicates (at position \(k))")
            }
        }
        #endif
        let anchor = captureAnchor()
        let oldAnchorSource = anchor.row.map(sourceRow(forRow:))
        let oldSelectionSource = selectedRow.map(sourceRow(forRow:))
        filterRows = sourceRows
        rowCount = sourceRows?.count ?? dataSource.rowCount
        resetIndexes()
        let newAnchor = oldAnchorSource.map(nearestRow(forSourceRow:))
        let newSelection = oldSelectionSource.map(nearestRow(forSourceRow:))
        restore(newAnchor.map { anchor.moved(to: $0) } ?? anchor, oldViewportHeight: viewportHeight, selection: newSelection)
        scrollBarMemory = nil
        didMutate()
    }

    /// The current filter's source rows, or nil when every row is shown.
    public var filter: [Int]? { filterRows }

    /// The table row showing `sourceRow`, or the next shown one (the last when none follows).
    func nearestRow(forSourceRow sourceRow: Int) -> Int {
        guard let filterRows else { return min(sourceRow, max(0, rowCount - 1)) }
        return min(Self.lowerBound(filterRows, sourceRow), max(0, filterRows.count - 1))
    }
}

extension TableModel {
    /// Replaces the data source after its rows changed as `change` says, keeping the user's place.
    ///
    /// Costs: `.appended(k)` O(k log n) and keeps every measured height; `.insertedAtTop`,
    /// `.reloaded` and a filter change re-index the rows in O(1) (heights return from the cache
    /// keyed by item identity as rows are shown or measured in the background); `.rowsChanged(rows)`
    /// O(rows.count * log n). `.reloaded` finds the anchored items with `Source.row(of:)` and clears
    /// the filter (the app re-applies it with `setFilter`).
    public func update(dataSource newSource: Source, change: DataSourceChange) {
        switch change {
        case .appended:
            let wasEmpty = rowCount == 0
            dataSource = newSource
            if filterRows == nil {
                let added = newSource.rowCount - rowCount
                precondition(added >= 0, "TableModel.update: .appended but the row count fell from \(rowCount) to \(newSource.rowCount)")
                for entry in recentWidths { entry.index?.append(added) }
                rowCount = newSource.rowCount
            }
            normalizeViewport()
            if wasEmpty && selectedRow == nil && selectsFirstRowWhenFilled && rowCount > 0 {
                selectedRow = 0
            }
            if let selected = selectedRow, viewportHeight > 0, !isAcceptableSelection(selected) {
                reveal(row: selected, alignment: .nearest)
            }

        case .insertedAtTop(let count):
            let anchor = captureAnchor()
            dataSource = newSource
            if let filter = filterRows {
                // The new rows are not in the filter; table rows and their heights stay as they are.
                filterRows = filter.map { $0 + count }
                restore(anchor, oldViewportHeight: viewportHeight, selection: selectedRow)
            } else {
                precondition(newSource.rowCount == rowCount + count, "TableModel.update: .insertedAtTop(\(count)) but the row count went from \(rowCount) to \(newSource.rowCount)")
                rowCount = newSource.rowCount
                resetIndexes()
                let moved = anchor.row.map { anchor.moved(to: $0 + count) } ?? anchor
                restore(moved, oldViewportHeight: viewportHeight, selection: selectedRow.map { $0 + count } ?? nil)
            }

        case .rowsChanged(let sourceRows):
            let anchor = captureAnchor()
            dataSource = newSource
            for source in sourceRows {
                guard let row = row(forSourceRow: source) else { continue }
                for entry in recentWidths { entry.index?.forget(row: row) }
            }
            restore(anchor, oldViewportHeight: viewportHeight, selection: selectedRow)

        case .reloaded:
            let anchor = captureAnchor()
            let anchorID = anchor.row.map { dataSource.itemID(ofRow: sourceRow(forRow: $0)) }
            let selectedID = selectedRow.map { dataSource.itemID(ofRow: sourceRow(forRow: $0)) }
            let oldAnchorRow = anchor.row.map(sourceRow(forRow:))
            let oldSelection = selectedRow.map(sourceRow(forRow:))
            dataSource = newSource
            filterRows = nil
            rowCount = newSource.rowCount
            resetIndexes()
            // Items that vanished leave their place to whatever is now at the same index.
            let newAnchorRow = anchorID.flatMap(newSource.row(of:)) ?? oldAnchorRow
            let newSelection = selectedID.flatMap(newSource.row(of:)) ?? oldSelection
            restore(newAnchorRow.map { anchor.moved(to: $0) } ?? anchor, oldViewportHeight: viewportHeight, selection: newSelection)
        }
        scrollBarMemory = nil
        didMutate()
    }
}

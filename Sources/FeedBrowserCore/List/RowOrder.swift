import Feeds
import Foundation
import TableModel

/// Which entry each table row shows: the entries' own order, or newest first. A value: the
/// table's data source keeps its own copy, so it can still name the old rows' items while a
/// reordered list takes their place. While the entries arrive already in order (the usual feed,
/// newest first) it stays the identity and holds no arrays.
struct RowOrder {
    let sortOrder: ItemOrder
    /// Row -> entry index; empty while the order is the identity.
    private var entryOfRow: [Int] = []
    /// Entry index -> row; empty while the order is the identity.
    private var rowOfEntry: [Int] = []
    /// Each entry's date as seconds (nil: undated), in entry order: the sort key.
    private var dates = EntryDates()

    init(_ sortOrder: ItemOrder) {
        self.sortOrder = sortOrder
    }

    var isIdentity: Bool { entryOfRow.isEmpty }

    @inline(__always) func entry(atRow row: Int) -> Int { entryOfRow.isEmpty ? row : entryOfRow[row] }
    @inline(__always) func row(ofEntry entry: Int) -> Int { rowOfEntry.isEmpty ? entry : rowOfEntry[entry] }

    /// Whether entry `a` is shown before entry `b`: the later date first, undated after dated,
    /// ties (and feed order) by entry index.
    @inline(__always) private func precedes(_ a: Int, _ b: Int) -> Bool {
        guard sortOrder == .newestFirst else { return a < b }
        switch (dates[a], dates[b]) {
        case let (x?, y?): return x != y ? x > y : a < b
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a < b
        }
    }

    /// Adds entries with these dates after the existing ones and says how the rows changed:
    /// `.appended` when they all sort after the rows there (O(k log k)), `.insertedAtTop` when
    /// they all sort before them, else `.reloaded` (a merge, O(n + k log k)).
    mutating func append(dates newDates: [Date?]) -> DataSourceChange {
        let start = dates.count
        dates.append(contentsOf: newDates.map { $0?.timeIntervalSinceReferenceDate })
        let count = newDates.count
        guard count > 0 else { return .appended(count: 0) }
        let batch = Array(start..<dates.count).sorted(by: precedes)
        let inOrder = batch == Array(start..<dates.count)
        let lastRow = start - 1
        if start == 0 || precedes(entry(atRow: lastRow), batch[0]) {
            if isIdentity && inOrder { return .appended(count: count) }
            materialize(count: start)
            entryOfRow.append(contentsOf: batch)
            rowOfEntry.append(contentsOf: repeatElement(0, count: count))
            for (offset, entry) in batch.enumerated() { rowOfEntry[entry] = start + offset }
            return .appended(count: count)
        }
        let existing = (0..<start).map(entry(atRow:))
        if precedes(batch[batch.count - 1], existing[0]) {
            setRows(batch + existing)
            return .insertedAtTop(count: count)
        }
        var merged: [Int] = []
        merged.reserveCapacity(dates.count)
        var i = 0, j = 0
        while i < existing.count || j < batch.count {
            if j == batch.count || (i < existing.count && precedes(existing[i], batch[j])) {
                merged.append(existing[i]); i += 1
            } else {
                merged.append(batch[j]); j += 1
            }
        }
        setRows(merged)
        return .reloaded
    }

    /// The same entries in `sortOrder`. O(n log n).
    func sorted(as sortOrder: ItemOrder) -> RowOrder {
        var result = RowOrder(sortOrder)
        result.dates = dates
        let rows = Array(dates.indices).sorted(by: result.precedes)
        if rows != Array(dates.indices) { result.setRows(rows) }
        return result
    }

    private mutating func materialize(count: Int) {
        guard isIdentity else { return }
        entryOfRow = Array(0..<count)
        rowOfEntry = Array(0..<count)
    }

    private mutating func setRows(_ rows: [Int]) {
        entryOfRow = rows
        rowOfEntry = [Int](repeating: 0, count: rows.count)
        for (row, entry) in rows.enumerated() { rowOfEntry[entry] = row }
    }
}

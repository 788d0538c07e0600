/// The entries' dates as seconds (nil: undated), in entry order, for `RowOrder`: a value whose
/// copies share one append-only column. Each copy sees the first `count` dates; appending to the
/// copy that has them all extends the column in place, appending to an older copy copies its part
/// first. The table's data source keeps a copy of the row order, so a plain array was copied
/// whole at every batch of a streaming load (quadratic: 2% of loading a 100k feed).
struct EntryDates {
    /// The shared column; a copy's dates are its first `count`.
    private final class Column {
        var seconds: [Double?] = []
    }

    private var column = Column()
    private(set) var count = 0

    subscript(entry: Int) -> Double? {
        precondition(entry < count, "EntryDates: no entry \(entry)")
        return column.seconds[entry]
    }

    var indices: Range<Int> { 0..<count }

    mutating func append(contentsOf dates: some Sequence<Double?>) {
        if column.seconds.count != count {
            let copied = Column()
            copied.seconds = Array(column.seconds[..<count])
            column = copied
        }
        column.seconds.append(contentsOf: dates)
        count = column.seconds.count
    }
}

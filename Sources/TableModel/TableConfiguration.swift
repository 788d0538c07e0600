/// Fixed parameters of a `TableModel`.
public struct TableConfiguration: Sendable, Equatable {
    /// Lines the table adds below every row's content (the "+1" separator of the design).
    public var separatorHeight: Int
    /// Rows measured beyond each edge of the viewport, so a one-line scroll rarely measures.
    public var overscanRows: Int
    /// How many recent widths keep their heights, so resizing back and forth costs nothing.
    public var cachedWidthCount: Int
    /// Rows whose estimates are sampled to pick the height of rows not yet estimated.
    public var defaultHeightSampleSize: Int

    /// A configuration; the defaults suit the feed list (1-line separator, 2 rows of overscan, 4 widths).
    public init(separatorHeight: Int = 1, overscanRows: Int = 2, cachedWidthCount: Int = 4, defaultHeightSampleSize: Int = 64) {
        precondition(separatorHeight >= 0, "TableConfiguration: separatorHeight must be >= 0, got \(separatorHeight)")
        precondition(overscanRows >= 0, "TableConfiguration: overscanRows must be >= 0, got \(overscanRows)")
        precondition(cachedWidthCount >= 1, "TableConfiguration: cachedWidthCount must be >= 1, got \(cachedWidthCount)")
        self.separatorHeight = separatorHeight
        self.overscanRows = overscanRows
        self.cachedWidthCount = cachedWidthCount
        self.defaultHeightSampleSize = max(1, defaultHeightSampleSize)
    }
}

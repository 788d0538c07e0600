/// One row intersecting the viewport, as the renderer needs it.
public struct VisibleRow: Sendable, Equatable {
    /// The row's index in the table (in the filtered view when a filter is set).
    public var row: Int
    /// The row's index in the data source.
    public var sourceRow: Int
    /// Screen line of the row's first content line; negative when its top is scrolled off.
    public var y: Int
    /// Content height in lines (the separator follows at `y + height`).
    public var height: Int
    /// Whether this row is the selection.
    public var isSelected: Bool
}

import Foundation

/// A row on screen: which row, which item, where its top is relative to the pane (negative when
/// the row is cut at the top) and how it is laid out.
public struct ListRow: Sendable {
    public var row: Int
    public var itemIndex: Int
    public var top: Int
    public var drawing: CellDrawing
    /// The item's read and starred marks, in library lists.
    public var state: ItemState?
    /// The item's date, drawn into the row's date slot relative to the frame's clock.
    public var date: Date?
}

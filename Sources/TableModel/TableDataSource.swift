/// What a `TableModel` needs to know about the rows it shows; the app implements it with CellLayout.
///
/// Rows are addressed by index `0..<rowCount`. Every call must be cheap except
/// `measuredHeight(ofRow:width:)`, which the model calls only for rows it shows (plus a small
/// overscan) and, in bounded ticks, from `TableModel.measureInBackground(budget:)`.
/// Heights exclude the separator below each row: the table adds `TableConfiguration.separatorHeight`.
public protocol TableDataSource {
    /// The stable identity of an item across reloads, e.g. the feed item's id.
    associatedtype ItemID: Hashable

    /// Number of rows.
    var rowCount: Int { get }

    /// The item shown in `row` and the version of its content; a new version invalidates cached heights.
    func identity(ofRow row: Int) -> RowIdentity<ItemID>

    /// The template (reuse identifier) `row` is laid out with; heights are cached per template.
    func template(ofRow row: Int) -> Int

    /// A cheap guess of the row's height at `width`; must be O(1) (no wrapping, no solving).
    func estimatedHeight(ofRow row: Int, width: Int) -> Int

    /// The exact height of the row laid out at `width` columns (may be expensive).
    func measuredHeight(ofRow row: Int, width: Int) -> Int

    /// The row showing `itemID`, or nil; used to keep the user's place across a full reload.
    /// The default implementation scans every row (O(n)); override it with a dictionary lookup.
    func row(of itemID: ItemID) -> Int?
}

extension TableDataSource {
    /// Scans every row for `itemID` (O(n)); conforming types should provide an O(1) lookup.
    public func row(of itemID: ItemID) -> Int? {
        for row in 0..<rowCount where identity(ofRow: row).itemID == itemID { return row }
        return nil
    }
}

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

    /// The item shown in `row`; with `row(of:)`, keeps the user's place across a full reload.
    func itemID(ofRow row: Int) -> ItemID

    /// The key of `row`'s cached heights (item key, content version, template); called once per
    /// row measured or looked up, so it should be a few array reads, never a hash of the item id.
    func heightKey(ofRow row: Int) -> HeightKey

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
        for row in 0..<rowCount where self.itemID(ofRow: row) == itemID { return row }
        return nil
    }
}

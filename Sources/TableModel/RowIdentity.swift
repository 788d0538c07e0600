/// Which item a row shows and which version of its content; the key of the height cache.
public struct RowIdentity<ItemID: Hashable>: Hashable {
    /// The item's stable identity (survives reloads and inserts).
    public var itemID: ItemID
    /// Bumped by the data source whenever the item's content changes, so old heights are not reused.
    public var contentVersion: Int

    /// An identity of `itemID` at `contentVersion`.
    public init(itemID: ItemID, contentVersion: Int = 0) {
        self.itemID = itemID
        self.contentVersion = contentVersion
    }
}

extension RowIdentity: Sendable where ItemID: Sendable {}

/// One page of an item list, and where the following page starts (`nil` after the last page).
public struct ItemPage: Sendable, Equatable {
    /// The rows, in list order.
    public var rows: [ItemRow]
    /// Pass to the same list call for the following page.
    public var next: ItemCursor?

    /// A page of `rows`, followed by the page at `next`.
    public init(rows: [ItemRow], next: ItemCursor?) {
        self.rows = rows
        self.next = next
    }
}

/// One page of an item list, and where the following page starts (`nil` after the last page).
public struct ItemPage: Sendable, Equatable {
    public var rows: [ItemRow]
    public var next: ItemCursor?

    public init(rows: [ItemRow], next: ItemCursor?) {
        self.rows = rows
        self.next = next
    }
}

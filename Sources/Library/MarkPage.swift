/// One page of a list's marks in list order, and where the following page starts (`nil` after the last).
public struct MarkPage: Sendable, Equatable {
    public var marks: [ItemMark]
    /// Pass to the same call for the following page.
    public var next: ItemCursor?

    /// A page of `marks`, followed by the page at `next`.
    public init(marks: [ItemMark], next: ItemCursor?) {
        self.marks = marks
        self.next = next
    }
}

/// An item as a long list holds it while its row is not shown: which item, its feed and the
/// reader's marks, 24 bytes instead of the whole row.
public struct ItemMark: Sendable, Equatable {
    public var id: LibraryItemID
    public var feedID: LibraryFeedID
    public var isRead: Bool
    public var isStarred: Bool

    /// A mark as given.
    public init(id: LibraryItemID, feedID: LibraryFeedID, isRead: Bool, isStarred: Bool) {
        self.id = id
        self.feedID = feedID
        self.isRead = isRead
        self.isStarred = isStarred
    }
}

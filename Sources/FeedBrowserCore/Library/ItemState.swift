/// An item's place in the library and the reader's marks on it (library lists only).
public struct ItemState: Sendable, Equatable {
    /// The item's id in the library, for the runtime's writes.
    public var libraryID: Int64
    /// Its feed's id in the library, so marks update the feed list's counts without a query.
    public var feedID: Int64
    public var isRead: Bool
    public var isStarred: Bool
    /// First stored since the reader last left the library (a refresh since then brought it).
    public var isNew: Bool

    public init(libraryID: Int64, feedID: Int64, isRead: Bool, isStarred: Bool, isNew: Bool = false) {
        self.libraryID = libraryID
        self.feedID = feedID
        self.isRead = isRead
        self.isStarred = isStarred
        self.isNew = isNew
    }
}

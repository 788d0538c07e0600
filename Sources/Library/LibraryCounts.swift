/// How many items the whole library holds, and how many are unread or starred.
public struct LibraryCounts: Sendable, Equatable {
    /// Every stored item.
    public var items: Int
    /// Items not read yet.
    public var unread: Int
    /// Starred items, read or not.
    public var starred: Int

    /// Counts as given.
    public init(items: Int, unread: Int, starred: Int) {
        self.items = items
        self.unread = unread
        self.starred = starred
    }
}

/// How many items the whole library holds, and how many are unread or starred.
public struct LibraryCounts: Sendable, Equatable {
    public var items: Int
    public var unread: Int
    public var starred: Int

    public init(items: Int, unread: Int, starred: Int) {
        self.items = items
        self.unread = unread
        self.starred = starred
    }
}

/// What `A` would mark read when that spans several feeds, asked before it is done (as newsboat
/// asks before marking every feed read): the list and how many unread items of how many feeds.
public struct MarkReadQuestion: Sendable, Equatable {
    /// The list whose items are marked.
    public var source: ItemSource
    /// Only the rows the filter shows, not every item of the source.
    public var filtered: Bool
    /// The unread items that would be marked read, and the feeds they belong to.
    public var items: Int
    public var feeds: Int

    public init(source: ItemSource, filtered: Bool, items: Int, feeds: Int) {
        self.source = source
        self.filtered = filtered
        self.items = items
        self.feeds = feeds
    }
}

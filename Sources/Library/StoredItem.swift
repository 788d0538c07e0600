import Feeds
import Foundation

/// An item as the detail view needs it: every field the feed gave, and the reader's state.
public struct StoredItem: Sendable, Equatable {
    /// The item in the library.
    public var id: LibraryItemID
    /// The feed the item belongs to.
    public var feedID: LibraryFeedID
    /// Every field as the feed last gave it; `item.id` is its identity within the feed.
    public var item: FeedItem
    /// When this library first stored the item.
    public var firstSeenAt: Date
    /// Whether the reader has read it.
    public var isRead: Bool
    /// Whether the reader starred it.
    public var isStarred: Bool
}

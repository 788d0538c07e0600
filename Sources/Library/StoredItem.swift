import Feeds
import Foundation

/// An item as the detail view needs it: every field the feed gave, and the reader's state.
public struct StoredItem: Sendable, Equatable {
    public var id: LibraryItemID
    public var feedID: LibraryFeedID
    public var item: FeedItem
    /// When this library first stored the item.
    public var firstSeenAt: Date
    public var isRead: Bool
    public var isStarred: Bool
}

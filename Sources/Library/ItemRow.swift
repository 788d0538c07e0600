import Foundation

/// What a list row shows of an item: small, so a page of rows never loads the full texts.
public struct ItemRow: Sendable, Equatable {
    /// The item, for `LibraryStore.item(_:)`, `setRead` and `setStarred`.
    public var id: LibraryItemID
    /// The feed the item belongs to (lists across feeds show its title).
    public var feedID: LibraryFeedID
    /// The item's title, when the feed gave one.
    public var title: String?
    /// The item's author, when the feed gave one.
    public var author: String?
    /// The publication date; `nil` for an undated item (listed after the dated ones).
    public var published: Date?
    /// Whether the reader has read it.
    public var isRead: Bool
    /// Whether the reader starred it (kept whatever the feed or the retention does).
    public var isStarred: Bool
    /// The start of the summary (at most `ItemRow.summaryPrefixLength` characters).
    public var summaryPrefix: String
    /// The item's first (smallest) thumbnail.
    public var thumbnailURL: String?
    /// Where the page after this row starts.
    public var cursor: ItemCursor

    /// How much of the summary a row carries: more than a terminal row shows, far less than a long text.
    public static let summaryPrefixLength = 300
}

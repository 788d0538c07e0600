import Foundation

/// What a list row shows of an item: small, so a page of rows never loads the full texts.
public struct ItemRow: Sendable, Equatable {
    public var id: LibraryItemID
    public var feedID: LibraryFeedID
    public var title: String?
    public var author: String?
    public var published: Date?
    public var isRead: Bool
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

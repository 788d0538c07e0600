import Foundation

/// A feed as the library knows it: what the last fetch said, and how many items it holds.
public struct LibraryFeed: Sendable, Equatable {
    /// The feed in the library, for `items(in:)` and `markAllRead(feed:)`.
    public var id: LibraryFeedID
    /// The feed document's URL: the feed's identity in the library.
    public var url: String
    /// The channel title from the last stored fetch ("" before the first).
    public var title: String
    /// The feed fetched for this subscription when its URL is an HTML page that links to a feed
    /// (nil: the URL is the feed itself).
    public var linkedURL: String?
    /// The channel's web page.
    public var siteLink: String?
    /// Validators of the last stored response, for a conditional request.
    public var validators: FeedValidators
    /// Hash of the last stored body, so an unchanged body is not parsed and stored again.
    public var bodyHash: String?
    /// When the feed was last fetched, successfully or not.
    public var lastFetchedAt: Date?
    /// When the feed was last fetched and stored successfully.
    public var lastSucceededAt: Date?
    /// Why the last fetch failed; `nil` when it succeeded.
    public var lastError: String?
    /// Place in the reader's feed list (ascending).
    public var position: Int
    /// Items stored for the feed.
    public var itemCount: Int
    /// Of those, the items not read yet.
    public var unreadCount: Int
    /// Of those, the starred items.
    public var starredCount: Int
}

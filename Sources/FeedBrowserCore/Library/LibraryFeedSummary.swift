import Foundation

/// One subscribed feed as the feed list shows it, from the urls file and the library.
public struct LibraryFeedSummary: Sendable, Equatable {
    /// The feed's id in the library; nil before its first refresh stored it.
    public var libraryID: Int64?
    public var url: String
    public var title: String
    public var tags: [String]
    public var unread: Int
    public var total: Int
    /// When it was last refreshed successfully.
    public var lastUpdate: Date?
    /// Why its last refresh failed, if it did.
    public var lastError: String?
    /// When it was last fetched, successfully or not (a feed that keeps failing is not retried
    /// at every start: see `LibrarySession.staleFeeds`).
    public var lastAttempt: Date?
    /// The feed refreshes read when `url` is an HTML page linking to it (nil: `url` is the feed).
    public var linkedFeed: String?

    public init(libraryID: Int64?, url: String, title: String, tags: [String] = [], unread: Int = 0, total: Int = 0,
                lastUpdate: Date? = nil, lastError: String? = nil, linkedFeed: String? = nil, lastAttempt: Date? = nil) {
        self.libraryID = libraryID
        self.url = url
        self.title = title
        self.tags = tags
        self.unread = unread
        self.total = total
        self.lastUpdate = lastUpdate
        self.lastError = lastError
        self.linkedFeed = linkedFeed
        self.lastAttempt = lastAttempt
    }
}

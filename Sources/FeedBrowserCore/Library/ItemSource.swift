/// What a list of the library shows: one feed's items, the items of the feeds with a tag, or the
/// unread or starred items of all.
public enum ItemSource: Sendable, Hashable, Codable {
    case feed(id: Int64, url: String)
    /// The feeds tagged `name` in the urls file (their ids when the feed list was made).
    case tag(name: String, feedIDs: [Int64])
    case allUnread
    case starred

    /// The feed's URL, for a refresh of this list; nil for the lists across feeds.
    public var feedURL: String? {
        if case .feed(_, let url) = self { return url }
        return nil
    }

    /// The URLs of the subscribed feeds whose items this list shows, out of `feeds`.
    public func feedURLs(in feeds: [LibraryFeedSummary]) -> [String] {
        switch self {
        case .feed(_, let url): return [url]
        case .tag(_, let feedIDs):
            let ids = Set(feedIDs)
            return feeds.filter { $0.libraryID.map(ids.contains) ?? false }.map(\.url)
        case .allUnread, .starred: return feeds.map(\.url)
        }
    }
}

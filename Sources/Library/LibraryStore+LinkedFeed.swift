import GRDB

extension LibraryStore {
    /// Records which feed the subscription `feedURL` was refreshed from: `linkedURL`, the feed
    /// its HTML page links to, or nil when the URL served the feed itself.
    public func setLinkedFeed(feedURL: String, linkedURL: String?) throws(LibraryError) {
        try write { db in
            try db.execute(sql: "UPDATE feed SET linkedURL = ? WHERE url = ?", arguments: [linkedURL, feedURL])
        }
    }
}

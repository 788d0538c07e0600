import Foundation
import GRDB

extension LibraryFeed {
    /// Every feed column; the counts are kept in the feed row by triggers (migration v2).
    static let selection = "feed.*"

    /// Decodes a row of `selection`; internal, so that GRDB stays out of the library's public API.
    init(row: Row) {
        id = LibraryFeedID(rawValue: row["id"])
        url = row["url"]
        title = row["title"]
        siteLink = row["siteLink"]
        linkedURL = row["linkedURL"]
        validators = FeedValidators(etag: row["etag"], lastModified: row["lastModified"])
        bodyHash = row["bodyHash"]
        lastFetchedAt = (row["lastFetchedAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        lastSucceededAt = (row["lastSucceededAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        lastError = row["lastError"]
        position = row["position"]
        itemCount = row["itemCount"]
        unreadCount = row["unreadCount"]
        starredCount = row["starredCount"]
    }
}

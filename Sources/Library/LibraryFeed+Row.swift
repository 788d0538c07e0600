import Foundation
import GRDB

extension LibraryFeed {
    /// Every feed column and both counts in one statement: the counts are correlated subqueries
    /// answered from the item indexes, instead of one query per feed.
    static let selection = """
        feed.*,
        (SELECT count(*) FROM item WHERE item.feedId = feed.id) AS itemCount,
        (SELECT count(*) FROM item WHERE item.feedId = feed.id AND item.isRead = 0) AS unreadCount
        """

    /// Decodes a row of `selection`; internal, so that GRDB stays out of the library's public API.
    init(row: Row) {
        id = LibraryFeedID(rawValue: row["id"])
        url = row["url"]
        title = row["title"]
        siteLink = row["siteLink"]
        validators = FeedValidators(etag: row["etag"], lastModified: row["lastModified"])
        bodyHash = row["bodyHash"]
        lastFetchedAt = (row["lastFetchedAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        lastSucceededAt = (row["lastSucceededAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        lastError = row["lastError"]
        position = row["position"]
        itemCount = row["itemCount"]
        unreadCount = row["unreadCount"]
    }
}

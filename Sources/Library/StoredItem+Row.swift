import Feeds
import Foundation
import GRDB

extension StoredItem {
    /// Decodes a row of `SELECT * FROM item`; internal, so that GRDB stays out of the library's
    /// public API. Throws when a JSON column does not decode.
    init(row: Row) throws {
        id = LibraryItemID(rawValue: row["id"])
        feedID = LibraryFeedID(rawValue: row["feedId"])
        item = FeedItem(
            id: row["identity"], title: row["title"], link: row["link"], author: row["author"],
            published: (row["published"] as Double?).map(Date.init(timeIntervalSince1970:)),
            summary: row["summary"], content: row["content"],
            links: try StoredItemFields.decode(row["links"], as: [String].self),
            thumbnails: try StoredItemFields.decode(row["thumbnails"], as: [FeedThumbnail].self),
            enclosures: try StoredItemFields.decode(row["enclosures"], as: [FeedEnclosure].self),
            categories: try StoredItemFields.decode(row["categories"], as: [String].self),
            duration: row["duration"], artworkURL: row["artworkURL"],
            marks: TextMark.fromStored(row["textMarks"]))
        firstSeenAt = Date(timeIntervalSince1970: row["firstSeenAt"])
        isRead = row["isRead"]
        isStarred = row["isStarred"]
    }
}

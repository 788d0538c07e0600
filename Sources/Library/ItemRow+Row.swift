import Foundation
import GRDB

extension ItemRow {
    /// The select list `init(row:)` decodes: short columns, the summary's prefix and the first
    /// thumbnail's URL, so a page never loads contents or whole JSON arrays into Swift.
    static let selection = """
        id, feedId, title, author, published, isRead, isStarred, sortTime,
        substr(summary, 1, \(summaryPrefixLength)) AS summaryPrefix,
        json_extract(thumbnails, '$[0].url') AS thumbnailURL
        """

    /// Decodes a row of `selection`; internal, so that GRDB stays out of the library's public API.
    init(row: Row) {
        id = LibraryItemID(rawValue: row["id"])
        feedID = LibraryFeedID(rawValue: row["feedId"])
        title = row["title"]
        author = row["author"]
        published = (row["published"] as Double?).map(Date.init(timeIntervalSince1970:))
        isRead = row["isRead"]
        isStarred = row["isStarred"]
        summaryPrefix = row["summaryPrefix"]
        thumbnailURL = row["thumbnailURL"]
        cursor = ItemCursor(sortTime: row["sortTime"], itemID: row["id"])
    }
}

import Feeds
import Foundation
import GRDB

/// A `FeedItem` as columns: the arrays as JSON text, the dates as Unix seconds, and the two hashes
/// that tell an updated item from an unchanged one. The text hash is FNV-1a of the title, 0x1F and
/// the content, as in the first release, so stored read marks keep their meaning.
struct StoredItemFields {
    let item: FeedItem
    let published: Double?
    let links: String
    let thumbnails: String
    let enclosures: String
    let categories: String
    let marks: String
    /// Hash of every field: differs when anything the detail shows changed.
    let contentHash: Int64
    /// Hash of the title and the content: differs when the reader would have something new to read.
    let textHash: Int64

    init(_ item: FeedItem) {
        self.item = item
        published = item.published?.timeIntervalSince1970
        links = StoredItemJSON.strings(item.links)
        thumbnails = StoredItemJSON.thumbnails(item.thumbnails)
        enclosures = StoredItemJSON.enclosures(item.enclosures)
        categories = StoredItemJSON.strings(item.categories)
        marks = TextMark.stored(item.marks)
        // The marks count only when there are some: an item without any hashes as it did before
        // them, and a change of structure alone updates the row.
        let hashedMarks = marks.isEmpty ? [] : [marks]
        // So do a podcast episode's length and artwork (migration v5).
        let episode = item.duration == nil && item.artworkURL == nil ? [] : [item.duration ?? "", item.artworkURL ?? ""]
        contentHash = Self.contentHash(item, published: published, arrays: [links, thumbnails, enclosures, categories] + hashedMarks + episode)
        var text = ItemHash()
        text.add(bytesOf: item.title ?? "")
        text.add(byte: 0x1F)
        text.add(bytesOf: item.content)
        textHash = text.signed
    }

    /// Every field, each with its length, the arrays as their JSON: hashed in place, where
    /// encoding the whole item again to hash it cost as much as the columns.
    private static func contentHash(_ item: FeedItem, published: Double?, arrays: [String]) -> Int64 {
        var hash = ItemHash()
        for field in [item.id, item.title, item.link, item.author, published.map { String($0) }, item.summary, item.content] {
            hash.add(field: field)
        }
        for array in arrays { hash.add(field: array) }
        return hash.signed
    }

    /// The columns of an `item` row, as named arguments of the insert and update statements.
    var arguments: [String: (any DatabaseValueConvertible)?] {
        [
            "identity": item.id, "title": item.title, "link": item.link, "author": item.author,
            "published": published, "summary": item.summary, "content": item.content,
            "links": links, "thumbnails": thumbnails, "enclosures": enclosures, "categories": categories, "textMarks": marks,
            "duration": item.duration, "artworkURL": item.artworkURL,
            "contentHash": contentHash, "textHash": textHash,
        ]
    }

    /// Decodes a JSON array column written by `init(_:)`.
    static func decode<Element: Decodable>(_ json: String, as type: [Element].Type) throws -> [Element] {
        // Most items have no thumbnails or enclosures: a decoder for "[]" cost more than the row.
        if json == "[]" { return [] }
        return try JSONDecoder().decode(type, from: Data(json.utf8))
    }

}

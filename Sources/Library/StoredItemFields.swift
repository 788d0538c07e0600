import Feeds
import Foundation
import GRDB

/// A `FeedItem` as columns: the arrays as JSON text, the dates as Unix seconds, and the two hashes
/// that tell an updated item from an unchanged one.
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

    init(_ item: FeedItem) throws {
        self.item = item
        published = item.published?.timeIntervalSince1970
        let encoder = JSONEncoder()
        // Sorted keys: the same item always encodes to the same bytes, so its hash is stable.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        links = try Self.text(encoder.encode(item.links))
        thumbnails = try Self.text(encoder.encode(item.thumbnails))
        enclosures = try Self.text(encoder.encode(item.enclosures))
        categories = try Self.text(encoder.encode(item.categories))
        marks = TextMark.stored(item.marks)
        // The marks are not in the item's JSON: added to it, a change of structure alone updates the row.
        var hashed = try encoder.encode(item)
        if !marks.isEmpty { hashed.append(contentsOf: Data(("\u{1F}" + marks).utf8)) }
        contentHash = Self.fnv1a(hashed)
        textHash = Self.fnv1a(Data(((item.title ?? "") + "\u{1F}" + item.content).utf8))
    }

    /// The columns of an `item` row, as named arguments of the insert and update statements.
    var arguments: [String: (any DatabaseValueConvertible)?] {
        [
            "identity": item.id, "title": item.title, "link": item.link, "author": item.author,
            "published": published, "summary": item.summary, "content": item.content,
            "links": links, "thumbnails": thumbnails, "enclosures": enclosures, "categories": categories, "marks": marks,
            "contentHash": contentHash, "textHash": textHash,
        ]
    }

    /// Decodes a JSON array column written by `init(_:)`.
    static func decode<Element: Decodable>(_ json: String, as type: [Element].Type) throws -> [Element] {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// FNV-1a, 64 bits: the same in every run (Swift's `Hasher` is seeded per process); only ever
    /// compared with the hash of the same item's previous version.
    private static func fnv1a(_ data: Data) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int64(bitPattern: hash)
    }
}

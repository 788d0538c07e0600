import Feeds
import Foundation
import Testing
import TestSupport
@testable import FeedBrowserCore

/// A held entry's other fields (id, date, links, pictures, enclosures, categories, marks) are
/// packed as bytes: every field of every shape must read back as it was.
@Suite struct PackedItemFieldsTests {
    /// Strings that share starts (URLs are packed after the one before them), also up to the
    /// middle of a scalar (é and è share their first byte).
    static let strings = ["", "a", "https://example.com/a/long/path/to/a/picture.png?size=large&x=1",
                          "https://example.com/a/long/path/to/a/picture.png?size=small", "https://example.com/a/", "Straße 東京 👨‍👩‍👧",
                          "café", "cafè", "e\u{301}", String(repeating: "x", count: 300)]
    static let numbers = [0, 1, -1, 63, 64, -64, 127, 128, 300, -300, 1 << 40, Int.max, Int.min]

    /// `item`'s other fields as a held entry has them back: packed and unpacked.
    static func packed(_ item: FeedItem) -> FeedItem {
        var fields = PackedItemFields()
        let offset = fields.append(item, keepingID: true)
        return fields.item(at: offset) { "not packed" }
    }

    static func string(_ random: inout SeededGenerator) -> String { strings.randomElement(using: &random)! }

    static func optionalString(_ random: inout SeededGenerator) -> String? {
        Bool.random(using: &random) ? nil : string(&random)
    }

    static func optionalNumber(_ random: inout SeededGenerator) -> Int? {
        Bool.random(using: &random) ? nil : numbers.randomElement(using: &random)!
    }

    static func enclosures(_ random: inout SeededGenerator) -> [FeedEnclosure] {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in
            FeedEnclosure(url: string(&random), type: optionalString(&random), length: optionalNumber(&random), medium: optionalString(&random),
                          width: optionalNumber(&random), height: optionalNumber(&random))
        }
    }

    static func marks(_ random: inout SeededGenerator) -> [TextMark] {
        let kinds: [TextMark.Kind] = [.heading, .strong, .emphasis, .code, .preformatted, .quote, .link(index: 0), .link(index: 7),
                                      .link(index: 100_000)]
        return (0..<Int.random(in: 0...3, using: &random)).map { _ in
            TextMark(kinds.randomElement(using: &random)!, start: numbers.randomElement(using: &random)!,
                     end: numbers.randomElement(using: &random)!)
        }
    }

    static func item(_ random: inout SeededGenerator) -> FeedItem {
        let dates: [Date?] = [nil, Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_764_000_000.25),
                              Date(timeIntervalSinceReferenceDate: -1e9), .distantFuture, .distantPast]
        return FeedItem(id: string(&random), published: dates.randomElement(using: &random)!,
                        links: (0..<Int.random(in: 0...3, using: &random)).map { _ in string(&random) },
                        thumbnails: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                            FeedThumbnail(url: string(&random), width: optionalNumber(&random), height: optionalNumber(&random))
                        },
                        enclosures: enclosures(&random), categories: (0..<Int.random(in: 0...3, using: &random)).map { _ in string(&random) },
                        marks: marks(&random))
    }

    @Test func everyFieldOfEveryShapeReadsBackAsPacked() {
        var random = SeededGenerator(seed: 451)
        var fields = PackedItemFields()
        // An item with nothing but an empty id, then items of random shapes.
        let items = [FeedItem(id: "")] + (0..<2000).map { _ in Self.item(&random) }
        // Every other id left to the store, which gives it back.
        let offsets = items.indices.map { fields.append(items[$0], keepingID: $0 % 2 == 0) }
        for (index, (item, offset)) in zip(items, offsets).enumerated() {
            let read = fields.item(at: offset) { index % 2 == 0 ? "not packed" : item.id }
            #expect(read == item, "item \(index)")
            #expect(read.id.utf8.elementsEqual(item.id.utf8), "item \(index): the id's bytes")
        }
        // Each shape came up: an empty item and one with every part.
        #expect(items.contains { $0.published == nil && $0.links.isEmpty && $0.thumbnails.isEmpty && $0.enclosures.isEmpty
                && $0.categories.isEmpty && $0.marks.isEmpty })
        #expect(items.contains { $0.published != nil && !$0.links.isEmpty && !$0.thumbnails.isEmpty && !$0.enclosures.isEmpty
                && !$0.categories.isEmpty && !$0.marks.isEmpty })
    }

    @Test func aCopyKeepsItsFieldsWhenTheOriginalGrows() {
        var fields = PackedItemFields()
        let first = FeedItem(id: "first", links: ["https://example.com/1"])
        let offset = fields.append(first, keepingID: true)
        let copy = fields
        for number in 0..<1000 { _ = fields.append(FeedItem(id: "\(number)", categories: ["c\(number)"]), keepingID: true) }
        #expect(copy.item(at: offset) { "" } == first)
        #expect(copy.bytes.count < fields.bytes.count)
    }
}

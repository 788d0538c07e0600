import Feeds
import Foundation
import Testing
@testable import Library

/// `searchItems`: SQLite hands each item's texts to the matcher in place, and only the ids asked
/// about are searched.
struct SearchTests {
    /// Whether any field contains `word`'s bytes, plain.
    static func contains(_ word: String) -> (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Bool {
        let needle = Array(word.utf8)
        return { fields in
            fields.contains { field in
                field.count >= needle.count && (0...(field.count - needle.count)).contains { field[$0..<($0 + needle.count)].elementsEqual(needle) }
            }
        }
    }

    @Test func itFindsTheAskedItemsWhoseTextsMatch() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a", title: "Alpha"), Sample.item("b", content: "a bravo text"), Sample.item("c", title: "Bravo")])
        let ids = try ["a", "b", "c"].map(library.itemID)
        let found = try #require(try library.store.searchItems(ids, isCancelled: { false }, matching: Self.contains("ravo")))
        #expect(Set(found) == [ids[1], ids[2]], "the content and the title")
        let asked = try #require(try library.store.searchItems([ids[0], ids[1]], isCancelled: { false }, matching: Self.contains("ravo")))
        #expect(asked == [ids[1]], "only the items asked about")
        let gone = try #require(try library.store.searchItems([LibraryItemID(rawValue: 999)], isCancelled: { false }, matching: { _ in true }))
        #expect(gone.isEmpty, "an id no longer stored")
    }

    @Test func theMatcherGetsTitleContentAuthorSummaryAndLinkEmptyWhenAbsent() throws {
        let library = try TemporaryLibrary()
        try library.store([FeedItem(id: "x", title: nil, link: nil, author: "Ann", summary: "Sum", content: "Text")])
        let seen = FieldsBox()
        _ = try library.store.searchItems([try library.itemID("x")], isCancelled: { false }) { fields in
            seen.fields = fields.map { String(decoding: $0, as: UTF8.self) }
            return true
        }
        #expect(seen.fields == ["", "Text", "Ann", "Sum", ""])
    }

    @Test func aCancelledSearchAnswersNil() throws {
        let library = try TemporaryLibrary()
        try library.store((0..<10).map { Sample.item("i\($0)") })
        let ids = try (0..<10).map { try library.itemID("i\($0)") }
        #expect(try library.store.searchItems(ids, isCancelled: { true }, matching: { _ in true }) == nil)
        // The function is removed after each search: a second one on the same connection works.
        #expect(try library.store.searchItems(ids, isCancelled: { false }, matching: { _ in true })?.count == 10)
    }

    @Test func manyIdsAreSearchedInBatches() throws {
        let library = try TemporaryLibrary()
        let count = LibraryStore.searchBatchSize * 2 + 5
        try library.store((0..<count).map { Sample.item("i\($0)", title: $0 % 3 == 0 ? "three" : "other") })
        let ids = try library.store.pool.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM item") }.map(LibraryItemID.init)
        let found = try #require(try library.store.searchItems(ids, isCancelled: { false }, matching: Self.contains("three")))
        #expect(found.count == (count + 2) / 3)
    }

    final class FieldsBox: @unchecked Sendable {
        var fields: [String] = []
    }
}

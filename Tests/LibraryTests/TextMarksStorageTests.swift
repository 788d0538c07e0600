import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// A stored item keeps its text's structure, so the detail of a library item shows headings,
/// code, quotations and link numbers as the feed's does.
struct TextMarksStorageTests {
    static let html = "&lt;h2&gt;Title&lt;/h2&gt;&lt;p&gt;See &lt;a href=\"https://x/a\"&gt;this&lt;/a&gt; &lt;b&gt;now&lt;/b&gt;&lt;/p&gt;&lt;pre&gt;code&lt;/pre&gt;"

    @Test func marksSurviveTheLibrary() throws {
        let library = try TemporaryLibrary()
        let item = "<item><guid>1</guid><title>A</title><description>\(Self.html)</description></item>"
        _ = try IdentityTests.store(library, item)
        let parsed = try IdentityTests.parse(item).items[0]
        #expect(parsed.marks.count == 4)
        let stored = try #require(try library.store.item(library.itemID(parsed.id)))
        #expect(stored.item.marks == parsed.marks)
        #expect(stored.item == parsed)
    }

    @Test func theStoredFormReadsBackAndSkipsWhatItCannotRead() {
        let marks = [TextMark(.heading, start: 0, end: 5), TextMark(.link(index: 12), start: 7, end: 11), TextMark(.quote, start: 1, end: 2)]
        #expect(TextMark.stored(marks) == "h:0-5 l12:7-11 q:1-2")
        #expect(TextMark.fromStored(TextMark.stored(marks)) == marks)
        #expect(TextMark.fromStored("x:1-2 h:3 l:1-2 s:4-9 garbage") == [TextMark(.strong, start: 4, end: 9)])
    }

    /// A library from before the marks: its feeds are fetched whole once more, so their items get them.
    @Test func upgradingForgetsTheCacheValidatorsSoItemsGetTheirMarks() throws {
        let library = try TemporaryLibrary()
        let path = library.directory.appendingPathComponent("old.sqlite").path
        do {
            let old = try DatabaseQueue(path: path)
            try LibraryStore.migrator.migrate(old, upTo: "v1")
            try old.write { db in
                try db.execute(sql: "INSERT INTO feed (url, position, etag, lastModified, bodyHash) VALUES ('https://x/feed', 0, 'W/1', 'yesterday', 'abc')")
            }
        }
        let upgraded = try LibraryStore(path: path)
        let validators = try upgraded.pool.read { db in try Row.fetchOne(db, sql: "SELECT etag, lastModified, bodyHash FROM feed") }
        #expect(validators?["etag"] as String? == nil && validators?["lastModified"] as String? == nil && validators?["bodyHash"] as String? == nil)
    }
}

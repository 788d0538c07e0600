import Feeds
import Foundation
import Testing
@testable import Library

/// The library matches items by `FeedItem.id`, which the parser builds from the guid, else the
/// link, else a hash of title and date: each rule, fed through the real parser.
struct IdentityTests {
    static func parse(_ items: String) throws -> Feed {
        try FeedParser.parse(Data("<rss version=\"2.0\"><channel><title>T</title>\(items)</channel></rss>".utf8))
    }

    static func store(_ library: TemporaryLibrary, _ items: String) throws -> StoreResult {
        try library.store.store(feed: parse(items), for: Sample.feedURL, fetchedAt: Sample.day(0),
                                validators: FeedValidators(), bodyHash: nil)
    }

    @Test func aGuidIdentifiesTheItemWhateverItsLink() throws {
        let library = try TemporaryLibrary()
        #expect(try Self.store(library, "<item><guid>tag:1</guid><title>A</title><link>https://x/1</link></item>") == StoreResult(newItems: 1, updatedItems: 0))
        // Same guid, moved link: the same item, updated.
        #expect(try Self.store(library, "<item><guid>tag:1</guid><title>A</title><link>https://x/moved</link></item>") == StoreResult(newItems: 0, updatedItems: 1))
        #expect(try library.store.counts().items == 1)
    }

    @Test func withoutAGuidTheLinkIdentifiesTheItem() throws {
        let library = try TemporaryLibrary()
        #expect(try Self.store(library, "<item><title>A</title><link>https://x/1</link></item>") == StoreResult(newItems: 1, updatedItems: 0))
        #expect(try Self.store(library, "<item><title>A, retitled</title><link>https://x/1</link></item>") == StoreResult(newItems: 0, updatedItems: 1))
        #expect(try Self.store(library, "<item><title>A</title><link>https://x/2</link></item>") == StoreResult(newItems: 1, updatedItems: 0))
        #expect(try library.store.counts().items == 2)
    }

    @Test func withoutGuidOrLinkTitleAndDateIdentifyTheItem() throws {
        let library = try TemporaryLibrary()
        let item = "<item><title>A</title><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><description>x</description></item>"
        #expect(try Self.store(library, item) == StoreResult(newItems: 1, updatedItems: 0))
        #expect(try Self.store(library, item) == StoreResult(newItems: 0, updatedItems: 0))
        #expect(try Self.store(library, item.replacingOccurrences(of: "10:00", with: "11:00")) == StoreResult(newItems: 1, updatedItems: 0))
        let stored = try #require(try library.store.item(library.itemID(Self.parse(item).items[0].id)))
        #expect(stored.item.id.hasPrefix("hash:"))
    }

    @Test func identitiesAreUniquePerFeedNotAcrossFeeds() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("shared")], url: "https://one.example/feed")
        try library.store([Sample.item("shared")], url: "https://two.example/feed")
        #expect(try library.store.counts().items == 2)
    }

    @Test func aFeedRepeatingAnIdStoresItsFirstItem() throws {
        let library = try TemporaryLibrary()
        let result = try library.store([Sample.item("a", title: "First"), Sample.item("a", title: "Second")])
        #expect(result == StoreResult(newItems: 1, updatedItems: 0))
        #expect(try library.store.item(library.itemID("a"))?.item.title == "First")
    }
}

import Foundation
import Testing
@testable import Library

struct StoreTests {
    @Test func anItemComesBackWithEveryField() throws {
        let library = try TemporaryLibrary()
        let item = Sample.item("a")
        try library.store([item], at: Sample.day(3))
        let stored = try #require(try library.store.item(library.itemID("a")))
        #expect(stored.item == item)
        #expect(stored.firstSeenAt == Sample.day(3))
        #expect(!stored.isRead && !stored.isStarred)
    }

    @Test func theFeedKeepsItsMetadataValidatorsAndFetchTimes() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a")], at: Sample.day(1))
        let feed = try #require(try library.store.feed(url: Sample.feedURL))
        #expect(feed.title == "Sample" && feed.siteLink == "https://example.com/")
        #expect(feed.validators == FeedValidators(etag: "\"v1\"", lastModified: "Mon, 02 Nov 2026 10:00:00 GMT"))
        #expect(feed.bodyHash == "body-1")
        #expect(feed.lastFetchedAt == Sample.day(1) && feed.lastSucceededAt == Sample.day(1) && feed.lastError == nil)
    }

    @Test func aFailureKeepsTheItemsAndTheLastSuccess() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b")], at: Sample.day(1))
        try library.store.recordFailure(feedURL: Sample.feedURL, message: "HTTP 503", at: Sample.day(2))
        let feed = try #require(try library.store.feed(url: Sample.feedURL))
        #expect(feed.lastError == "HTTP 503" && feed.lastFetchedAt == Sample.day(2) && feed.lastSucceededAt == Sample.day(1))
        #expect(feed.itemCount == 2)
        try library.store.recordUnchanged(feedURL: Sample.feedURL, at: Sample.day(3))
        let recovered = try #require(try library.store.feed(url: Sample.feedURL))
        #expect(recovered.lastError == nil && recovered.lastSucceededAt == Sample.day(3) && recovered.bodyHash == "body-1")
    }

    @Test func aFeedWhoseFirstFetchFailedIsListedWithItsError() throws {
        let library = try TemporaryLibrary()
        try library.store.recordFailure(feedURL: "https://down.example/feed", message: "no route to host", at: Sample.day(0))
        let feeds = try library.store.feeds()
        #expect(feeds.map(\.url) == ["https://down.example/feed"])
        #expect(feeds.first?.lastError == "no route to host" && feeds.first?.lastSucceededAt == nil)
    }

    @Test func feedsKeepTheOrderTheyWereAddedIn() throws {
        let library = try TemporaryLibrary()
        for url in ["https://c.example/", "https://a.example/", "https://b.example/"] { try library.store([], url: url) }
        try library.store([Sample.item("x")], url: "https://a.example/")
        #expect(try library.store.feeds().map(\.url) == ["https://c.example/", "https://a.example/", "https://b.example/"])
        #expect(try library.store.feeds().map(\.position) == [0, 1, 2])
    }
}

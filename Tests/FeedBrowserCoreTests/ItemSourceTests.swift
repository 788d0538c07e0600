import Testing
@testable import FeedBrowserCore

/// Which feeds a list of the library shows decides whether its pictures may come from local files.
@Suite struct ItemSourceTests {
    let feeds = [
        LibraryFeedSummary(libraryID: 1, url: "file:///feeds/a.xml", title: "A", tags: ["local"]),
        LibraryFeedSummary(libraryID: 2, url: "https://example.org/b.xml", title: "B", tags: ["web"]),
        LibraryFeedSummary(libraryID: nil, url: "file:///feeds/c.xml", title: "C", tags: ["local"]),
    ]

    @Test func aTagListNamesOnlyItsOwnFeeds() {
        #expect(ItemSource.tag(name: "local", feedIDs: [1]).feedURLs(in: feeds) == ["file:///feeds/a.xml"])
        #expect(ItemSource.tag(name: "web", feedIDs: [2]).feedURLs(in: feeds) == ["https://example.org/b.xml"])
    }

    @Test func aFeedListNamesItsFeedAndTheListsAcrossFeedsNameEveryFeed() {
        #expect(ItemSource.feed(id: 2, url: "https://example.org/b.xml").feedURLs(in: feeds) == ["https://example.org/b.xml"])
        #expect(ItemSource.allUnread.feedURLs(in: feeds).count == 3)
        #expect(ItemSource.starred.feedURLs(in: feeds) == feeds.map(\.url))
    }
}

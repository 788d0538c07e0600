import Foundation
import Testing
import TerminalUI
@testable import FeedBrowserCore
import Feeds

/// Tags in the feed list: a row per tag after "Starred" lists the items of the feeds carrying it,
/// and its unread count follows marks like a feed's.
@Suite struct TagRowsTests {
    static func overview() -> LibraryOverview {
        let now = LibraryNavigationTests.now
        let feeds = [
            LibraryFeedSummary(libraryID: 1, url: "https://one/", title: "One", tags: ["news", "Art"], unread: 3, total: 4, lastUpdate: now),
            LibraryFeedSummary(libraryID: 2, url: "https://two/", title: "Two", tags: [], unread: 2, total: 2, lastUpdate: now),
            LibraryFeedSummary(libraryID: 3, url: "https://three/", title: "Three", tags: ["news"], unread: 1, total: 5, lastUpdate: now),
            LibraryFeedSummary(libraryID: nil, url: "https://never/", title: "Never", tags: ["unlisted"]),
        ]
        return LibraryOverview(feeds: feeds, unread: 6, starred: 0, now: now)
    }

    @Test func eachTagOfAListedFeedGetsARowAfterStarred() {
        let overview = Self.overview()
        #expect(overview.tags == ["Art", "news"], "alphabetical ignoring case; a feed never stored lists no tag")
        #expect(overview.sources == [.allUnread, .starred, .tag(name: "Art", feedIDs: [1]), .tag(name: "news", feedIDs: [1, 3]),
                                     .feed(id: 1, url: "https://one/"), .feed(id: 2, url: "https://two/"), .feed(id: 3, url: "https://three/")])
        #expect(overview.entries.map(\.item.title) == ["All unread", "Starred", "# Art", "# news", "One", "Two", "Three"])
        #expect(overview.entries[3].item.summary == "tag · 2 feeds · 4 unread")
    }

    @Test func aTagRowOpensItsFeedsItemsAndCountsMarks() {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 120, height: 40))
        _ = app.update(.libraryChanged(Self.overview()))
        let effects = Sample.send("j j j", to: app)
        #expect(effects.last == .loadItems(.tag(name: "news", feedIDs: [1, 3]), generation: app.state.generation))
        #expect(app.state.feedTitle == "Tag: news")
        _ = LibraryNavigationTests.deliver(LibraryNavigationTests.entries(feed: 3, count: 2, unread: 1), to: app)
        Sample.send("Enter N", to: app)
        #expect(app.feedList.entries[3].item.summary == "tag · 2 feeds · 3 unread")
        #expect(app.feedList.entries[6].item.summary.hasPrefix("0 unread of 5"))
        #expect(app.feedList.entries[2].item.summary == "tag · 1 feed · 3 unread", "Art's feed is not Three")
        Sample.send("h A y", to: app)
        #expect(app.feedList.entries[3].item.summary == "tag · 2 feeds · 0 unread")
        #expect(app.feedList.entries[5].item.summary.hasPrefix("2 unread"), "Two has no tag and keeps its items unread")
    }
}

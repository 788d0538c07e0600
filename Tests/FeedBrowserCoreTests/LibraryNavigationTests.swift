import Foundation
import Testing
import TerminalUI
@testable import FeedBrowserCore
import Feeds

/// The library in the core: the feed list, the lists it opens, the detail, read and starred
/// marks, `n`/`p` across feeds, and where the panes go at every level — driven through `update`.
@Suite struct LibraryNavigationTests {
    static let now = Date(timeIntervalSince1970: 1_730_800_000)

    static func overview(unread: [Int] = [3, 2]) -> LibraryOverview {
        let feeds = unread.enumerated().map { index, count in
            LibraryFeedSummary(libraryID: Int64(index + 1), url: "https://feed\(index + 1).example/rss",
                               title: "Feed \(index + 1)", unread: count, total: count + 1,
                               lastUpdate: now.addingTimeInterval(-3 * 3600))
        }
        return LibraryOverview(feeds: feeds, unread: unread.reduce(0, +), starred: 0, now: now)
    }

    /// Entries of feed `feed` with library ids `feed * 100 + n`; the first `unread` are unread.
    static func entries(feed: Int, count: Int, unread: Int) -> [ListEntry] {
        Sample.items(count, start: feed * 100).enumerated().map { index, item in
            ListEntry(item, state: ItemState(libraryID: Int64(feed * 100 + index), feedID: Int64(feed), isRead: index >= unread, isStarred: false))
        }
    }

    /// A library app at `size` with the overview delivered and the first list loaded.
    static func app(width: Int = 120, height: Int = 40) -> (App, [AppEffect]) {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: width, height: height))
        let effects = app.update(.libraryChanged(overview()))
        return (app, effects)
    }

    static func deliver(_ entries: [ListEntry], to app: App) -> [AppEffect] {
        app.update(.itemsArrived(entries, generation: app.state.generation)) + app.update(.loadFinished(generation: app.state.generation))
    }

    @Test func theFeedListComesFirstAndItsSelectionLoadsTheList() throws {
        let (app, effects) = Self.app()
        #expect(app.state.focus == .feeds)
        #expect(app.feedList.rowCount == 4, "All unread, Starred, then the two feeds")
        #expect(effects == [.loadItems(.allUnread, generation: app.state.generation)])
        #expect(app.feedList.entries[2].item.summary == "3 unread of 4 · updated 3 h ago")
        let next = Sample.send("j j", to: app)
        #expect(next == [.loadItems(.starred, generation: app.state.generation - 1),
                         .loadItems(.feed(id: 1, url: "https://feed1.example/rss"), generation: app.state.generation)])
        #expect(app.state.feedTitle == "Feed 1")
    }

    @Test func panesFollowTheLevelInLandscapeAndPortrait() throws {
        let (app, _) = Self.app(width: 120, height: 40)
        Sample.send("j j", to: app)
        _ = Self.deliver(Self.entries(feed: 1, count: 4, unread: 3), to: app)
        var layout = app.state.layout
        #expect(!layout.feeds.isEmpty && !layout.list.isEmpty && layout.detail.isEmpty, "feeds | list")
        #expect(layout.feeds.x < layout.list.x)
        Sample.send("Enter", to: app)
        #expect(app.state.focus == .list)
        #expect(app.state.layout == layout, "the list focused: still feeds | list")
        Sample.send("Enter", to: app)
        layout = app.state.layout
        #expect(layout.feeds.isEmpty && !layout.list.isEmpty && !layout.detail.isEmpty, "an item open: list | detail")
        #expect(layout.list.x == 0 && app.list.contentWidth == layout.list.width - 1, "the list moved to the left pane")
        // Portrait shows the focused level alone, and keeps it across the resize.
        Sample.send("resize:60x40", to: app)
        layout = app.state.layout
        #expect(layout.feeds.isEmpty && layout.list.isEmpty && layout.detail.width == 60)
        Sample.send("q", to: app)
        #expect(app.state.focus == .list && app.state.layout.list.width == 60)
        #expect(app.list.selectedRow == 0, "the selection survived both resizes")
        Sample.send("q", to: app)
        #expect(app.state.focus == .feeds && app.state.layout.feeds.width == 60)
        #expect(Sample.send("q", to: app) == [.quit], "q quits from the top level only")
    }

    @Test func showingAnItemReadsItAndTheMarksToggle() throws {
        let (app, _) = Self.app()
        Sample.send("j j", to: app)
        _ = Self.deliver(Self.entries(feed: 1, count: 4, unread: 3), to: app)
        #expect(Sample.send("Enter", to: app).isEmpty, "opening the list reads nothing")
        #expect(Sample.send("j Enter", to: app) == [.setRead([101], true)], "opening the detail reads its item")
        #expect(app.list.selectedEntry?.state?.isRead == true)
        // The feed list counts it at once, without asking the library.
        #expect(app.feedList.entries[2].item.summary.hasPrefix("2 unread of 4"))
        #expect(app.feedList.entries[0].item.summary == "4 unread items")
        #expect(Sample.send("J", to: app) == [.setRead([102], true)], "the next item shown while reading is read too")
        #expect(Sample.send("N", to: app) == [.setRead([102], false)])
        #expect(app.list.selectedEntry?.state?.isRead == false)
        #expect(Sample.send("S", to: app) == [.setStarred([102], true)])
        #expect(Sample.send("S", to: app) == [.setStarred([102], false)])
        #expect(Sample.send("q A", to: app) == [.markAllRead(.feed(id: 1, url: "https://feed1.example/rss"))],
                "one write for the whole feed")
        #expect(app.list.entries.allSatisfy { $0.state?.isRead == true })
        #expect(app.feedList.entries[2].item.summary.hasPrefix("0 unread of 4"))
        #expect(app.feedList.entries[0].item.summary == "2 unread items", "feed 2's two remain")
    }

    /// newsboat's hard quit: `Q` leaves from any level, where `q` goes back one.
    @Test func capitalQQuitsFromAnyLevel() throws {
        let (app, _) = Self.app()
        _ = Self.deliver(Self.entries(feed: 1, count: 2, unread: 2), to: app)
        Sample.send("Enter Enter", to: app)
        #expect(app.state.focus == .detail)
        #expect(Sample.send("Q", to: app) == [.quit])
        Sample.send("q", to: app)
        #expect(Sample.send("Q", to: app) == [.quit], "from the list")
    }

    /// All unread, Starred and tag lists mix feeds, and an item's text rarely names its feed
    /// ("submitted by /u/x": which subreddit?): the detail's byline does, as newsboat's does.
    @Test func anItemInAMixedListNamesItsFeed() throws {
        let (app, _) = Self.app()
        _ = Self.deliver(Self.entries(feed: 2, count: 1, unread: 1) + Self.entries(feed: 1, count: 1, unread: 1), to: app)
        Sample.send("Enter Enter", to: app)
        func byline() throws -> String {
            let document = try #require(app.detailDocument(width: app.state.layout.detail.width))
            return String(try #require(document.lines.first { $0.role == .byline }).text)
        }
        let first = try byline()
        #expect(first == "from Feed 2")
        Sample.send("J", to: app)
        let second = try byline()
        #expect(second == "from Feed 1")
        // A feed's own list does not repeat its name.
        Sample.send("q q j j", to: app)
        _ = Self.deliver(Self.entries(feed: 1, count: 1, unread: 1), to: app)
        Sample.send("Enter Enter", to: app)
        let own = try byline()
        #expect(own.hasPrefix("by "), "\(own)")
    }

    @Test func nextUnreadMovesThroughTheListThenOnToTheNextFeed() throws {
        let (app, _) = Self.app()
        Sample.send("j j Enter", to: app)
        _ = Self.deliver(Self.entries(feed: 1, count: 4, unread: 2), to: app)
        #expect(app.list.selectedRow == 0)
        #expect(Sample.send("n", to: app).isEmpty)
        #expect(app.list.selectedRow == 1, "the second unread item")
        let effects = Sample.send("n", to: app)
        #expect(effects == [.loadItems(.feed(id: 2, url: "https://feed2.example/rss"), generation: app.state.generation)],
                "no unread left in feed 1: on to feed 2")
        #expect(app.feedList.selectedRow == 3)
        var batch = Self.entries(feed: 2, count: 3, unread: 0)
        batch[2].state?.isRead = false
        _ = Self.deliver(batch, to: app)
        #expect(app.list.selectedRow == 2, "feed 2's first unread item is selected once it loads")
    }

    /// With nothing unread further on, `n` goes on from the top, as newsboat's next-unread does:
    /// the list's unread items above the selection, then the feeds before this one; it says so.
    @Test func nextUnreadGoesOnFromTheTopAndSaysSo() throws {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 120, height: 40))
        _ = app.update(.libraryChanged(Self.overview(unread: [0, 1])))
        Sample.send("j j j Enter", to: app)
        _ = Self.deliver(Self.entries(feed: 2, count: 3, unread: 1), to: app)
        Sample.send("G", to: app)
        #expect(app.list.selectedRow == 2)
        #expect(Sample.send("n", to: app).isEmpty)
        #expect(app.list.selectedRow == 0, "the unread item above")
        #expect(Sample.screen(app).last?.contains("No more unread items below: went on from the top.") == true)
        #expect(Sample.send("n", to: app).isEmpty)
        #expect(app.list.selectedRow == 0)
        #expect(Sample.screen(app).last?.contains("No more unread items.") == true, "the selected item is the only one")

        // An earlier feed with unread items is opened.
        let other = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        other.startLibrary(size: TerminalSize(width: 120, height: 40))
        _ = other.update(.libraryChanged(Self.overview(unread: [2, 0])))
        Sample.send("j j j Enter", to: other)
        _ = Self.deliver(Self.entries(feed: 2, count: 3, unread: 0), to: other)
        #expect(Sample.send("n", to: other) == [.loadItems(.feed(id: 1, url: "https://feed1.example/rss"), generation: other.state.generation)])
        #expect(other.feedList.selectedRow == 2)
        #expect(Sample.screen(other).last?.contains("went on from the top") == true)
    }

    @Test func aRestoredPlaceReopensTheFeedTheItemAndTheDetail() throws {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 120, height: 40))
        _ = app.update(.restorePlace(ReadingPlace(source: .feed(id: 2, url: "https://feed2.example/rss"), focus: .detail,
                                                  itemID: 201, detail: nil)))
        let effects = app.update(.libraryChanged(Self.overview()))
        #expect(effects == [.loadItems(.feed(id: 2, url: "https://feed2.example/rss"), generation: app.state.generation)])
        #expect(app.state.focus == .detail)
        _ = Self.deliver(Self.entries(feed: 2, count: 5, unread: 5), to: app)
        #expect(app.list.selectedEntry?.state?.libraryID == 201)
        #expect(app.readingPlace?.itemID == 201 && app.readingPlace?.focus == .detail)
    }

    @Test func refreshKeysAskForTheSelectedFeedOrAll() throws {
        let (app, _) = Self.app()
        Sample.send("j j", to: app)
        #expect(Sample.send("r", to: app) == [.refresh(["https://feed1.example/rss"])])
        #expect(Sample.send("R", to: app) == [.refresh(["https://feed1.example/rss", "https://feed2.example/rss"])])
        _ = app.update(.refreshProgress("Refreshing 1/2"))
        #expect(app.render().plainText().contains("Refreshing 1/2"))
    }

    /// A start's refresh may take a while (a server that does not answer): `r` and `R` meanwhile
    /// are kept, merged, and asked for once it ends, not refused.
    @Test func aRefreshAskedForDuringAnotherIsQueuedUntilItEnds() throws {
        let (app, _) = Self.app()
        _ = app.update(.refreshProgress("Refreshing 0/2"))
        Sample.send("j j", to: app)
        #expect(Sample.send("r", to: app).isEmpty)
        #expect(app.render().plainText().contains("Refresh queued: it starts when the current one ends."))
        #expect(Sample.send("R", to: app).isEmpty)
        let effects = app.update(.refreshFinished(Self.overview(), summary: "Refreshed 2 feeds: 0 new"))
        #expect(effects.last == .refresh(["https://feed1.example/rss", "https://feed2.example/rss"]),
                "feed 1 once, though asked for twice: \(effects)")
        _ = app.update(.refreshProgress("Refreshing 0/2"))
        #expect(!app.update(.refreshFinished(Self.overview(), summary: "done")).contains { if case .refresh = $0 { true } else { false } },
                "nothing more was asked for")
        // A refresh that ends without a summary (the library unreadable after it) starts the queued one too.
        _ = app.update(.refreshProgress("Refreshing 0/2"))
        Sample.send("r", to: app)
        #expect(app.update(.refreshProgress(nil)) == [.refresh(["https://feed1.example/rss"])])
    }

    /// Portrait shows the feed list alone: its header names it, not the row the cursor is on
    /// (which read as if that list were open).
    @Test func aNarrowFeedListIsHeadedFeeds() {
        let (app, _) = Self.app(width: 60, height: 12)
        Sample.send("j j", to: app)
        #expect(app.state.feedTitle == "Feed 1")
        #expect(Sample.screen(app)[0].hasPrefix(" Feeds "), "\(Sample.screen(app)[0])")
        Sample.send("Enter", to: app)
        #expect(Sample.screen(app)[0].hasPrefix(" Feed 1 "), "the list is headed by its feed")
    }

    /// An empty feed whose refresh failed says why in the list, where a narrow screen shows
    /// nothing else (the feed list's row that says it is not on screen).
    @Test func anEmptyFeedWhoseRefreshFailedSaysWhy() {
        var overview = Self.overview()
        overview.feeds[1].lastError = "HTTP 404 Not Found"
        overview.feeds[1].total = 0
        overview.feeds[1].unread = 0
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 60, height: 8))
        _ = app.update(.libraryChanged(overview))
        Sample.send("End Enter", to: app)
        _ = Self.deliver([], to: app)
        let screen = Sample.screen(app).joined(separator: "\n")
        #expect(screen.contains("This feed has no items: the last refresh failed:") && screen.contains("404 Not Found"), "\(screen)")
        Sample.send("q k Enter", to: app)
        _ = Self.deliver([], to: app)
        #expect(Sample.screen(app).joined().contains("This feed has no items."), "feed 1 has no error")
    }

    /// An empty "All unread" or "Starred" says what it is empty of, not that a feed has no items.
    @Test func anEmptyLibraryListSaysWhatItLacks() {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 60, height: 8))
        _ = app.update(.libraryChanged(Self.overview(unread: [0, 0])))
        Sample.send("Enter", to: app)
        _ = Self.deliver([], to: app)
        #expect(Sample.screen(app).joined().contains("No unread items."), "\(Sample.screen(app))")
        Sample.send("q j Enter", to: app)
        _ = Self.deliver([], to: app)
        #expect(Sample.screen(app).joined().contains("No starred items: S stars the selected item."), "\(Sample.screen(app))")
    }

    @Test func feedRowsGroupTheirCountsLikeTheOtherRows() {
        let now = Self.now
        let overview = LibraryOverview(feeds: [LibraryFeedSummary(libraryID: 1, url: "https://big/", title: "Big", tags: ["big"],
                                                                  unread: 10_000, total: 12_345, lastUpdate: now)],
                                       unread: 10_000, starred: 0, now: now)
        #expect(overview.entries[3].item.summary.hasPrefix("10,000 unread of 12,345 · big"))
        #expect(overview.entries[2].item.summary == "tag · 1 feed · 10,000 unread")
    }

    @Test func libraryKeysSayWhereTheyWorkOutsideTheLibrary() {
        let app = Sample.app()
        #expect(Sample.send("N", to: app).isEmpty)
        #expect(app.state.message?.contains("library") == true)
    }
}

import Foundation
import Testing
import TerminalUI
@testable import FeedBrowserCore
import Feeds

/// `/` on the feed list filters the feeds (as in sfeed_curses: a search belongs to the pane it
/// is typed in), by title, URL and tags, with the item filter's prompt, words and highlight.
@Suite struct FeedListFilterTests {
    static let now = Date(timeIntervalSince1970: 1_730_800_000)

    static func overview() -> LibraryOverview {
        let feeds = [
            LibraryFeedSummary(libraryID: 1, url: "https://lwn.example/rss", title: "Kernel News", tags: ["tech", "linux"], unread: 2, total: 5,
                               lastUpdate: now),
            LibraryFeedSummary(libraryID: 2, url: "https://radio.example/feed", title: "Small Workshop Radio", tags: ["podcast"],
                               unread: 1, total: 3, lastUpdate: now),
            LibraryFeedSummary(libraryID: 3, url: "https://big.example/audio", title: "Big Hour", tags: ["podcast"], unread: 0, total: 4,
                               lastUpdate: now),
        ]
        return LibraryOverview(feeds: feeds, unread: 3, starred: 0, now: now)
    }

    static func app(width: Int = 120, height: Int = 30) -> App {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: width, height: height))
        _ = app.update(.libraryChanged(overview()))
        return app
    }

    static func titles(_ app: App) -> [String] {
        (0..<app.feedList.rowCount).map { app.feedList.entry(atItemIndex: app.feedList.itemIndex(forRow: $0)).item.title ?? "" }
    }

    @Test func slashOnTheFeedListFindsAFeedAndItsItemsFollow() {
        let app = Self.app()
        let effects = Sample.send("/ S m a l l", to: app)
        #expect(app.state.focus == .feeds, "the focus stays on the feed list")
        #expect(app.state.inputMode == .filter)
        #expect(app.list.filter.isEmpty, "the items are not filtered")
        #expect(Self.titles(app) == ["Small Workshop Radio"])
        #expect(effects.last == .loadItems(.feed(id: 2, url: "https://radio.example/feed"), generation: app.state.generation),
                "the list beside shows the feed found")
        let screen = Sample.screen(app).joined(separator: "\n")
        #expect(!screen.contains("No items match"), "\(screen)")
        #expect(screen.contains("/Small"), "the prompt is on the status line: \(screen)")
    }

    @Test func everyWordMustOccurInTheTitleTheURLOrTheTags() {
        let cases: [(String, [String])] = [
            ("p o d c a s t", ["# podcast", "Small Workshop Radio", "Big Hour"]),  // a tag
            ("l w n", ["Kernel News"]),  // the URL
            ("p o d c a s t Space b i g", ["Big Hour"]),  // both words
            ("l i n u x Space r a d i o", []),
            ("t e c h", ["# tech", "Kernel News"]),  // the tag's row and its feed
            ("u n r e a d", ["All unread"]),  // the counts in the rows' summaries are not searched
        ]
        for (typed, expected) in cases {
            let app = Self.app()
            Sample.send("/ " + typed, to: app)
            #expect(Self.titles(app) == expected, "/\(typed)")
        }
        let app = Self.app()
        Sample.send("/ z z z", to: app)
        #expect(Sample.screen(app).joined().contains("No feeds match “zzz”."))
    }

    @Test func enterKeepsTheFilterAndEscClearsItKeepingTheFeedFound() {
        let app = Self.app()
        Sample.send("/ p o d", to: app)
        #expect(app.feedList.selectedEntry?.item.title == "# podcast", "the first match")
        Sample.send("Down Down", to: app)
        #expect(app.feedList.selectedEntry?.item.title == "Big Hour", "Down in the prompt goes to the next match")
        Sample.send("Up Enter", to: app)
        #expect(app.state.inputMode == .normal && app.state.focus == .feeds)
        #expect(Self.titles(app).count == 3 && app.feedList.filter == "pod")
        #expect(Sample.screen(app).last?.contains("Filter: pod") == true)
        Sample.send("Escape", to: app)
        #expect(app.feedList.filter.isEmpty && app.feedList.rowCount == 8)
        #expect(app.feedList.selectedEntry?.item.title == "Small Workshop Radio")
        #expect(app.state.focus == .feeds)
        // In the prompt, Esc clears too; Enter then opens the selected feed as always.
        Sample.send("/ k e r n Escape", to: app)
        #expect(app.feedList.rowCount == 8 && app.state.inputMode == .normal)
        Sample.send("/ k e r n Enter Enter", to: app)
        #expect(app.state.focus == .list && app.listSource == .feed(id: 1, url: "https://lwn.example/rss"))
    }

    @Test func theWordsAreHighlightedInTheFeedList() {
        let app = Self.app()
        Sample.send("/ p o d c a s t Enter", to: app)
        let canvas = app.render()
        let theme = Theme.standard
        var highlighted = 0
        for y in 1..<(canvas.height - 1) {
            let text = canvas.rowText(y)
            guard let found = text.range(of: "podcast"), text.distance(from: text.startIndex, to: found.lowerBound) < 40 else { continue }
            let x = text.distance(from: text.startIndex, to: found.lowerBound)
            let style = canvas[x: x, y: y].style
            #expect(style == theme.match || style == theme.selected(theme.match), "line \(y): \(text)")
            highlighted += 1
        }
        #expect(highlighted == 3, "the tag's row and both feeds' tags")
    }

    /// A refresh rebuilds the feed list: the filter stays, and so does the feed selected (the
    /// rows are the matches, not the sources' order).
    @Test func aRefreshKeepsTheFilterAndTheSelectedFeed() {
        let app = Self.app()
        Sample.send("/ p o d Down Down Enter", to: app)
        #expect(app.feedList.selectedEntry?.item.title == "Big Hour")
        _ = app.update(.refreshFinished(Self.overview(), summary: "Refreshed 3 feeds"))
        #expect(Self.titles(app) == ["# podcast", "Small Workshop Radio", "Big Hour"])
        #expect(app.feedList.selectedEntry?.item.title == "Big Hour")
    }

    /// `R` refreshes the hidden (`!`) feeds too, as `feedbrowser refresh` and newsboat do.
    @Test func refreshAllFetchesTheHiddenFeedsToo() {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 120, height: 30))
        var overview = Self.overview()
        overview.hiddenFeeds = [LibraryFeedSummary(libraryID: 9, url: "https://hidden.example/rss", title: "Hidden")]
        _ = app.update(.libraryChanged(overview))
        #expect(Sample.send("R", to: app) == [.refresh(["https://lwn.example/rss", "https://radio.example/feed",
                                                         "https://big.example/audio", "https://hidden.example/rss"])])
        #expect(!Self.titles(app).contains { $0.contains("hidden") }, "still not listed")
    }
}

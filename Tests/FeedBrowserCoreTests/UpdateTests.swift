import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI

@Suite struct UpdateTests {
    @Test func movingChangesTheSelectionWithinBounds() {
        let app = Sample.app()
        #expect(app.list.selectedRow == 0)
        Sample.send("j j j k", to: app)
        #expect(app.list.selectedRow == 2)
        Sample.send("k k k k", to: app)
        #expect(app.list.selectedRow == 0)
        Sample.send("G", to: app)
        #expect(app.list.selectedRow == 29)
        Sample.send("j", to: app)
        #expect(app.list.selectedRow == 29)
        Sample.send("g", to: app)
        #expect(app.list.selectedRow == 0)
    }

    @Test func jAndKCapitalMoveBetweenItemsWhileReading() {
        var items = Sample.items(5)
        items[1].content = (1...60).map { "Line \($0)." }.joined(separator: "\n")
        let app = Sample.app(width: 120, height: 30, items: items)
        Sample.send("j Enter C-d C-d", to: app)
        #expect(app.state.focus == .detail)
        #expect(app.state.detailScroll > 0, "C-d scrolls the detail by half a page")
        Sample.send("J", to: app)
        #expect(app.list.selectedItem?.id == "item-2")
        #expect(app.state.focus == .detail, "still reading")
        #expect(app.state.detailScroll == 0, "the next item starts at its top")
        Sample.send("K C-p", to: app)
        #expect(app.list.selectedItem?.id == "item-0")
    }

    @Test func pagingMovesTheSelectionForwardAndBack() {
        let app = Sample.app(width: 60, height: 20)
        Sample.send("Space", to: app)
        let afterPage = app.list.selectedRow ?? 0
        #expect(afterPage > 0)
        Sample.send("b", to: app)
        #expect((app.list.selectedRow ?? 99) < afterPage)
    }

    /// C-d and C-u as in vim: the selection moves as many lines as the list scrolls, also where
    /// the list can scroll no further, so they reach the first (last) item.
    @Test func halfPagesReachBothEnds() {
        let app = Sample.app(width: 60, height: 20, items: Sample.items(24))
        Sample.send("Home C-d", to: app)
        let down = app.list.selectedRow ?? 0
        #expect(down > 0)
        Sample.send("C-u", to: app)
        #expect(app.list.selectedRow == 0, "back up: the first item again")
        Sample.send("j", to: app)
        #expect(app.list.selectedRow == 1)
        Sample.send("C-u", to: app)
        #expect(app.list.selectedRow == 0, "at the top, C-u goes to the first item")
        Sample.send("End k C-d", to: app)
        #expect(app.list.selectedRow == 23, "at the bottom, C-d goes to the last")
        Sample.send("C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u C-u", to: app)
        #expect(app.list.selectedRow == 0, "repeated, C-u reaches the first item")
        // The feed list of the library does the same.
        let (library, _) = LibraryNavigationTests.app(width: 120, height: 40)
        Sample.send("j j j", to: library)
        #expect(library.feedList.selectedRow == 3)
        Sample.send("C-u", to: library)
        #expect(library.feedList.selectedRow == 0)
    }

    /// Standard input was read to its end at start: `r` says it cannot read it again.
    @Test func reloadingAFeedFromStandardInputSaysItCannot() {
        let app = App(timeZone: Sample.utc)
        let effects = app.start(location: "-", size: TerminalSize(width: 80, height: 24))
        guard case .load(_, let generation) = effects.first else { Issue.record("no load: \(effects)"); return }
        _ = app.update(.itemsArrived(Sample.items(3).map { ListEntry($0) }, generation: generation))
        _ = app.update(.loadFinished(generation: generation))
        #expect(Sample.send("r", to: app).isEmpty)
        #expect(app.state.message == "This feed was read from standard input: it cannot be reloaded.")
    }

    @Test func portraitOpenPushesDetailAndBackKeysPopIt() {
        for back in ["Esc", "h", "Left", "q"] {
            let app = Sample.app(width: 60, height: 40)
            Sample.send("j Enter", to: app)
            #expect(app.state.focus == .detail)
            #expect(app.state.layout.list.isEmpty)
            let effects = Sample.send(back, to: app)
            #expect(effects.isEmpty, "\(back) must not quit from the detail")
            #expect(app.state.focus == .list)
            #expect(app.list.selectedRow == 1)
        }
    }

    @Test func quitFromTheListAsksToQuit() {
        let app = Sample.app()
        #expect(Sample.send("q", to: app) == [.quit])
    }

    @Test func signalsQuitLikeQ() {
        let app = Sample.app()
        #expect(app.update(.terminal(.signal(.interrupt))) == [.quit])
        #expect(app.update(.terminal(.signal(.terminate))) == [.quit])
    }

    @Test func detailFocusScrollsTheTextNotTheSelection() {
        let long = FeedItem(id: "long", title: "Long", summary: "s",
                            content: (1...80).map { "Paragraph \($0)." }.joined(separator: "\n"))
        let app = Sample.app(width: 60, height: 20, items: [long] + Sample.items(3))
        Sample.send("Enter j j j", to: app)
        #expect(app.list.selectedRow == 0)
        #expect(app.state.detailScroll == 3)
        Sample.send("G", to: app)
        let bottom = app.state.detailScroll
        #expect(bottom > 60)
        Sample.send("j j", to: app)
        #expect(app.state.detailScroll == bottom, "scrolling stops at the last page")
        Sample.send("g", to: app)
        #expect(app.state.detailScroll == 0)
    }

    @Test func resizeAcrossTheThresholdKeepsSelectionAndFocus() {
        let app = Sample.app(width: 140, height: 40)
        Sample.send("j j j j j Enter", to: app)
        #expect(app.state.layout.orientation == .landscape)
        #expect(app.state.focus == .detail)
        Sample.send("resize:60x50", to: app)
        #expect(app.state.layout.orientation == .portrait)
        #expect(app.state.focus == .detail)
        #expect(!app.state.layout.detail.isEmpty)
        #expect(app.list.selectedRow == 5)
        Sample.send("Esc resize:140x40", to: app)
        #expect(app.state.layout.orientation == .landscape)
        #expect(app.state.focus == .list)
        #expect(app.list.selectedRow == 5)
        let selectedOnScreen = app.list.visibleRows().contains { $0.row == 5 && $0.top >= 0 }
        #expect(selectedOnScreen)
    }

    @Test func filterNarrowsIncrementallyAndEscClears() {
        let app = Sample.app(items: Sample.items(30))
        Sample.send("/ e x a m p l e . c o m / 1", to: app)
        #expect(app.state.inputMode == .filter)
        // The links "example.com/1" and "example.com/10" to "/19".
        #expect(app.list.rowCount == 11)
        Sample.send("2", to: app)
        #expect(app.list.rowCount == 1)
        #expect(app.list.selectedItem?.id == "item-12")
        Sample.send("Backspace", to: app)
        #expect(app.list.rowCount == 11)
        Sample.send("Enter", to: app)
        #expect(app.state.inputMode == .normal)
        #expect(app.list.filter == "example.com/1")
        Sample.send("j", to: app)
        #expect(app.list.rowCount == 11)
        Sample.send("/ Esc", to: app)
        #expect(app.list.rowCount == 30)
        #expect(app.list.filter.isEmpty)
    }

    @Test func filterIgnoresCaseBeyondASCII() {
        var items = Sample.items(3)
        items[0].title = "Über die STRASSE in Zürich"
        items[1].title = "ΣΟΦΙΑ και Привет"
        items[2].title = "東京の天気"
        let app = Sample.app(items: items)
        Sample.send("/ ü b e r", to: app)
        #expect(app.list.rowCount == 1)
        #expect(app.list.selectedItem?.id == "item-0")
        Sample.send("Esc / σ ο φ", to: app)
        #expect(app.list.selectedItem?.id == "item-1")
        #expect(app.list.rowCount == 1)
        Sample.send("Esc / П Р И В", to: app)
        #expect(app.list.selectedItem?.id == "item-1")
        Sample.send("Esc / 天 気", to: app)
        #expect(app.list.rowCount == 1)
        #expect(app.list.selectedItem?.id == "item-2")
        Sample.send("Esc / Z Ü R", to: app)
        #expect(app.list.selectedItem?.id == "item-0")
    }

    @Test func filterSearchesTheWholeTextTheDetailShows() {
        var items = Sample.items(4)
        let filler = String(repeating: "Words that say nothing in particular. ", count: 100)
        items[0].content = filler + "Made with SYNTHETIC voice technology."
        items[1].summary = "A short summary."
        items[1].content = filler + "synthetic at the end of a long text"
        items[2].summary = filler + "only the summary says Synthetic"
        items[2].content = "A text of its own."
        let app = Sample.app(items: items)
        Sample.send("/ s y n t h e t i c", to: app)
        #expect(app.list.rowCount == 3, "words past the start of the text and in a summary apart from the text")
        #expect((0..<app.list.rowCount).map { app.list.entries[app.list.itemIndex(forRow: $0)].item.id } == ["item-0", "item-1", "item-2"])
        Sample.send("Esc / e x a m p l e . c o m / 3", to: app)
        #expect(app.list.rowCount == 1, "the item's link, as the detail shows it")
    }

    @Test func filterWordsAreFolded() {
        #expect(FeedItem.foldedForSearch("ÜBER Straße ẞ") == "über strasse ss")
        // U+023A grows from two bytes to three when lowercased: the word is folded into a larger buffer.
        #expect(FeedItem.foldedForSearch("\u{23A}\u{23A}A") == "\u{2C65}\u{2C65}a")
        #expect(FeedItem.foldedForSearch(String(repeating: "Lantern ", count: 500)) == String(repeating: "lantern ", count: 500))
    }

    @Test func aSummaryRepeatedAtTheStartOfTheTextIsSearchedOnce() {
        #expect(ListEntry.summaryIsRepeated("Intro.", in: "Intro. And the rest."))
        #expect(ListEntry.summaryIsRepeated("", in: "anything"))
        #expect(!ListEntry.summaryIsRepeated("Elsewhere", in: "Intro. And the rest."))
        // Only the start of the text is searched, and only for a summary of up to 1 KB: hostile
        // text ("aaa…ab" in "aaa…") would otherwise cost summary x text bytes per item.
        let long = String(repeating: "a", count: 2_000)
        #expect(!ListEntry.summaryIsRepeated(long, in: long + "b"))
        #expect(!ListEntry.summaryIsRepeated("needle", in: String(repeating: "x", count: 9_000) + "needle"))
        #expect(ListEntry.summaryIsRepeated("needle", in: String(repeating: "x", count: 7_000) + "needle"))
    }

    @Test func aFilterThatMatchedNothingGivesTheSelectionBack() {
        let app = Sample.app(items: Sample.items(30))
        Sample.send("j j / z z", to: app)
        #expect(app.list.rowCount == 0)
        Sample.send("Backspace Backspace", to: app)
        #expect(app.list.selectedItem?.id == "item-2", "the item selected before the filter emptied the list")
        Sample.send("z Backspace Esc", to: app)
        #expect(app.list.selectedItem?.id == "item-2")
        // Typing on to a filter that matches again selects a match, never nothing.
        Sample.send("/ I t e m Space 2 9 x Backspace", to: app)
        #expect(app.list.rowCount == 1)
        #expect(app.list.selectedItem?.id == "item-29")
    }

    @Test func theDetailsEndStaysTheEndAcrossResizes() {
        var items = Sample.items(2)
        items[0].content = (1...80).map { "Paragraph \($0) of a long article that wraps differently at each width." }
            .joined(separator: "\n\n")
        let app = Sample.app(width: 140, height: 40, items: items)
        Sample.send("Enter G", to: app)
        #expect(Sample.screen(app).last?.hasSuffix("Bot") == true)
        Sample.send("resize:70x50 resize:140x40", to: app)
        #expect(Sample.screen(app).last?.hasSuffix("Bot") == true, "\(Sample.screen(app).last ?? "")")
    }

    @Test func theDetailsTopLineComesBackAfterAResizeRoundTrip() {
        var items = Sample.items(3)
        // Short enough to fit a wide screen (which shows it from the top), long enough to scroll at 40x15.
        items[1].content = (1...6).map { "Paragraph \($0) of an episode's notes, long enough to wrap on a narrow screen." }
            .joined(separator: "\n\n")
        // Long at every size: a place in the middle must come back exactly, not as a rounded fraction.
        items[2].content = (1...300).map { "Line \($0) of a long article, \(String(repeating: "x", count: $0 % 37))." }
            .joined(separator: "\n")
        for (item, keys) in [(1, "j Enter Space"), (2, "j j Enter Space Space Space j j j")] {
            let app = Sample.app(width: 40, height: 15, items: items)
            Sample.send(keys, to: app)
            let before = Sample.screen(app)
            #expect(before.last?.hasSuffix("%") == true, "\(before.last ?? "")")
            for wide in ["resize:120x40", "resize:100x45", "resize:61x20"] {
                Sample.send("\(wide) resize:40x15", to: app)
                #expect(Sample.screen(app) == before, "item \(item) after \(wide) and back")
            }
        }
    }

    @Test func anItemOpenedAgainStartsAtTheTopEvenAfterResizes() {
        var items = Sample.items(3)
        items[1].content = (1...6).map { "Paragraph \($0) of an episode's notes, long enough to wrap on a narrow screen." }
            .joined(separator: "\n\n")
        let app = Sample.app(width: 40, height: 15, items: items)
        // Read item 2 part way, go wide (it fits: shown from the top), leave it and come back.
        Sample.send("j Enter Space resize:120x40 Esc j k resize:40x15 Enter", to: app)
        #expect(app.state.detailScroll == 0, "the place kept for the resize run must not outlive other keys")
    }

    @Test func escInTheListClearsAnAcceptedFilter() {
        let app = Sample.app()
        Sample.send("/ 2 9 Enter", to: app)
        #expect(app.list.rowCount == 1)
        Sample.send("Esc", to: app)
        #expect(app.list.rowCount == 30)
    }

    @Test func queryPromptFillsTheSlotAndLoads() {
        let app = App(sortOrder: .feedOrder)
        let start = app.start(location: "https://example.com/rss?q={query}", size: TerminalSize(width: 120, height: 40))
        #expect(start.isEmpty)
        #expect(app.state.inputMode == .query)
        let effects = Sample.send("b y : a n n Space & Space b o b Enter", to: app)
        #expect(effects == [.load(location: "https://example.com/rss?q=by:ann%20%26%20bob", generation: 1)])
        #expect(app.state.loadStatus == .loading(received: 0))
        let again = Sample.send("s End Backspace Backspace Backspace z Enter", to: app)
        #expect(again == [.load(location: "https://example.com/rss?q=by:ann%20%26%20z", generation: 2)])
    }

    @Test func aReopenedQueryIsReplacedByTypingAndPromptsClearAndDeleteWords() {
        let app = App(sortOrder: .feedOrder)
        _ = app.start(location: "https://example.com/rss?q={query}", size: TerminalSize(width: 120, height: 40))
        #expect(Sample.screen(app).last?.hasPrefix("Query: ▏  type what to search for") == true, "\(Sample.screen(app).last ?? "")")
        Sample.send("c a t s Enter", to: app)
        _ = app.update(.loadFailed("connection refused", generation: 1))
        Sample.send("s", to: app)
        #expect(app.state.queryDraft == "cats")
        #expect(Sample.screen(app).last?.hasPrefix("Query: cats  (type to replace it") == true, "\(Sample.screen(app).last ?? "")")
        #expect(Sample.send("d o g s Enter", to: app) == [.load(location: "https://example.com/rss?q=dogs", generation: 2)])
        Sample.send("s Backspace", to: app)
        #expect(app.state.queryDraft.isEmpty, "Backspace deletes the selected query")
        Sample.send("Esc s C-u", to: app)
        #expect(app.state.queryDraft.isEmpty)
        Sample.send("r e d Space f o x Space Space C-w", to: app)
        #expect(app.state.queryDraft == "red ")
        Sample.send("C-w C-w", to: app)
        #expect(app.state.queryDraft.isEmpty)
    }

    @Test func theFilterLineClearsAndDeletesWords() {
        let app = Sample.app(items: Sample.items(30))
        Sample.send("/ i t e m Space 1 2 C-w", to: app)
        #expect(app.list.filter == "item ")
        #expect(app.list.rowCount == 30)
        Sample.send("2 9", to: app)
        #expect(app.list.rowCount == 1)
        Sample.send("C-u", to: app)
        #expect(app.list.filter.isEmpty)
        #expect(app.list.rowCount == 30)
        #expect(app.state.inputMode == .filter)
    }

    @Test func theFilterIsEditedAtTheCursorAndAppliesOnEveryEdit() {
        let app = Sample.app(items: Sample.items(30))
        Sample.send("/ 9 Left 2", to: app)
        #expect(app.list.filter == "29", "typed before the 9")
        #expect(app.list.rowCount == 1)
        Sample.send("Home C-d", to: app)
        #expect(app.list.filter == "9", "C-d deletes under the cursor in the prompt, it does not page")
        #expect(app.list.rowCount > 1)
        Sample.send("1 C-e Backspace", to: app)
        #expect(app.list.filter == "1")
        #expect(app.state.inputMode == .filter)
    }

    @Test func aReopenedQueryIsDeselectedByCursorKeysAndEditedWhereTheCursorIs() {
        let app = App(sortOrder: .feedOrder)
        _ = app.start(location: "https://example.com/rss?q={query}", size: TerminalSize(width: 120, height: 40))
        Sample.send("c a t s Enter", to: app)
        Sample.send("s Left Left x", to: app)
        #expect(app.state.queryDraft == "caxts")
        Sample.send("Esc s Home x", to: app)
        #expect(app.state.queryDraft == "xcats")
        Sample.send("Esc s Right s", to: app)
        #expect(app.state.queryDraft == "catss", "Right at the end keeps the query, the cursor after it")
        #expect(Sample.send("Esc s Delete d o g Enter", to: app) == [.load(location: "https://example.com/rss?q=dog", generation: 2)],
                "Delete deletes the selected query as Backspace does")
    }

    @Test func queryWithoutSlotSaysSo() {
        let app = Sample.app()
        #expect(Sample.send("s", to: app).isEmpty)
        #expect(app.state.inputMode == .normal)
        #expect(app.state.message?.contains("{query}") == true)
    }

    @Test func reloadKeepsTheListUntilTheNewFeedIsCompleteAndIgnoresStaleBatches() {
        let app = Sample.app()
        Sample.send("j j j", to: app)
        let effects = Sample.send("r", to: app)
        #expect(effects == [.load(location: "feed.xml", generation: 2), .retryFailedPictures], "a reload also retries failed pictures")
        #expect(app.list.rowCount == 30, "the old list stays in use while the reload runs")
        _ = app.update(.itemsArrived(Sample.items(5, start: 100).map { ListEntry($0) }, generation: 1))
        _ = app.update(.itemsArrived(Sample.items(10).map { ListEntry($0) }, generation: 2))
        #expect(app.list.rowCount == 30)
        #expect(app.state.loadStatus == .loading(received: 10))
        Sample.send("j", to: app)
        #expect(app.list.selectedItem?.id == "item-4", "keys work on the old list meanwhile")
        _ = app.update(.loadFinished(generation: 2))
        #expect(app.list.rowCount == 10, "the batch of the cancelled load was dropped")
        #expect(app.list.selectedItem?.id == "item-4", "the selection as it is when the reload completes")
    }

    @Test func aFailedReloadLeavesTheListAsItWas() {
        let app = Sample.app()
        Sample.send("j j j Enter", to: app)
        Sample.send("r", to: app)
        _ = app.update(.itemsArrived(Sample.items(2).map { ListEntry($0) }, generation: 2))
        _ = app.update(.loadFailed("malformed feed at line 9, column 2", generation: 2))
        #expect(app.list.rowCount == 30)
        #expect(app.list.selectedItem?.id == "item-3")
        #expect(app.state.loadStatus == .failed("reload failed, the list is as it was: malformed feed at line 9, column 2"))
        // A first load that fails keeps what it parsed: there was nothing before it.
        let fresh = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        _ = fresh.start(location: "feed.xml", size: TerminalSize(width: 120, height: 40))
        _ = fresh.update(.itemsArrived(Sample.items(2).map { ListEntry($0) }, generation: 1))
        _ = fresh.update(.loadFailed("malformed feed at line 9, column 2", generation: 1))
        #expect(fresh.list.rowCount == 2)
        #expect(fresh.state.loadStatus == .failed("malformed feed at line 9, column 2"))
    }

    @Test func reloadWithNewItemsAboveKeepsTheSelectionOnItsScreenLineAndTheDetailAtItsText() {
        var items = Sample.items(30)
        items[3].content = (1...40).map { "Line \($0) of item three." }.joined(separator: "\n")
        let app = Sample.app(width: 120, height: 40, items: items)
        Sample.send("j j j", to: app)
        let line = app.list.selectedScreenLine
        #expect(line != nil && line! > 0)
        app.state.focus = .detail
        Sample.send("j j j j j", to: app)
        let detailScroll = app.state.detailScroll
        #expect(detailScroll > 0)
        Sample.send("r", to: app)
        // The reloaded feed has two new items on top of the thirty it had.
        let reloaded = Sample.items(2, start: 100) + items
        _ = app.update(.itemsArrived(reloaded.map { ListEntry($0) }, generation: 2))
        _ = app.update(.loadFinished(generation: 2))
        #expect(app.list.selectedItem?.id == "item-3")
        #expect(app.list.selectedScreenLine == line, "the new items stay hidden above; the reader's row does not move")
        #expect(app.state.detailScroll == detailScroll, "the detail keeps its place")
    }

    @Test func openLinkReturnsTheSelectedLink() {
        let app = Sample.app()
        #expect(Sample.send("j o", to: app) == [.openLink("https://example.com/1")])
        let linkless = Sample.app(items: [FeedItem(id: "x", title: "No link")])
        #expect(Sample.send("o", to: linkless).isEmpty)
        #expect(linkless.state.message == "This item has no link.")
    }

    @Test func helpOverlayOpensAndAnyKeyClosesItWithoutActing() {
        let app = Sample.app()
        Sample.send("?", to: app)
        #expect(app.state.showsHelp)
        let effects = Sample.send("q", to: app)
        #expect(effects.isEmpty)
        #expect(!app.state.showsHelp)
    }

    @Test func mouseWheelScrollsAndClickSelects() {
        let app = Sample.app(width: 60, height: 40)
        let listTop = app.state.layout.list.y
        let rows = app.list.visibleRows()
        let third = try! #require(rows.first { $0.row == 2 })
        _ = app.update(.terminal(.mouse(MouseEvent(.press(.left), x: 5, y: listTop + third.top + 1))))
        #expect(app.list.selectedRow == 2)
        for _ in 0..<20 { _ = app.update(.terminal(.mouse(MouseEvent(.wheelDown, x: 5, y: listTop + 3)))) }
        #expect((app.list.selectedRow ?? 0) > 2, "the selection follows when the wheel scrolls it away")
        let visible = app.list.visibleRows()
        #expect(visible.contains { $0.row == app.list.selectedRow })
    }

    @Test func loadingProgressCounts() {
        let app = App(sortOrder: .feedOrder)
        _ = app.start(location: "big.xml", size: TerminalSize(width: 120, height: 40))
        _ = app.update(.itemsArrived(Sample.items(12_000).map { ListEntry($0) }, generation: 1))
        _ = app.update(.itemsArrived(Sample.items(345, start: 12_000).map { ListEntry($0) }, generation: 1))
        #expect(app.state.loadStatus == .loading(received: 12_345))
        let status = Sample.screen(app).last ?? ""
        #expect(status.contains("Loading… 12,345 items"))
        #expect(status.hasSuffix("1/12,345"))
    }
}

import Feeds
import Foundation
import Pictures
import Testing
import TerminalUI
@testable import FeedBrowserCore

/// A library list held as a window: every row's state, whole entries only for the pages shown,
/// read through the reader as rows come on screen. Driven through `update` as the runtime does.
@Suite struct WindowedListTests {
    /// Serves items `n` as `Sample.items` would make them, counting what was read.
    final class CountingReader: ListWindowReader {
        var rowsRead = 0
        var calls = 0
        /// Items whose id is a multiple of this come back new (0: none).
        var newEvery = 0
        /// Items come with a thumbnail (that will not load).
        var pictured = false
        func entries(for rows: [ItemState]) -> [ListEntry] {
            calls += 1
            rowsRead += rows.count
            return rows.map { row in
                var state = row
                state.isNew = newEvery > 0 && row.libraryID % Int64(newEvery) == 0
                return ListEntry(Self.item(Int(row.libraryID), pictured: pictured), state: state)
            }
        }

        static func item(_ n: Int, pictured: Bool = false) -> FeedItem {
            var item = Sample.items(1, start: n)[0]
            if pictured { item.thumbnails = [FeedThumbnail(url: "http://nowhere.invalid/\(n).png")] }
            return item
        }
    }

    static func states(_ range: Range<Int>, unreadEvery: Int = 1) -> [ItemState] {
        range.map { ItemState(libraryID: Int64($0), feedID: 1, isRead: $0 % unreadEvery != 0, isStarred: false) }
    }

    /// A library app whose "All unread" list gets `count` rows, the first 128 delivered whole.
    static func app(count: Int, unreadEvery: Int = 1, height: Int = 40, pictured: Bool = false) -> (App, CountingReader) {
        let reader = CountingReader()
        reader.pictured = pictured
        let app = App(timeZone: Sample.utc)
        app.startLibrary(size: TerminalSize(width: 120, height: height), pictureMode: pictured ? .density(inverted: false) : nil, reader: reader)
        _ = app.update(.libraryChanged(LibraryNavigationTests.overview()))
        let states = Self.states(0..<count, unreadEvery: unreadEvery)
        let first = Array(states.prefix(128))
        _ = app.update(.rowsArrived(first, loaded: first.map { ListEntry(CountingReader.item(Int($0.libraryID), pictured: pictured), state: $0) },
                                    generation: app.state.generation))
        for start in stride(from: 128, to: count, by: 20_000) {
            _ = app.update(.rowsArrived(Array(states[start..<min(start + 20_000, count)]), loaded: [], generation: app.state.generation))
        }
        _ = app.update(.loadFinished(generation: app.state.generation))
        return (app, reader)
    }

    @Test func aLongListReadsOnlyTheRowsItShows() {
        let (app, reader) = Self.app(count: 100_000)
        #expect(app.list.itemCount == 100_000 && app.list.isWindowed)
        #expect(reader.calls == 0, "the first screen is in the rows delivered whole")
        #expect(!app.list.hasBackgroundWork, "the rows off screen are never measured: that would read every item")
        Sample.send("Enter G", to: app)
        #expect(app.list.selectedRow == 99_999)
        #expect(app.list.selectedItem?.id == CountingReader.item(99_999).id)
        #expect(reader.rowsRead <= 3 * EntryWindow.pageSize, "only the pages at the end: \(reader.rowsRead)")
        #expect(Sample.screen(app).joined().contains(CountingReader.item(99_999).title!))
    }

    /// A failed picture collapses to its note in a library list too, and stays collapsed when its
    /// page has left the window and is read from the library again.
    @Test func aFailedPictureCollapsesAndStaysSoWhenItsPageIsReadAgain() throws {
        let (app, reader) = Self.app(count: 5_000, pictured: true)
        Sample.send("Enter", to: app)
        #expect(app.list.visibleRows().first?.drawing.boxes.contains { $0.role == .thumbnail } == true)
        var canvas = Canvas(size: app.state.size)
        let report = app.render(into: &canvas)
        let failed = Dictionary(uniqueKeysWithValues: report.pictures.map { ($0, PictureSlot.failed("no host")) })
        _ = app.update(.picturesArrived(failed, onScreen: report.pictures))
        let collapsed = try #require(app.list.visibleRows().first)
        #expect(collapsed.drawing.boxes.allSatisfy { $0.role != .thumbnail })
        #expect(Sample.screen(app).contains { $0.contains("✕ picture: no host") })
        // Read more pages than the window keeps: the first page is dropped, then read again.
        for page in 1...EntryWindow.pagesKept + 1 { _ = app.list.entry(atItemIndex: page * EntryWindow.pageSize) }
        let read = reader.rowsRead
        Sample.send("G g", to: app)
        #expect(reader.rowsRead > read)
        #expect(app.list.visibleRows().first?.drawing.boxes.allSatisfy { $0.role != .thumbnail } == true)
        #expect(Sample.screen(app).contains { $0.contains("✕ picture: no host") })
    }

    /// A refresh reloads the list: the rows come back whole from the library, and a picture
    /// known to fail stays a one-line note instead of growing back into a box.
    @Test func aFailedPictureStaysCollapsedWhenARefreshReloadsTheList() throws {
        let (app, _) = Self.app(count: 500, pictured: true)
        Sample.send("Enter", to: app)
        var canvas = Canvas(size: app.state.size)
        let report = app.render(into: &canvas)
        let failed = Dictionary(uniqueKeysWithValues: report.pictures.map { ($0, PictureSlot.failed("no host")) })
        _ = app.update(.picturesArrived(failed, onScreen: report.pictures))
        let collapsedHeight = try #require(app.list.visibleRows().first).drawing.height
        let effects = app.update(.refreshFinished(LibraryNavigationTests.overview(), summary: "Refreshed 2 feeds: 0 new"))
        #expect(effects.contains(.loadItems(.allUnread, generation: app.state.generation)))
        let states = Self.states(0..<500)
        _ = app.update(.rowsArrived(states, loaded: states.prefix(128).map { ListEntry(CountingReader.item(Int($0.libraryID), pictured: true), state: $0) },
                                    generation: app.state.generation))
        _ = app.update(.loadFinished(generation: app.state.generation))
        let row = try #require(app.list.visibleRows().first)
        #expect(row.drawing.boxes.allSatisfy { $0.role != .thumbnail }, "no box for a picture that failed")
        #expect(row.drawing.height == collapsedHeight)
        #expect(Sample.screen(app).contains { $0.contains("✕ picture: no host") })
    }

    /// The failures known are the list's: a local feed's pictures refused in All unread (where
    /// web feeds are mixed in) are asked for again when another list opens, not shown failed.
    @Test func anotherListAsksAgainForThePicturesThatFailed() throws {
        let (app, _) = Self.app(count: 500, pictured: true)
        Sample.send("Enter", to: app)
        var canvas = Canvas(size: app.state.size)
        let report = app.render(into: &canvas)
        let failed = Dictionary(uniqueKeysWithValues: report.pictures.map { ($0, PictureSlot.failed("local file refused")) })
        _ = app.update(.picturesArrived(failed, onScreen: report.pictures))
        #expect(Sample.screen(app).contains { $0.contains("✕ picture: local file refused") })
        Sample.send("h j", to: app)
        #expect(app.listSource != .allUnread)
        #expect(report.pictures.allSatisfy { app.pictures[$0] == nil }, "the failures are asked for again")
        #expect(app.failedPictureReasons.isEmpty)
    }

    @Test func scrollingThroughKeepsABoundedWindow() {
        let (app, reader) = Self.app(count: 20_000)
        Sample.send("Enter", to: app)
        for _ in 0..<400 { Sample.send("C-f", to: app) }
        let read = reader.rowsRead
        #expect(read > 0)
        // Back up one screen: still in the window, nothing read again.
        Sample.send("C-b", to: app)
        #expect(reader.rowsRead == read)
        // Far back: the first pages were dropped long ago and are read again.
        Sample.send("g", to: app)
        #expect(reader.rowsRead > read)
        #expect(app.list.selectedItem?.id == CountingReader.item(0).id)
    }

    @Test func marksChangeTheRowsStateAndGoToTheLibrary() {
        let (app, _) = Self.app(count: 1000, unreadEvery: 3)
        Sample.send("Enter", to: app)
        #expect(app.list.selectedState?.isRead == false)
        let effects = Sample.send("N", to: app)
        #expect(effects == [.setRead([0], true)])
        #expect(app.list.state(ofItemAt: 0)?.isRead == true)
        // n goes to the next unread row through the states alone: rows 3, 6, ...
        Sample.send("n n", to: app)
        #expect(app.list.selectedRow == 6)
        #expect(Sample.send("S", to: app) == [.setStarred([6], true)])
        #expect(app.list.selectedState?.isStarred == true)
        #expect(app.list.selectedEntry?.state?.isStarred == true, "the held entry carries the mark too")
    }

    @Test func aReloadKeepsTheSelectedItemOnItsLine() {
        let (app, reader) = Self.app(count: 5000)
        Sample.send("Enter", to: app)
        for _ in 0..<30 { Sample.send("j", to: app) }
        let line = app.list.selectedScreenLine
        #expect(app.list.selectedState?.libraryID == 30)
        let effects = app.update(.refreshFinished(LibraryNavigationTests.overview(), summary: "Refreshed 2 feeds: 3 new"))
        #expect(effects.contains(.loadItems(.allUnread, generation: app.state.generation)))
        // Three new items arrive above the others.
        let states = Self.states(100_000..<100_003) + Self.states(0..<5000)
        _ = app.update(.rowsArrived(Array(states.prefix(128)), loaded: states.prefix(128).map {
            ListEntry(CountingReader.item(Int($0.libraryID)), state: $0)
        }, generation: app.state.generation))
        #expect(app.list.selectedState?.libraryID == 30, "the old list stays until the reload is complete")
        _ = app.update(.rowsArrived(Array(states.dropFirst(128)), loaded: [], generation: app.state.generation))
        _ = app.update(.loadFinished(generation: app.state.generation))
        #expect(app.list.itemCount == 5003)
        #expect(app.list.selectedState?.libraryID == 30)
        #expect(app.list.selectedScreenLine == line)
        _ = reader
    }

    /// Answers a search as the library would: the items `CountingReader` makes, matched by the
    /// held list's own rule. Reads through no reader.
    static func answer(_ search: ListSearch) -> AppAction {
        let query = FilterQuery(search.query)
        let entries = search.ids.map { ListEntry(CountingReader.item(Int($0))) }
        let found = entries.withUnsafeBufferPointer { buffer in search.ids.indices.filter { query.matches(buffer, $0) } }
        return .itemsSearched(found, search: search.number)
    }

    /// The items of `range` a held list's filter `query` would show, in order.
    static func expected(_ query: String, _ range: Range<Int>) -> [Int] {
        let search = ListSearch(number: 0, query: query, ids: range.map(Int64.init))
        guard case .itemsSearched(let positions, _) = answer(search) else { return [] }
        return positions.map { range.lowerBound + $0 }
    }

    static func searches(in effects: [AppEffect]) -> [ListSearch] {
        effects.compactMap { if case .searchItems(let search) = $0 { search } else { nil } }
    }

    /// Types `text` into the filter prompt, returning every effect.
    static func type(_ text: String, into app: App) -> [AppEffect] {
        text.flatMap { app.update(.terminal(.key(.character($0)))) }
    }

    @Test func theFilterIsSearchedByTheLibraryOffTheLoop() throws {
        let (app, reader) = Self.app(count: 3000)
        Sample.send("Enter /", to: app)
        let read = reader.rowsRead
        let effects = Self.type("item 2500:", into: app)
        #expect(reader.rowsRead == read, "the loop reads no item to filter")
        let searches = Self.searches(in: effects)
        #expect(searches.count == "item 2500:".count, "one search per keystroke, each replacing the last")
        let first = try #require(searches.first)
        #expect(first.ids == (0..<3000).map(Int64.init), "every row, in list order")
        #expect(app.list.rowCount == 3000 && app.list.isSearching, "the rows stay until the answer")
        #expect(Sample.screen(app).last?.contains("Searching…") == true)
        // An answer to a search since replaced changes nothing.
        _ = app.update(Self.answer(first))
        #expect(app.list.rowCount == 3000)
        let last = try #require(searches.last)
        #expect(last.ids.count == 3000, "typing on before any answer searches every row again")
        _ = app.update(Self.answer(last))
        Sample.send("Enter", to: app)
        #expect(!app.list.isSearching && app.list.rowCount == 1)
        #expect(app.list.selectedItem?.id == CountingReader.item(2500).id)
        #expect(Sample.screen(app).last?.contains("Searching…") == false)
    }

    @Test func typingOnSearchesOnlyTheLastMatchesAndClearingStopsTheSearch() throws {
        let (app, _) = Self.app(count: 3000)
        Sample.send("Enter /", to: app)
        let first = try #require(Self.searches(in: Self.type("item 25", into: app)).last)
        _ = app.update(Self.answer(first))
        let matches = app.list.rowCount
        #expect(matches == Self.expected("item 25", 0..<3000).count && matches < 3000)
        let narrowed = try #require(Self.searches(in: Self.type("0", into: app)).first)
        #expect(narrowed.ids.count == matches, "only the previous matches")
        let effects = app.update(.terminal(.key(.escape)))
        #expect(effects.contains(.stopSearch) && !app.list.isSearching)
        #expect(app.list.rowCount == 3000)
        _ = app.update(Self.answer(narrowed))
        #expect(app.list.rowCount == 3000, "the answer of a search stopped is not shown")
    }

    @Test func rowsArrivingUnderAFilterAreSearchedWhenTheyCome() throws {
        let reader = CountingReader()
        let app = App(timeZone: Sample.utc)
        app.startLibrary(size: TerminalSize(width: 120, height: 40), reader: reader)
        _ = app.update(.libraryChanged(LibraryNavigationTests.overview()))
        let states = Self.states(0..<1000)
        _ = app.update(.rowsArrived(Array(states.prefix(128)), loaded: states.prefix(128).map { ListEntry(CountingReader.item(Int($0.libraryID)), state: $0) },
                                    generation: app.state.generation))
        Sample.send("Enter /", to: app)
        let first = try #require(Self.searches(in: Self.type("item 5", into: app)).last)
        #expect(first.ids.count == 128)
        // More rows come while it runs: they are searched once it answers.
        #expect(Self.searches(in: app.update(.rowsArrived(Array(states[128...]), loaded: [], generation: app.state.generation))).isEmpty)
        let more = try #require(Self.searches(in: app.update(Self.answer(first))).first)
        #expect(more.ids == (128..<1000).map(Int64.init))
        #expect((0..<app.list.rowCount).map { app.list.itemIndex(forRow: $0) } == Self.expected("item 5", 0..<128), "the first rows' matches")
        _ = app.update(Self.answer(more))
        #expect((0..<app.list.rowCount).map { app.list.itemIndex(forRow: $0) } == Self.expected("item 5", 0..<1000), "then all, in list order")
    }

    @Test func aReloadUnderAFilterShowsTheOldMatchesUntilTheSearchAnswers() throws {
        let (app, _) = Self.app(count: 3000)
        Sample.send("Enter /", to: app)
        let first = try #require(Self.searches(in: Self.type("item 25", into: app)).last)
        _ = app.update(Self.answer(first))
        Sample.send("Enter", to: app)
        let before = Self.expected("item 25", 0..<3000)
        #expect(app.list.rowCount == before.count)
        _ = app.update(.refreshFinished(LibraryNavigationTests.overview(), summary: "Refreshed 2 feeds: 2 new"))
        // Two new items arrive above the others, one of them a match; item 250 is gone.
        let states = Self.states(4250..<4252) + Self.states(0..<3000).filter { $0.libraryID != 250 }
        _ = app.update(.rowsArrived(states, loaded: [], generation: app.state.generation))
        let effects = app.update(.loadFinished(generation: app.state.generation))
        let ids = { (0..<app.list.rowCount).map { app.list.state(ofItemAt: app.list.itemIndex(forRow: $0))!.libraryID } }
        #expect(ids() == before.filter { $0 != 250 }.map(Int64.init), "the old matches still there, until the answer")
        let search = try #require(Self.searches(in: effects).first)
        #expect(search.ids == states.map(\.libraryID), "every row of the new list is searched")
        let answer = Self.answer(search)
        guard case .itemsSearched(let positions, _) = answer else { return }
        _ = app.update(answer)
        #expect(ids() == positions.map { states[$0].libraryID } && ids().first == 4250, "then the new list's matches")
    }

    @Test func aNewUnreadItemShowsAnNWhereTheDotWas() {
        let app = App(timeZone: Sample.utc)
        app.startLibrary(size: TerminalSize(width: 120, height: 40), reader: CountingReader())
        _ = app.update(.libraryChanged(LibraryNavigationTests.overview()))
        var states = Self.states(0..<3)
        states[1].isNew = true
        _ = app.update(.rowsArrived(states, loaded: states.map { ListEntry(CountingReader.item(Int($0.libraryID)), state: $0) },
                                    generation: app.state.generation))
        let screen = Sample.screen(app).joined(separator: "\n")
        #expect(screen.filter { $0 == "N" }.count == 1, "\(screen)")
        #expect(screen.filter { $0 == "•" }.count == 2)
        Sample.send("Enter j N", to: app)
        #expect(!Sample.screen(app).joined().contains("N"), "read, it is neither unread nor marked new")
    }

    @Test func rowsLearnWhetherTheyAreNewFromThePagesRead() {
        let (app, reader) = Self.app(count: 5000)
        reader.newEvery = 5
        Sample.send("Enter G", to: app)
        let last = app.list.itemCount - 1
        #expect(app.list.state(ofItemAt: last - 4)?.isNew == (Int64(last - 4) % 5 == 0))
        #expect((last - 9...last).filter { app.list.state(ofItemAt: $0)?.isNew == true }.count == 2)
        #expect(app.list.state(ofItemAt: 2500)?.isNew == false, "a row never read is not known to be new")
    }

    @Test func markingAFilteredListReadWaitsForTheSearchToAnswer() throws {
        let (app, _) = Self.app(count: 3000)
        Sample.send("Enter /", to: app)
        _ = app.update(Self.answer(try #require(Self.searches(in: Self.type("item 25", into: app)).last)))
        let narrowed = try #require(Self.searches(in: Self.type("0", into: app)).last)
        Sample.send("Enter", to: app)
        #expect(Sample.send("A", to: app).isEmpty, "the rows shown are the older filter's")
        #expect(app.state.message?.contains("still searching") == true)
        #expect((0..<3000).allSatisfy { app.list.state(ofItemAt: $0)?.isRead == false })
        _ = app.update(Self.answer(narrowed))
        let effects = Sample.send("A", to: app)
        let marked = Self.expected("item 250", 0..<3000).map(Int64.init)
        #expect(effects == [.setRead(marked, true)])
    }

    @Test func markingAWholeLongListReadReadsNoEntry() {
        let (app, reader) = Self.app(count: 100_000)
        let effects = Sample.send("Enter A y", to: app)
        #expect(effects == [.markAllRead(.allUnread)], "asked first: the list spans two feeds")
        #expect((0..<app.list.itemCount).allSatisfy { app.list.state(ofItemAt: $0)?.isRead == true })
        #expect(reader.calls == 0)
        #expect(app.feedList.entries[0].item.summary == "0 unread items")
    }
}

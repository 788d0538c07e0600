import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI

/// Newest first by default, the feed's order on `t`; undated items after the dated ones in the
/// feed's order; streamed batches merged in; the reader's item kept through every reordering.
@Suite struct ItemOrderTests {
    static func item(_ id: String, hoursAgo: Double?) -> FeedItem {
        FeedItem(id: id, title: "Title \(id)", published: hoursAgo.map { Date(timeIntervalSince1970: 1_800_000_000 - $0 * 3600) },
                 summary: "Summary \(id)")
    }

    /// An app in `order` that received `batches` of one load, then the end of it.
    static func app(_ batches: [[FeedItem]], order: ItemOrder = .newestFirst, size: TerminalSize = TerminalSize(width: 80, height: 24)) -> App {
        let app = App(timeZone: Sample.utc, sortOrder: order)
        let effects = app.start(location: "feed.xml", size: size)
        guard case .load(_, let generation) = effects.first else { fatalError("start did not load: \(effects)") }
        for batch in batches { _ = app.update(.itemsArrived(batch.map { ListEntry($0) }, generation: generation)) }
        _ = app.update(.loadFinished(generation: generation))
        return app
    }

    static func shownIDs(_ app: App) -> [String] {
        (0..<app.list.rowCount).map { app.list.entries[app.list.itemIndex(forRow: $0)].item.id }
    }

    @Test func newestFirstWithUndatedItemsAtTheEndInFeedOrder() {
        let app = Self.app([[Self.item("a", hoursAgo: 5), Self.item("u1", hoursAgo: nil), Self.item("b", hoursAgo: 1),
                             Self.item("u2", hoursAgo: nil), Self.item("c", hoursAgo: 30), Self.item("d", hoursAgo: 1)]])
        // Equal dates keep the feed's order (b before d).
        #expect(Self.shownIDs(app) == ["b", "d", "a", "c", "u1", "u2"])
        #expect(app.list.selectedItem?.id == "b")
    }

    @Test func tTogglesTheFeedsOrderKeepingTheSelectedItem() {
        let app = Self.app([[Self.item("a", hoursAgo: 5), Self.item("b", hoursAgo: 1), Self.item("c", hoursAgo: 3)]])
        Sample.send("j", to: app)
        #expect(app.list.selectedItem?.id == "c")
        Sample.send("t", to: app)
        #expect(Self.shownIDs(app) == ["a", "b", "c"])
        #expect(app.list.selectedItem?.id == "c")
        #expect(app.state.sortOrder == .feedOrder)
        #expect(app.state.message == "In the feed's order")
        Sample.send("t", to: app)
        #expect(Self.shownIDs(app) == ["b", "c", "a"])
        #expect(app.list.selectedItem?.id == "c")
    }

    @Test func batchesAreMergedInAndAListAtItsTopStaysThere() {
        // An oldest-first feed streams its newest items last: each batch goes above the rows there.
        let app = Self.app([[Self.item("old", hoursAgo: 50), Self.item("older", hoursAgo: 60)],
                            [Self.item("mid", hoursAgo: 20), Self.item("undated", hoursAgo: nil)],
                            [Self.item("new", hoursAgo: 1), Self.item("between", hoursAgo: 55)]])
        #expect(Self.shownIDs(app) == ["new", "mid", "old", "between", "older", "undated"])
        #expect(app.list.selectedItem?.id == "new")
    }

    @Test func aReaderWhoMovedKeepsTheirItemWhileBatchesArrive() {
        let app = App(timeZone: Sample.utc)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: 80, height: 24))
        guard case .load(_, let generation) = effects.first else { Issue.record("no load"); return }
        _ = app.update(.itemsArrived([Self.item("a", hoursAgo: 10), Self.item("b", hoursAgo: 20)].map { ListEntry($0) }, generation: generation))
        Sample.send("j", to: app)
        #expect(app.list.selectedItem?.id == "b")
        _ = app.update(.itemsArrived([Self.item("c", hoursAgo: 1)].map { ListEntry($0) }, generation: generation))
        #expect(Self.shownIDs(app) == ["c", "a", "b"])
        #expect(app.list.selectedItem?.id == "b")
    }

    @Test func anItemBeingReadStaysWhenNewerOnesArrive() {
        let app = App(timeZone: Sample.utc)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: 60, height: 30))
        guard case .load(_, let generation) = effects.first else { Issue.record("no load"); return }
        _ = app.update(.itemsArrived([Self.item("a", hoursAgo: 10), Self.item("b", hoursAgo: 20)].map { ListEntry($0) }, generation: generation))
        Sample.send("Enter", to: app)
        #expect(app.state.focus == .detail)
        _ = app.update(.itemsArrived([Self.item("c", hoursAgo: 1)].map { ListEntry($0) }, generation: generation))
        #expect(Self.shownIDs(app) == ["c", "a", "b"])
        #expect(app.list.selectedItem?.id == "a")
        #expect(app.state.focus == .detail)
    }

    @Test func aLibraryListIsReadAgainInTheOtherOrder() {
        // The library pages its lists in the order asked for: `t` keeps the rows as delivered and
        // loads the list again; the runtime passes `state.sortOrder` to the library.
        let (app, _) = WindowedListTests.app(count: 300)
        Sample.send("Enter j j", to: app)
        let before = (0..<5).map { app.list.itemIndex(forRow: $0) }
        let effects = Sample.send("t", to: app)
        #expect(app.state.sortOrder == .feedOrder)
        #expect(effects == [.loadItems(.allUnread, generation: app.state.generation)])
        #expect((0..<5).map { app.list.itemIndex(forRow: $0) } == before)
    }

    @Test func theFilterFollowsTheOrder() {
        let app = Self.app([[Self.item("x1", hoursAgo: 5), Self.item("b", hoursAgo: 1), Self.item("x2", hoursAgo: 3)]])
        Sample.send("/ x Enter", to: app)
        #expect(Self.shownIDs(app) == ["x2", "x1"])
        Sample.send("t", to: app)
        #expect(Self.shownIDs(app) == ["x1", "x2"])
    }

    @Test func rowsShowTheirDateRelativeToTheClock() {
        let app = Self.app([[Self.item("a", hoursAgo: 3), Self.item("b", hoursAgo: nil), Self.item("c", hoursAgo: 24 * 400)]])
        app.setClock(Date(timeIntervalSince1970: 1_800_000_000))
        let screen = Sample.screen(app).joined(separator: "\n")
        #expect(screen.contains("Title a") && screen.contains("3 h"))
        #expect(screen.contains("2025-12-11"))
        // Without a clock every date is its day.
        let unclocked = Self.app([[Self.item("a", hoursAgo: 3)]])
        #expect(Sample.screen(unclocked).joined().contains("2027-01-15"))
    }
}

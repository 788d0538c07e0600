import Testing
@testable import FeedBrowserCore
import TerminalUI

/// Keys the runtime applies with `deferringFilter` (a burst before one frame) search the items
/// once, for the last text, and the frame shows exactly what typing them one by one shows.
@Suite struct DeferredFilterTests {
    /// Applies `script` as the runtime does: each event deferring the filter's search.
    static func sendDeferring(_ script: String, to app: App) {
        for event in (try? KeyScript.parse(script)) ?? [] { _ = app.update(.terminal(event), deferringFilter: true) }
    }

    @Test func aBurstSearchesOnceForTheLastTextWhenTheFrameIsDrawn() {
        let typed = Sample.app(items: Sample.items(30))
        Sample.send("/ e x a m p l e . c o m / 1 2", to: typed)
        let burst = Sample.app(items: Sample.items(30))
        Self.sendDeferring("/ e x a m p l e . c o m / 1 2", to: burst)
        #expect(burst.list.filter == "", "no search yet: the keys only recorded the text")
        #expect(burst.list.rowCount == 30)
        #expect(Sample.screen(burst) == Sample.screen(typed), "the frame shows the final filter's rows, prompt and status")
        #expect(burst.list.filter == "example.com/12")
        #expect(burst.list.rowCount == 1)
        #expect(burst.list.selectedItem?.id == "item-12")
    }

    @Test func anotherActionSearchesFirst() {
        let app = Sample.app(items: Sample.items(30))
        Self.sendDeferring("/ e x a m p l e . c o m / 1", to: app)
        _ = app.update(.terminal(.resize(width: 100, height: 30)), deferringFilter: true)
        #expect(app.list.rowCount == 11, "a resize is laid out with the filtered rows")
        Self.sendDeferring("2 Enter", to: app)
        #expect(app.state.inputMode == .normal)
        #expect(app.list.filter == "example.com/12", "Enter accepts the text typed before it")
        #expect(app.list.rowCount == 1)
        Self.sendDeferring("/ Backspace Down", to: app)
        #expect(app.list.rowCount == 11, "a move in the prompt searches first, then moves among the matches")
        #expect(app.list.selectedItem?.id == "item-13", "from item-12, kept by the wider filter, to the next match")
        Self.sendDeferring("Backspace Backspace Esc", to: app)
        #expect(app.list.filter == "")
        #expect(app.list.rowCount == 30, "Esc clears what was typed, searched or not")
    }

    @Test func theDetailStartsAtTheTopWhenTheBurstSelectsAnotherItem() {
        var items = Sample.items(30)
        items[0].content = (1...80).map { "Line \($0)." }.joined(separator: "\n")
        let app = Sample.app(width: 120, height: 30, items: items)
        Sample.send("Enter C-d", to: app)
        #expect(app.state.detailScroll > 0)
        Sample.send("Tab", to: app)
        Self.sendDeferring("/ e x a m p l e . c o m / 7", to: app)
        _ = app.render()
        #expect(app.list.selectedItem?.id == "item-7")
        #expect(app.state.detailScroll == 0)
    }
}

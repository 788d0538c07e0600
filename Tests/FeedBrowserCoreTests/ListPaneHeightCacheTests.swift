import Testing
@testable import FeedBrowserCore
import Feeds

@Suite("The list's height-cache keys: one per unique item id, kept across reloads")
struct ListPaneHeightCacheTests {
    static func entries(_ ids: [String]) -> [ListEntry] {
        ids.enumerated().map { index, id in
            ListEntry(FeedItem(id: id, title: "Item \(index)", summary: String(repeating: "word ", count: index % 40)))
        }
    }

    static func measureAll(_ pane: ListPane) {
        _ = pane.visibleRows()
        while pane.measureOffscreenRows(budget: 64) {}
    }

    @Test("a reload measures only the items it did not have; the others come from the cache")
    func reloadKeepsHeightsOfUnchangedItems() {
        let pane = ListPane()
        pane.resize(width: 60, height: 20)
        pane.append(Self.entries((0..<300).map { "item-\($0)" }))
        Self.measureAll(pane)
        let measured = pane.counters.totalMeasurements
        #expect(measured == 300)
        // The reload brings 20 new items at the top and drops the last 10.
        pane.removeAll()
        pane.append(Self.entries((0..<20).map { "new-\($0)" } + (0..<290).map { "item-\($0)" }))
        Self.measureAll(pane)
        #expect(pane.counters.totalMeasurements == measured + 20)
        #expect(pane.counters.totalCacheHits >= 290)
        #expect(pane.counters.measuredRows == 310)
    }

    @Test("items repeating an id are distinct rows with their own heights, cached across a reload")
    func repeatedIDsAreDistinct() {
        let pane = ListPane()
        pane.resize(width: 60, height: 20)
        let items = Self.entries(["a", "b", "a", "a"])
        pane.append(items)
        Self.measureAll(pane)
        #expect(pane.rowCount == 4)
        #expect(pane.counters.totalMeasurements == 4)
        pane.removeAll()
        pane.append(items)
        Self.measureAll(pane)
        #expect(pane.counters.totalMeasurements == 4, "every row's height came back from the cache")
    }
}

import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import Pictures
import TerminalUI

/// `v` cycles comfortable, compact and one-line rows, all measured by the layout engine; the
/// selected item keeps its screen line through style changes and resizes.
@Suite struct RowStyleTests {
    /// A news feed as they come: titles of 40-70 columns, summaries of a few lines, some pictures.
    static func newsItems(_ count: Int) -> [FeedItem] {
        (0..<count).map { n in
            FeedItem(id: "news-\(n)", title: "Story \(n): " + String(repeating: "headline ", count: 3 + n % 5),
                     published: Date(timeIntervalSince1970: 1_800_000_000 - Double(n) * 1800),
                     summary: String(repeating: "The summary of the story says more. ", count: 3 + n % 3),
                     thumbnails: n % 3 == 0 ? [FeedThumbnail(url: "http://example.com/\(n).png")] : [])
        }
    }

    static func app(style: RowStyle, width: Int = 80, height: Int = 24) -> App {
        let app = App(timeZone: Sample.utc, rowStyle: style)
        let effects = app.start(location: "feed.xml", size: TerminalSize(width: width, height: height))
        guard case .load(_, let generation) = effects.first else { fatalError("start did not load: \(effects)") }
        _ = app.update(.itemsArrived(newsItems(40).map { ListEntry($0) }, generation: generation))
        _ = app.update(.loadFinished(generation: generation))
        return app
    }

    /// Items whose rows are wholly on screen.
    static func wholeRows(_ app: App) -> Int {
        let height = app.state.layout.list.height
        return app.list.visibleRows().filter { $0.top >= 0 && $0.top + $0.drawing.height <= height }.count
    }

    @Test func compactShowsAScreenfulAt80x24() {
        #expect(Self.wholeRows(Self.app(style: .comfortable)) <= 4)
        #expect(Self.wholeRows(Self.app(style: .compact)) >= 12)
        #expect(Self.wholeRows(Self.app(style: .oneLine)) == 22)
    }

    @Test func vCyclesTheStylesAndSaysWhichOne() {
        let app = Self.app(style: .comfortable)
        Sample.send("v", to: app)
        #expect(app.state.rowStyle == .compact)
        #expect(app.list.rowStyle == .compact)
        #expect(app.state.message == "Rows: compact")
        Sample.send("v", to: app)
        #expect(app.state.rowStyle == .oneLine)
        #expect(app.state.message == "Rows: one line")
        Sample.send("v", to: app)
        #expect(app.state.rowStyle == .comfortable)
    }

    @Test func theDenseStylesHaveNoSeparatorsAndShowTheDate() {
        let app = Self.app(style: .compact)
        app.setClock(Date(timeIntervalSince1970: 1_800_000_000 + 3 * 3600))
        let screen = Sample.screen(app)
        #expect(!screen.contains { $0.contains("──") })
        #expect(screen[1].hasPrefix("▌ Story 0: headline") && screen[1].hasSuffix("3 h ┃"))
        #expect(screen[2].hasPrefix("  Story 1: headline") && screen[2].hasSuffix("3 h ┃"))
        // A wrapped title's next line hangs 2 columns in (Story 4 takes two lines at 80 columns).
        let story4 = try! #require(screen.firstIndex { $0.hasPrefix("  Story 4:") })
        #expect(screen[story4 + 1].hasPrefix("    headline"))
    }

    @Test(arguments: [RowStyle.compact, .oneLine, .comfortable])
    func switchingKeepsTheSelectedItemOnItsLine(_ style: RowStyle) {
        let app = Self.app(style: .comfortable)
        // Far enough down that every style has rows enough above to keep the line.
        Sample.send(Array(repeating: "j", count: 20).joined(separator: " "), to: app)
        let item = app.list.selectedItem?.id
        let line = app.list.selectedScreenLine
        // Cycle to `style` (comfortable goes all the way round).
        for _ in 0..<[RowStyle.compact, .oneLine, .comfortable].firstIndex(of: style)! + 1 { Sample.send("v", to: app) }
        #expect(app.list.selectedItem?.id == item)
        #expect(app.list.selectedScreenLine == line)
    }

    @Test func resizingTheDenseStylesKeepsTheSelection() {
        let app = Self.app(style: .compact)
        Sample.send("j j j j j j j j j j j j j j j", to: app)
        let item = app.list.selectedItem?.id
        let line = try! #require(app.list.selectedScreenLine)
        Sample.send("resize:50x24 resize:80x24", to: app)
        #expect(app.list.selectedItem?.id == item)
        #expect(app.list.selectedScreenLine == line)
    }

    @Test func theStyleIsAPlainValueGivenAtStart() {
        let app = App(rowStyle: .oneLine, sortOrder: .feedOrder)
        #expect(app.state.rowStyle == .oneLine)
        #expect(app.list.rowStyle == .oneLine)
        #expect(app.state.sortOrder == .feedOrder)
        #expect(RowStyle(rawValue: "one-line") == .oneLine)
        #expect(ItemOrder(rawValue: "newest-first") == .newestFirst)
    }

    @Test func theHelpListsTheNewKeys() {
        let app = Self.app(style: .comfortable, width: 120, height: 60)
        Sample.send("?", to: app)
        let screen = Sample.screen(app).joined(separator: "\n")
        #expect(screen.contains("rows: comfortable, compact, one line"))
        #expect(screen.contains("order: newest first / as in the feed"))
    }
}

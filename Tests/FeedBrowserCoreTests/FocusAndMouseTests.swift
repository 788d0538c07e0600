import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI

/// Where the focus is can be seen, the hints follow it, the mouse opens what it clicks, and a
/// long message can be read whole.
@Suite struct FocusAndMouseTests {
    static func click(_ app: App, x: Int, y: Int) -> [AppEffect] {
        app.update(.terminal(.mouse(MouseEvent(.press(.left), x: x, y: y))))
    }

    @Test func landscapeMarksTheFocusedPanesHeader() {
        let app = Sample.app(width: 120, height: 40)
        var header = Sample.screen(app)[0]
        #expect(header.hasPrefix(" ▸ Sample Feed"), "\(header)")
        #expect(header.contains("  Article · Enter to read"))
        Sample.send("Enter", to: app)
        header = Sample.screen(app)[0]
        #expect(header.hasPrefix("   Sample Feed"), "\(header)")
        #expect(header.contains("▸ Article"))
        let canvas = app.render()
        let marker = app.state.layout.divider.x + 1
        #expect(canvas[x: marker, y: 0].style == Theme.standard.focusedPaneHeader)
        #expect(canvas[x: 2, y: 0].style == Theme.standard.paneHeader)
    }

    @Test func theHintsFollowTheFocus() {
        let app = Sample.app(width: 120, height: 40)
        #expect(Sample.screen(app).last!.hasPrefix("? help  q quit"))
        Sample.send("Enter", to: app)
        #expect(Sample.screen(app).last!.hasPrefix("? help  j k scroll  q back"))
        let portrait = Sample.app(width: 80, height: 24)
        Sample.send("Enter", to: portrait)
        #expect(Sample.screen(portrait).last!.hasPrefix("? help  j k scroll  q back"))
        #expect(!Sample.screen(portrait)[0].contains("▸"), "one pane: nothing to tell apart")
    }

    @Test func aClickOnAPanesHeaderFocusesThatPane() {
        let app = Sample.app(width: 120, height: 40)
        _ = Self.click(app, x: app.state.layout.detail.x + 3, y: 0)
        #expect(app.state.focus == .detail)
        _ = Self.click(app, x: 3, y: 0)
        #expect(app.state.focus == .list)
        #expect(app.list.selectedRow == 0, "nothing else changes")
    }

    @Test func aClickOnTheSelectedRowOpensIt() {
        let app = Sample.app(width: 60, height: 40)
        let listTop = app.state.layout.list.y
        let second = app.list.visibleRows().first { $0.row == 1 }!
        _ = Self.click(app, x: 5, y: listTop + second.top + 1)
        #expect(app.list.selectedRow == 1 && app.state.focus == .list, "the first click selects")
        _ = Self.click(app, x: 5, y: listTop + second.top + 1)
        #expect(app.state.focus == .detail, "the second (a double click) opens")
    }

    /// At 80 columns the text starts at the margin; at 200 (landscape) it is a centred column.
    @Test(arguments: [80, 200])
    func aClickOnALinkNumberOpensIt(width: Int) throws {
        let item = try DetailStructureTests.item()
        let app = Sample.app(width: width, height: 30, items: [item])
        Sample.send("Enter", to: app)
        let screen = Sample.screen(app)
        let y = try #require(screen.firstIndex { $0.contains("See BPF[2].") })
        let x = try #require(screen[y].range(of: "[2]")).lowerBound.utf16Offset(in: screen[y]) + 1
        #expect(Self.click(app, x: x, y: y) == [.openLink("https://ebpf.io/")])
        #expect(Self.click(app, x: x - 5, y: y) == [], "the text around it opens nothing")
    }

    @Test func aLongMessageCanBeReadWholeAndGoesWithTheNextKey() {
        let app = Sample.app(width: 60, height: 20)
        let long = "Could not start the browser (/opt/browsers/very-long-name/bin/browser): /opt/browsers/very-long-name/bin/browser does not exist"
        _ = app.update(.message(long))
        let status = Sample.screen(app).last!
        #expect(status.contains("…  e: all"), "\(status)")
        Sample.send("e", to: app)
        #expect(app.state.showsMessage)
        let shown = Sample.screen(app).joined(separator: "\n")
        #expect(shown.contains("Message (any key closes)"))
        #expect(shown.contains("does not exist"), "the end of the message is on screen")
        Sample.send("j", to: app)
        #expect(!app.state.showsMessage && app.state.message == nil)
        #expect(app.list.selectedRow == 0, "the key that closes it does nothing else")
    }

    @Test func aClickOnTheStatusLineShowsTheMessage() {
        let app = Sample.app(width: 60, height: 20)
        _ = app.update(.message("Refreshed 12 feeds: 40 new · 3 failed (the feed list says why) and a lot more words"))
        _ = Self.click(app, x: 3, y: 19)
        #expect(app.state.showsMessage)
        _ = Self.click(app, x: 3, y: 5)
        #expect(!app.state.showsMessage)
    }

    @Test func theHelpListsCtrlLTheMouseAndEsc() {
        let layout = HelpLayout(keyMap: .standard, screen: Rect(x: 0, y: 0, width: 120, height: 200))
        let text = layout.rows.map { $0.keys + " " + $0.text }.joined(separator: "\n")
        #expect(text.contains("C-l"))
        #expect(text.contains("wheel") && text.contains("click [n]"))
        #expect(text.contains("cancels a prompt") && text.contains("detail → list → feeds"))
        let narrow = HelpLayout(keyMap: .standard, screen: Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(narrow.box.width <= 14 + HelpLayout.widestTextColumn + 4, "a long description wraps instead of widening the box")
    }

    @Test func inTheLibraryAClickOnTheSelectedFeedOpensItAndTheHeadersFollow() throws {
        let (app, _) = LibraryNavigationTests.app(width: 120, height: 40)
        _ = LibraryNavigationTests.deliver(LibraryNavigationTests.entries(feed: 1, count: 4, unread: 3), to: app)
        var header = Sample.screen(app)[0]
        #expect(header.hasPrefix(" ▸ Feeds") && Sample.screen(app).last!.hasPrefix("? help  q quit"), "\(header)")
        let feeds = app.state.layout.feeds
        let third = try #require(app.feedList.visibleRows().first { $0.row == 2 })
        _ = Self.click(app, x: 3, y: feeds.y + third.top + 1)
        #expect(app.feedList.selectedRow == 2 && app.state.focus == .feeds, "the first click selects the feed")
        _ = Self.click(app, x: 3, y: feeds.y + third.top + 1)
        #expect(app.state.focus == .list, "the second opens it")
        header = Sample.screen(app)[0]
        #expect(header.hasPrefix("   Feeds") && header.contains("▸ Feed 1"), "\(header)")
        #expect(Sample.screen(app).last!.hasPrefix("? help  q back"), "q goes back to the feeds from here")
    }
}

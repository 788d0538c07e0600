import Testing
import TerminalUI
@testable import FeedBrowserCore

/// `A` on a list spanning feeds (All unread, a tag, a filter across feeds) asks first on the
/// status line, as newsboat does before marking every feed read; one feed's `A` is immediate.
@Suite struct MarkReadQuestionTests {
    @Test func allUnreadAsksAndYMarksEverything() {
        let (app, _) = LibraryNavigationTests.app()
        #expect(Sample.send("A", to: app).isEmpty, "nothing is marked before the answer")
        #expect(app.state.inputMode == .confirmMarkRead(MarkReadQuestion(source: .allUnread, filtered: false, items: 5, feeds: 2)))
        #expect(app.feedList.entries[0].item.summary == "5 unread items")
        let screen = app.render().plainText()
        #expect(screen.contains("Mark 5 items in 2 feeds read? (y/n)"), "\(screen)")
        #expect(Sample.send("y", to: app) == [.markAllRead(.allUnread)])
        #expect(app.state.inputMode == .normal)
        #expect(app.feedList.entries[0].item.summary == "0 unread items")
        #expect(app.state.message == "Marked 5 items in 2 feeds read.")
    }

    @Test func anyOtherKeyCancelsAndSaysSo() {
        let (app, _) = LibraryNavigationTests.app()
        Sample.send("A", to: app)
        #expect(Sample.send("j", to: app).isEmpty, "the key answers the question; it does not move")
        #expect(app.state.inputMode == .normal)
        #expect(app.feedList.selectedRow == 0)
        #expect(app.state.message == "Nothing marked read.")
        #expect(app.feedList.entries[0].item.summary == "5 unread items")
    }

    @Test func aTagOfSeveralFeedsAsksOneFeedDoesNot() {
        let app = App(timeZone: Sample.utc, sortOrder: .feedOrder)
        app.startLibrary(size: TerminalSize(width: 120, height: 40))
        _ = app.update(.libraryChanged(TagRowsTests.overview()))
        // "# news": One (3 unread) and Three (1 unread).
        Sample.send("j j j", to: app)
        #expect(Sample.send("A", to: app).isEmpty)
        #expect(app.state.inputMode == .confirmMarkRead(MarkReadQuestion(source: .tag(name: "news", feedIDs: [1, 3]), filtered: false,
                                                                         items: 4, feeds: 2)))
        #expect(Sample.send("y", to: app) == [.markAllRead(.tag(name: "news", feedIDs: [1, 3]))])
        // "# Art" holds One only, read by now: nothing to ask about. Feed Two's A is immediate.
        Sample.send("k", to: app)
        #expect(Sample.send("A", to: app) == [.markAllRead(.tag(name: "Art", feedIDs: [1]))])
        Sample.send("j j j", to: app)
        #expect(Sample.send("A", to: app) == [.markAllRead(.feed(id: 2, url: "https://two/"))])
        #expect(app.state.inputMode == .normal)
    }

    @Test func aFilterAcrossFeedsAsksForItsUnreadRowsOnly() {
        let (app, _) = LibraryNavigationTests.app()
        var entries = LibraryNavigationTests.entries(feed: 1, count: 3, unread: 3) + LibraryNavigationTests.entries(feed: 2, count: 2, unread: 2)
        // Item 3 of feed 1 is read: it is not counted.
        entries[2].state?.isRead = true
        _ = LibraryNavigationTests.deliver(entries, to: app)
        Sample.send("Enter / I t e m Enter", to: app)
        let rows = app.list.rowCount
        #expect(rows == 5)
        #expect(Sample.send("A", to: app).isEmpty)
        #expect(app.state.inputMode == .confirmMarkRead(MarkReadQuestion(source: .allUnread, filtered: true, items: 4, feeds: 2)))
        let effects = Sample.send("y", to: app)
        #expect(effects == [.setRead([100, 101, 200, 201], true)])
        // Filtered to one feed's items: no question.
        Sample.send("/ Esc / I t e m Space 2 0 0 Enter", to: app)
        #expect(app.list.rowCount == 1)
        #expect(Sample.send("N A", to: app) == [.setRead([200], false), .setRead([200], true)])
    }
}

import Testing
import TerminalUI
@testable import FeedBrowserCore

/// The prompts on the status line: the cursor drawn where it is, the line scrolled to keep it seen.
@Suite struct StatusLinePromptTests {
    @Test func aPromptThatFitsIsShownWhole() {
        #expect(StatusLineView.promptWindow(beforeCursor: "/sh", afterCursor: "ort", columns: 20) == "/sh▏ort")
    }

    @Test func aPromptLongerThanTheLineScrollsToKeepTheCursorSeen() {
        // Typing at the end shows the end, as before.
        #expect(StatusLineView.promptWindow(beforeCursor: "/a long filter being typed", afterCursor: "", columns: 12)
            == "…eing typed▏")
        // At the start, the start.
        #expect(StatusLineView.promptWindow(beforeCursor: "/", afterCursor: "a long filter being typed", columns: 12)
            == "/▏a long fi…")
        // In between, the cursor in the middle and "…" on both sides.
        #expect(StatusLineView.promptWindow(beforeCursor: "/a long filter", afterCursor: " being typed", columns: 12)
            == "…lter▏ bein…")
    }

    @Test func wideCharactersCountTwoColumnsWhenScrolling() {
        #expect(StatusLineView.promptWindow(beforeCursor: "/中文中文中文", afterCursor: "", columns: 6) == "…中文▏")
        #expect(StatusLineView.promptWindow(beforeCursor: "/中文中文", afterCursor: "中文中文", columns: 9) == "…文▏中文…")
        #expect(StatusLineView.promptWindow(beforeCursor: "/", afterCursor: "👍🏽中文中文", columns: 7) == "/▏👍🏽中…")
    }

    @Test func theFilterLineShowsTheCursorWhereItIsAtFortyColumns() {
        let app = Sample.app(width: 40, height: 10)
        Sample.send("/ " + "the quick brown fox jumps over the lazy dog".map { $0 == " " ? "Space" : String($0) }.joined(separator: " "), to: app)
        #expect(Sample.screen(app).last == "… brown fox jumps over the lazy dog▏ 0/0")
        Sample.send("Home", to: app)
        #expect(Sample.screen(app).last == "/▏the quick brown fox jumps over th… 0/0")
        Sample.send(Array(repeating: "Right", count: 20).joined(separator: " "), to: app)
        #expect(Sample.screen(app).last == "…quick brown fox ▏jumps over the la… 0/0")
        Sample.send("C-w", to: app)
        #expect(app.list.filter == "the quick brown jumps over the lazy dog")
        // The text before the cursor now fits in the left half: the line shows its start again.
        #expect(Sample.screen(app).last == "/the quick brown ▏jumps over the la… 0/0")
    }

    @Test func theQueryPromptShowsTheCursorWhereItIs() {
        let app = App(sortOrder: .feedOrder)
        _ = app.start(location: "https://example.com/rss?q={query}", size: TerminalSize(width: 40, height: 10))
        Sample.send("c a t s Left Left x", to: app)
        #expect(Sample.screen(app).last?.hasPrefix("Query: cax▏ts  (Enter loads") == true, "\(Sample.screen(app).last ?? "")")
    }
}

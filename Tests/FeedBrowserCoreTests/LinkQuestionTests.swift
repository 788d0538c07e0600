import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI

/// Links a feed's author could use against the reader (`javascript:`, `data:`, `file:`...) are
/// shown whole and asked about before `$BROWSER` sees them; http(s) and mailto open at once.
@Suite struct LinkQuestionTests {
    /// A portrait app reading item 1, whose link is `link` and whose first numbered link is too.
    static func reading(link: String) -> App {
        var items = Sample.items(3)
        items[1].link = link
        items[1].links = [link]
        let app = Sample.app(width: 70, height: 30, items: items)
        Sample.send("j Enter", to: app)
        return app
    }

    static let risky = [
        "javascript:alert(document.cookie)", "JavaScript:alert(1)", "data:text/html;base64,PHNjcmlwdD4=",
        "vbscript:msgbox(1)", "file:///etc/passwd", " javascript:alert(1)", "java\tscript:alert(1)",
        "\u{1}https://example.com/", "ftp://example.com/file", "/relative/path", "httpx://example.com",
    ]

    @Test(arguments: ["https://example.com/a", "http://example.com/b", "HTTPS://EXAMPLE.COM/c", "mailto:someone@example.com"])
    func harmlessSchemesOpenAtOnce(link: String) {
        let app = Self.reading(link: link)
        #expect(Sample.send("o", to: app) == [.openLink(link)])
        #expect(app.state.inputMode == .normal)
        #expect(Sample.send("1 Enter", to: app) == [.openLink(link)], "by number too")
    }

    @Test(arguments: risky)
    func otherLinksAreAskedAboutAndYOpensThem(link: String) {
        let app = Self.reading(link: link)
        #expect(Sample.send("o", to: app).isEmpty, "nothing opens before the answer")
        #expect(app.state.inputMode == .confirmLink(link))
        #expect(app.update(.terminal(.key(.character("y")))) == [.openLink(link)])
        #expect(app.state.inputMode == .normal)
    }

    @Test(arguments: risky)
    func aLinkNumberIsAskedAboutToo(link: String) {
        let app = Self.reading(link: link)
        #expect(Sample.send("1 Enter", to: app).isEmpty)
        #expect(app.state.inputMode == .confirmLink(link))
        #expect(Sample.send("Y", to: app) == [.openLink(link)], "either case says yes")
    }

    @Test(arguments: ["n", "Esc", "Enter", "o", "q", "j", "1"])
    func anyOtherKeyCancelsAndDoesNothingElse(key: String) {
        let app = Self.reading(link: "javascript:alert(1)")
        Sample.send("o", to: app)
        let selected = app.list.selectedRow
        #expect(Sample.send(key, to: app).isEmpty, "no link opened, no quit")
        #expect(app.state.inputMode == .normal)
        #expect(app.state.focus == .detail, "the key only answered the question")
        #expect(app.list.selectedRow == selected)
        #expect(app.state.message == "Not opened.")
    }

    @Test func theQuestionShowsTheWholeURL() {
        let link = "javascript:alert(1)"
        let app = Self.reading(link: link)
        Sample.send("o", to: app)
        #expect(Sample.screen(app).last?.hasPrefix("Open this link? javascript:alert(1) (y/n)") == true,
                "\(Sample.screen(app).last ?? "")")
    }

    @Test func aURLTooLongForTheLineKeepsItsStartItsEndAndTheQuestion() {
        let link = "data:text/html," + String(repeating: "x", count: 200) + "END"
        let line = StatusLineView.linkQuestion(link, columns: 60)
        #expect(line.count <= 60, "all one column wide here")
        #expect(line.hasPrefix("Open this link? data:text/html,"))
        #expect(line.hasSuffix("xEND (y/n)"))
        #expect(line.contains("…"))
        #expect(StatusLineView.linkQuestion("file:///a\u{1B}[2Jb", columns: 80).contains("\u{1B}") == false,
                "control characters are shown inert")
    }

    @Test func theConfirmationKeysAreData() {
        let app = App(confirmKeys: PromptKeyMap(bindings: [([.character("o")], .confirm)]), timeZone: Sample.utc, sortOrder: .feedOrder)
        guard case .load(_, let generation) = app.start(location: "feed.xml", size: TerminalSize(width: 70, height: 30)).first else {
            Issue.record("start did not load")
            return
        }
        var items = Sample.items(2)
        items[0].link = "file:///etc/passwd"
        _ = app.update(.itemsArrived(items.map { ListEntry($0) }, generation: generation))
        Sample.send("o", to: app)
        #expect(app.state.inputMode == .confirmLink("file:///etc/passwd"))
        #expect(Sample.send("o", to: app) == [.openLink("file:///etc/passwd")])
    }
}

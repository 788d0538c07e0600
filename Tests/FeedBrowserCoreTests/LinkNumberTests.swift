import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI

/// Opening the links and attachments listed in the detail by number: digits, then Enter.
@Suite struct LinkNumberTests {
    /// Two links in the text, an audio attachment, a picture (not listed) and a video.
    static func itemsWithLinks() -> [FeedItem] {
        var items = Sample.items(3)
        items[1].links = ["https://example.com/first", "https://example.com/second"]
        items[1].enclosures = [
            FeedEnclosure(url: "https://example.com/episode.mp3", type: "audio/mpeg", length: 3_600_000),
            FeedEnclosure(url: "https://example.com/cover.jpg", type: "image/jpeg"),
            FeedEnclosure(url: "https://example.com/clip", medium: "video"),
        ]
        return items
    }

    /// A portrait app reading the item with links.
    static func reading() -> App {
        let app = Sample.app(width: 60, height: 30, items: itemsWithLinks())
        Sample.send("j Enter", to: app)
        return app
    }

    @Test func attachmentsAreNumberedAfterTheLinks() {
        let document = DetailDocument(item: Self.itemsWithLinks()[1], width: 80, timeZone: Sample.utc)
        let listed = document.lines.filter { $0.role == .listedLink }.map { String($0.text) }
        #expect(listed == [
            "[1] https://example.com/first",
            "[2] https://example.com/second",
            "[3] https://example.com/episode.mp3 (audio/mpeg, 3.6\u{00A0}MB)",
            "[4] https://example.com/clip (video)",
        ])
        #expect(Self.itemsWithLinks()[1].numberedURLs == [
            "https://example.com/first", "https://example.com/second",
            "https://example.com/episode.mp3", "https://example.com/clip",
        ], "the numbers open what the detail lists, pictures left out")
    }

    @Test(arguments: [("1", "https://example.com/first"), ("2", "https://example.com/second"),
                      ("3", "https://example.com/episode.mp3"), ("4", "https://example.com/clip"),
                      ("0 4", "https://example.com/clip")])
    func aNumberAndEnterOpenThatURL(digits: String, url: String) {
        let app = Self.reading()
        #expect(Sample.send(digits, to: app).isEmpty, "digits alone open nothing yet")
        #expect(Sample.send("Enter", to: app) == [.openLink(url)])
        #expect(app.state.inputMode == .normal)
        #expect(app.state.focus == .detail)
    }

    @Test func theDigitsShowOnTheStatusLine() {
        let app = Self.reading()
        Sample.send("1 2", to: app)
        #expect(app.state.inputMode == .linkNumber("12"))
        #expect(Sample.screen(app).last?.hasPrefix("Open link: 12▏") == true, "\(Sample.screen(app).last ?? "")")
    }

    @Test func aNumberOutOfRangeSaysHowManyThereAre() {
        let app = Self.reading()
        #expect(Sample.send("1 2 Enter", to: app).isEmpty)
        #expect(app.state.message == "No link 12: this item has 4")
        #expect(app.state.inputMode == .normal)
        #expect(Sample.send("0 Enter", to: app).isEmpty)
        #expect(app.state.message == "No link 0: this item has 4")
        #expect(Sample.send(String(repeating: "9 ", count: 30) + "Enter", to: app).isEmpty, "too long for an Int")
        var linkless = Sample.items(2)
        linkless[1].links = []
        let bare = Sample.app(width: 60, height: 30, items: linkless)
        #expect(Sample.send("j Enter 1 Enter", to: bare).isEmpty)
        #expect(bare.state.message == "No link 1: this item has none")
    }

    @Test func escCancelsWithoutLeavingTheDetail() {
        let app = Self.reading()
        #expect(Sample.send("3 Esc", to: app).isEmpty)
        #expect(app.state.inputMode == .normal)
        #expect(app.state.focus == .detail, "Esc closes the prompt, not the detail")
        #expect(Sample.send("Enter", to: app).isEmpty, "nothing left to open")
    }

    @Test func backspaceEditsAndPastTheFirstDigitCancels() {
        let app = Self.reading()
        Sample.send("1 2 Backspace", to: app)
        #expect(app.state.inputMode == .linkNumber("1"))
        Sample.send("Backspace", to: app)
        #expect(app.state.inputMode == .normal)
        #expect(Sample.send("4 2 Backspace Enter", to: app) == [.openLink("https://example.com/clip")])
    }

    @Test func otherKeysAreIgnoredWhileTypingANumber() {
        let app = Self.reading()
        #expect(Sample.send("2 q j x Enter", to: app) == [.openLink("https://example.com/second")])
        #expect(app.state.focus == .detail)
    }

    @Test func inLandscapeTheShownDetailTakesNumbersFromTheList() {
        let app = Sample.app(width: 120, height: 30, items: Self.itemsWithLinks())
        Sample.send("j", to: app)
        #expect(app.state.focus == .list)
        #expect(Sample.send("3 Enter", to: app) == [.openLink("https://example.com/episode.mp3")])
    }

    @Test func inThePortraitListDigitsMeanNothing() {
        let app = Sample.app(width: 60, height: 30, items: Self.itemsWithLinks())
        Sample.send("j 1", to: app)
        #expect(app.state.inputMode == .normal, "the links are not on screen")
        #expect(Sample.send("Enter", to: app).isEmpty)
        #expect(app.state.focus == .detail, "Enter keeps its meaning: open the item")
    }

    @Test func digitsAreBoundToLinkNumbersOnly() throws {
        for digit in "0123456789" {
            #expect(KeyMap.standard.command(for: .character(digit)) == .linkNumber)
        }
        let binding = try #require(KeyMap.standard.bindings.first { $0.command == .linkNumber })
        #expect(binding.keyLabel == "0-9 Enter")
    }
}

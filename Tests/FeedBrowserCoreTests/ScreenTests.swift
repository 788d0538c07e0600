import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI

@Suite struct ScreenTests {
    @Test func landscapeShowsHeaderListDividerDetailAndStatus() {
        let app = Sample.app(width: 120, height: 40)
        Sample.send("j", to: app)
        let screen = Sample.screen(app)
        let layout = app.state.layout
        #expect(screen[0].contains("Sample Feed"))
        #expect(screen[0].hasSuffix("? help"))
        #expect(screen[39].hasSuffix("2/30"))
        for y in layout.divider.y..<(layout.divider.y + layout.divider.height) {
            #expect(Array(screen[y])[layout.divider.x] == "│", "divider broken on row \(y)")
        }
        // The detail shows the selected item's title at the top of its pane, after the margin.
        let detailTop = String(Array(screen[layout.detail.y]).dropFirst(layout.detail.x + 1))
        #expect(detailTop.hasPrefix("Item 1: word word"))
    }

    /// 40x15 puts descriptions beside their keys, wrapped; 24x12 puts them under their keys.
    @Test(arguments: [(40, 15), (24, 12)])
    func theHelpScrollsWhenItDoesNotFitAndNeverCutsADescription(width: Int, height: Int) {
        let app = Sample.app(width: width, height: height)
        Sample.send("?", to: app)
        let first = Sample.screen(app)
        #expect(first.joined().contains("↓ more"))
        #expect(!first.joined().contains("↑ more"))
        // Everything the pages show, the frame and the key column taken away, in order.
        var pages = [first]
        // Enough presses to reach the end of the longest help (one row per press).
        for _ in 0..<120 {
            Sample.send("j", to: app)
            #expect(app.state.showsHelp, "j scrolls a help that does not fit")
            if Sample.screen(app) != pages.last { pages.append(Sample.screen(app)) }
        }
        let last = pages.last ?? []
        #expect(last.joined().contains("↑ more"))
        #expect(!last.joined().contains("↓ more"))
        let shown = pages.flatMap { $0 }.joined(separator: " ")
        #expect(!shown.contains("…"), "nothing is cut")
        for binding in KeyMap.standard.bindings {
            #expect(shown.contains(binding.keyLabel), "\(binding.keyLabel)")
            for word in binding.summary.split(separator: " ") {
                #expect(shown.contains(word), "\(binding.keyLabel): \(word) of \(binding.summary)")
            }
        }
        Sample.send("g", to: app)
        #expect(Sample.screen(app) == first)
        Sample.send("x", to: app)
        #expect(!app.state.showsHelp, "any other key closes")
    }

    @Test func aHelpThatFitsClosesOnAnyKey() {
        let app = Sample.app(width: 120, height: 40)
        Sample.send("?", to: app)
        #expect(!Sample.screen(app).joined().contains("more"))
        Sample.send("j", to: app)
        #expect(!app.state.showsHelp)
        #expect(app.list.selectedRow == 0, "the key does not act underneath")
    }

    @Test func anAcceptedFilterStaysVisibleInTheStatusLine() {
        let app = Sample.app(width: 120, height: 40)
        Sample.send("/ I t e m Space 1 2 Enter", to: app)
        #expect(Sample.screen(app).last?.hasPrefix("Filter: Item 12") == true)
        #expect(Sample.screen(app).last?.hasSuffix("1/1") == true)
        Sample.send("Esc", to: app)
        #expect(Sample.screen(app).last?.hasPrefix("? help") == true)
    }

    @Test func theDetailSaysWhereInTheTextItIs() {
        var items = Sample.items(2)
        items[0].content = (1...60).map { "Paragraph \($0) of a long article." }.joined(separator: "\n\n")
        let app = Sample.app(width: 60, height: 20, items: items)
        Sample.send("Enter", to: app)
        #expect(Sample.screen(app).last?.hasSuffix("1/2  Top") == true)
        Sample.send("Space", to: app)
        let middle = Sample.screen(app).last ?? ""
        #expect(middle.hasSuffix("%"), "status: \(middle)")
        Sample.send("G", to: app)
        #expect(Sample.screen(app).last?.hasSuffix("1/2  Bot") == true)
        Sample.send("Esc j Enter", to: app)
        #expect(Sample.screen(app).last?.hasSuffix("2/2  All") == true)
        Sample.send("Esc", to: app)
        #expect(Sample.screen(app).last?.hasSuffix("2/2") == true)
    }

    @Test func selectedRowIsMarkedOnEachOfItsLines() {
        let app = Sample.app(width: 60, height: 40)
        Sample.send("j", to: app)
        let canvas = app.render()
        let layout = app.state.layout
        let selected = try! #require(app.list.visibleRows().first { $0.row == 1 })
        for line in 0..<selected.drawing.height {
            #expect(canvas[x: 0, y: layout.list.y + selected.top + line].character == "▌")
        }
        #expect(canvas[x: 0, y: layout.list.y + selected.top + selected.drawing.height].character == "─")
        let other = try! #require(app.list.visibleRows().first { $0.row == 0 })
        #expect(canvas[x: 0, y: layout.list.y + other.top + 1].character != "▌")
    }

    @Test func hostileTextNeverReachesTheCanvasAsControlCharacters() {
        var items = Sample.items(3)
        items[0].title = "Evil \u{1B}[2J\u{1B}]0;pwned\u{07} \u{9B}31m title \u{7F}"
        items[0].summary = "line\u{1B}[31mred\u{0}nul"
        items[0].content = "\u{1B}P+q\u{1B}\\ body"
        let app = Sample.app(width: 120, height: 40, items: items)
        Sample.send("Enter", to: app)
        let canvas = app.render()
        for cell in canvas.cells {
            for scalar in cell.character.unicodeScalars {
                #expect(!(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)), "control U+\(String(scalar.value, radix: 16)) on screen")
            }
        }
        #expect(Sample.screen(app).joined().contains("Evil"))
    }

    @Test(arguments: [(1, 1), (20, 10), (2, 2), (40, 3), (100, 50), (300, 100)])
    func anySizeRendersWithoutSpilling(width: Int, height: Int) {
        let app = Sample.app(width: width, height: height)
        Sample.send("j j Enter", to: app)
        let screen = Sample.screen(app)
        #expect(screen.count == height)
        for line in screen { #expect(line.count <= width) }
        Sample.send("Esc", to: app)
        #expect(Sample.screen(app).count == height)
    }

    @Test func tinyScreenStillShowsThePosition() {
        let app = Sample.app(width: 20, height: 10)
        #expect(Sample.screen(app).last?.hasSuffix("1/30") == true)
        // Too narrow for the whole hint: the position alone, not "? he 1/30".
        let narrow = Sample.app(width: 10, height: 3)
        #expect(Sample.screen(narrow).last == "      1/30")
    }

    @Test func helpOverlayListsEveryBinding() {
        let app = Sample.app(width: 120, height: 40)
        Sample.send("?", to: app)
        let text = Sample.screen(app).joined(separator: "\n")
        for binding in KeyMap.standard.bindings {
            #expect(text.contains(binding.summary), "help lacks \(binding.summary)")
        }
    }

    @Test func filterWithoutMatchesSaysSo() {
        let app = Sample.app(width: 60, height: 20)
        Sample.send("/ z z z", to: app)
        let screen = Sample.screen(app)
        #expect(screen.contains { $0.contains("No items match “zzz”.") })
        #expect(screen.last?.hasPrefix("/zzz") == true)
        #expect(screen.last?.hasSuffix("0/0") == true)
    }

    @Test func errorsShowOnTheStatusLine() {
        let app = Sample.app(width: 100, height: 20)
        _ = app.update(.loadFailed("malformed feed at line 3, column 7", generation: app.state.generation))
        #expect(Sample.screen(app).last?.hasPrefix("Error: malformed feed at line 3, column 7") == true)
    }
}

@Suite struct DetailDocumentTests {
    @Test func mediaItemsShowTheLargestPictureFirstThenTextAndLinks() {
        var item = Sample.items(1)[0]
        item.thumbnails = [FeedThumbnail(url: "s.png", width: 75, height: 50), FeedThumbnail(url: "l.png", width: 600, height: 400)]
        let document = DetailDocument(item: item, width: 60, timeZone: Sample.utc)
        #expect(document.picture?.url == "l.png")
        #expect(document.picture?.pixelSize == "600x400")
        // 600x400 at 48 columns: 48 / 1.5 / 2 = 16 rows, capped at 12 with the width following.
        #expect(document.picture?.height == 12)
        #expect(document.picture?.width == 36)
        #expect(document.lines.first?.role == .title)
        #expect(document.lines.contains { $0.role == .listedLink && $0.text == "[1] https://example.com/0/a" })
    }

    @Test(arguments: [10, 25, 60, 120])
    func everyLineFitsTheTextWidth(width: Int) {
        let item = Sample.items(8)[7]
        let document = DetailDocument(item: item, width: width, timeZone: Sample.utc)
        for line in document.lines { #expect(line.text.count <= width - 2) }
        #expect(document.lines.contains { $0.role == .byline && $0.text.contains("2023-11-") })
    }

    @Test func listItemsWrapUnderTheirTextNotUnderTheirBullet() {
        var item = Sample.items(1)[0]
        item.content = "Intro line.\n• first item that is long enough to wrap\n  • nested item that also wraps around\n12. numbered item wrapping too"
        let document = DetailDocument(item: item, width: 22, timeZone: Sample.utc)
        let body = document.lines.drop { $0.role != .blank }.dropFirst().prefix { $0.role == .body }
        #expect(body.map { String(repeating: " ", count: $0.indent) + $0.text } == [
            "Intro line.",
            "• first item that is",
            "  long enough to",
            "  wrap",
            "  • nested item that",
            "    also wraps",
            "    around",
            "12. numbered item",
            "    wrapping too",
        ])
        for line in document.lines { #expect(line.indent + line.text.count <= 20) }
    }

    @Test func listedLinksAndAttachmentsHangUnderTheirText() {
        var item = Sample.items(1)[0]
        item.links = ["https://example.com/a/long/path/to/an/article-with-a-long-name.html"]
        item.enclosures = [FeedEnclosure(url: "https://example.com/audio/episode-nine.mp3", type: "audio/mpeg", length: 3_600_000)]
        let document = DetailDocument(item: item, width: 32, timeZone: Sample.utc)
        let listed = document.lines.filter { $0.role == .listedLink }
        #expect(listed.count > 2)
        #expect(listed.first?.text.hasPrefix("[1] https://") == true)
        for line in listed where !line.text.hasPrefix("[") {
            #expect(line.indent > 0, "'\(line.text)' hangs under its link")
        }
    }

    @Test func aMarkerThatLeavesTooLittleRoomDoesNotHang() {
        var item = Sample.items(1)[0]
        item.content = "Intro.\n" + String(repeating: " ", count: 10) + "• deeply nested item text"
        let document = DetailDocument(item: item, width: 18, timeZone: Sample.utc)
        let body = document.lines.drop { $0.role != .blank }.dropFirst().prefix { $0.role == .body }
        #expect(body.allSatisfy { $0.indent == 0 }, "16 columns minus a 12-column marker would leave 4")
        #expect(body.map(\.text).joined().filter { !$0.isWhitespace } == "Intro.•deeplynesteditemtext", "no text lost")
    }

    @Test func datesAreShownInTheReadersZoneWithTheZoneWritten() {
        var item = Sample.items(1)[0]
        item.published = Date(timeIntervalSince1970: 1_419_433_200)  // 2014-12-24 15:00 UTC
        let tokyo = DetailDocument(item: item, width: 80, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.lines.contains { $0.role == .byline && $0.text.contains("2014-12-25 00:00 +09:00") })
        let utc = DetailDocument(item: item, width: 80, timeZone: Sample.utc)
        #expect(utc.lines.contains { $0.role == .byline && $0.text.contains("2014-12-24 15:00 UTC") })
        let newYork = DetailDocument(item: item, width: 80, timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(newYork.lines.contains { $0.role == .byline && $0.text.contains("2014-12-24 10:00 -05:00") })
        #expect(DetailDocument.format(Date(timeIntervalSince1970: -61_000_000_000), in: Sample.utc).hasPrefix("0036-12-"))
    }

    @Test func attachmentsOtherThanPicturesAreListedWithTypeAndSize() {
        var item = Sample.items(1)[0]
        item.enclosures = [
            FeedEnclosure(url: "https://example.com/ep1.mp3", type: "audio/mpeg", length: 1_912_345),
            FeedEnclosure(url: "https://example.com/cover.jpg", type: "image/jpeg", length: 50_000),
            FeedEnclosure(url: "https://example.com/clip", medium: "video"),
        ]
        let texts = DetailDocument(item: item, width: 80, timeZone: Sample.utc).lines.map { String($0.text) }
        #expect(texts.contains("Attachments"))
        #expect(texts.contains("[2] https://example.com/ep1.mp3 (audio/mpeg, 1.9\u{00A0}MB)"), "numbered after the item's one link")
        #expect(texts.contains("[3] https://example.com/clip (video)"))
        #expect(!texts.contains { $0.contains("cover.jpg") })
    }

    @Test func byteCountsReadAsPeopleWriteThem() {
        #expect(NumberText.byteCount(512) == "512 bytes")
        #expect(NumberText.byteCount(4_820) == "4.8 KB")
        #expect(NumberText.byteCount(48_200) == "48 KB")
        #expect(NumberText.byteCount(1_912_345) == "1.9 MB")
        #expect(NumberText.byteCount(999_990) == "1.0 MB")
        #expect(NumberText.byteCount(123_456_789) == "123 MB")
    }

    @Test func postsAreHeadedByTheirAuthor() {
        let post = FeedItem(id: "p", title: nil, author: "小明", summary: "今天", content: "今天天气很好")
        let document = DetailDocument(item: post, width: 40, timeZone: Sample.utc)
        #expect(document.lines.first?.text == "小明")
        #expect(!document.lines.contains { $0.text.contains("[No Title]") })
    }
}

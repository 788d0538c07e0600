import Foundation
import Testing
@testable import FeedBrowserCore
import Feeds
import TerminalUI
import TextLayout

/// The detail's structure: headings, code, quotations, emphasis and link numbers from the HTML's
/// marks, wrapped by TextLayout with the styles as spans; the reading column on wide panes.
@Suite struct DetailStructureTests {
    static let html = """
        <p>The <strong>new scheduler</strong> landed in <a href="https://kernel.org/">the mainline kernel</a> and \
        <em>everyone</em> talks about <code>sched_ext</code>.</p><h2>How it works</h2>\
        <pre>int main(void) {\n    return run();\n}</pre>\
        <blockquote><p>The most significant change in a decade.</p><p>Another paragraph.</p></blockquote>\
        <p>See <a href="https://ebpf.io/">BPF</a>.</p>
        """

    /// An item as the parser makes it from `html`.
    static func item(_ html: String = Self.html) throws -> FeedItem {
        let escaped = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let xml = "<rss version=\"2.0\"><channel><title>T</title><item><title>Post</title><guid>1</guid><description>\(escaped)</description></item></channel></rss>"
        return try #require(try FeedParser.parse(Data(xml.utf8)).items.first)
    }

    static func lines(_ document: DetailDocument) -> [(role: DetailDocument.Role, text: String, line: DetailDocument.Line)] {
        document.lines.map { ($0.role, String($0.text), $0) }
    }

    @Test func theJSONTextStaysPlain() throws {
        let item = try Self.item()
        #expect(item.content.contains("landed in the mainline kernel and everyone"))
        #expect(!item.content.contains("[1]"))
        let json = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        #expect(!json.contains("marks"))
    }

    @Test func headingsAreTheirOwnBoldLinesBetweenBlankLines() throws {
        let lines = Self.lines(DetailDocument(item: try Self.item(), width: 80, timeZone: Sample.utc))
        let index = try #require(lines.firstIndex { $0.text == "How it works" })
        #expect(lines[index].role == .heading)
        #expect(lines[index - 1].role == .blank && lines[index + 1].role == .blank)
        #expect(Theme.standard.heading.bold)
    }

    @Test func codeBlocksAreIndentedDimAndKeepTheirSpaces() throws {
        let lines = Self.lines(DetailDocument(item: try Self.item(), width: 80, timeZone: Sample.utc))
        let code = lines.filter { $0.role == .code }
        #expect(code.map(\.text) == ["int main(void) {", "    return run();", "}"])
        #expect(code.allSatisfy { $0.line.indent == 4 })
        #expect(Theme.standard.code.dim)
    }

    @Test func quotationsHaveABarOnEveryLineBlankOnesToo() throws {
        let document = DetailDocument(item: try Self.item(), width: 30, timeZone: Sample.utc)
        let lines = Self.lines(document)
        let first = try #require(lines.firstIndex { $0.text.hasPrefix("The most") })
        let last = try #require(lines.firstIndex { $0.text.hasPrefix("Another") })
        #expect(last - first >= 3, "the quote wraps at 30 columns and has a blank line inside")
        #expect(lines[first...last].allSatisfy { $0.line.quoteBars == 1 })
        #expect(lines[last + 1].line.quoteBars == 0)
        let screen = DetailView.screen(document, width: 30, height: 40)
        #expect(screen.contains { $0.hasPrefix(" │ The most") })
        #expect(screen.contains { $0 == " │" })
    }

    @Test func linkNumbersFollowTheLinkedTextAndMatchTheList() throws {
        let document = DetailDocument(item: try Self.item(), width: 80, timeZone: Sample.utc)
        let lines = Self.lines(document)
        let paragraph = try #require(lines.first { $0.text.contains("kernel[1]") })
        #expect(paragraph.text.hasPrefix("The new scheduler landed in the mainline kernel[1] and everyone talks"))
        #expect(lines.contains { $0.text == "See BPF[2]." })
        #expect(lines.contains { $0.text == "[1] https://kernel.org/" } && lines.contains { $0.text == "[2] https://ebpf.io/" })
        let spans = paragraph.line.spans
        let text = Array(paragraph.text.utf8)
        func covered(_ kind: DetailSpan.Kind) -> String? {
            spans.first { $0.kind == kind }.map { String(decoding: text[$0.start..<$0.end], as: UTF8.self) }
        }
        #expect(covered(.linkNumber(1)) == "[1]")
        #expect(covered(.linkText) == "the mainline kernel")
        #expect(covered(.strong) == "new scheduler")
        #expect(covered(.emphasis) == "everyone")
    }

    @Test func spansFollowTheTextAcrossWrappedLines() throws {
        let document = DetailDocument(item: try Self.item(), width: 22, timeZone: Sample.utc)
        for line in document.lines {
            for span in line.spans {
                #expect(span.start >= 0 && span.start < span.end && span.end <= line.text.utf8.count, "\(span) in \(line.text)")
            }
        }
        let number = try #require(document.lines.first { $0.spans.contains { $0.kind == .linkNumber(1) } })
        #expect(number.text.contains("kernel[1]"), "the number stays with the word it follows")
    }

    @Test func aClickOnALinkNumberNamesThatLink() throws {
        let document = DetailDocument(item: try Self.item(), width: 80, timeZone: Sample.utc)
        let index = try #require(document.lines.firstIndex { $0.text == "See BPF[2]." })
        #expect(document.linkNumber(line: index, column: 7) == 2, "on the [2]")
        #expect(document.linkNumber(line: index, column: 4) == nil, "on the link's text")
        let listed = try #require(document.lines.firstIndex { $0.text == "[1] https://kernel.org/" })
        #expect(document.linkNumber(line: listed, column: 10) == 1)
    }

    @Test func wideScreensKeepTheTextToAReadingColumn() throws {
        let item = try Self.item(String(repeating: "word ", count: 200))
        let centred = DetailDocument(item: item, width: 300, timeZone: Sample.utc)
        #expect(centred.textWidth == 80 && centred.textInset == (298 - 80) / 2)
        #expect(centred.lines.allSatisfy { DisplayWidth.of(String($0.text)) <= 80 })
        let left = DetailDocument(item: item, width: 300, timeZone: Sample.utc, column: ReadingColumn(maximumWidth: 80, centred: false))
        #expect(left.textInset == 0)
        let whole = DetailDocument(item: item, width: 300, timeZone: Sample.utc, column: ReadingColumn(maximumWidth: nil, centred: true))
        #expect(whole.textWidth == 298 && whole.textInset == 0)
        let narrow = DetailDocument(item: item, width: 60, timeZone: Sample.utc)
        #expect(narrow.textWidth == 58 && narrow.textInset == 0)
        let screen = DetailView.screen(centred, width: 300, height: 20)
        let body = try #require(screen.first { $0.contains("word word") })
        #expect(body.prefix { $0 == " " }.count == 1 + (298 - 80) / 2)
    }
    @Test func damagedMarksAreLeftOut() {
        let text = "Größe matters.\nSecond line."
        let marks = [TextMark(.strong, start: 3, end: 6), TextMark(.heading, start: -1, end: 4), TextMark(.link(index: 0), start: 20, end: 99),
                     TextMark(.emphasis, start: 0, end: 6)]
        let paragraphs = DetailBody.paragraphs(of: text, marks: marks)
        #expect(paragraphs.map(\.text) == ["Größe matters.", "Second line."])
        #expect(paragraphs[0].spans == [DetailSpan(.emphasis, start: 0, end: 6)], "the one mark on whole characters")
        #expect(paragraphs.allSatisfy { $0.block == .body })
    }

    /// Random HTML of headings, emphasis, code, quotes, lists and links, laid out at random widths:
    /// no line wider than its room, every span inside its line, and no text lost or added but the
    /// link numbers (each written once, where its link's text ends).
    @Test func randomStructureKeepsEveryWordProperty() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["<p>", "</p>", "<h2>", "</h2>", "<b>", "</b>", "<em>", "</em>", "<code>", "</code>", "<pre>", "</pre>",
                      "<blockquote>", "</blockquote>", "<ul><li>", "</li></ul>", "<a href=\"https://x.example/1\">",
                      "<a href=\"https://x.example/2\">", "</a>", "<br>", " word", " Größe", " 東京", " longerwordhere", "\n  indented"]
        for _ in 0..<300 {
            let html = (0..<(1 + next(30))).map { _ in pieces[next(pieces.count)] }.joined()
            let item = try Self.item(html)
            let width = 8 + next(70)
            let document = DetailDocument(item: item, width: width, timeZone: Sample.utc)
            var shown = ""
            for line in document.lines where line.source > 0 {
                #expect(DisplayWidth.of(String(line.text)) <= max(1, document.textWidth - line.textColumn), "\(html.debugDescription) at \(width)")
                for span in line.spans {
                    #expect(span.start >= 0 && span.start < span.end && span.end <= line.text.utf8.count, "\(html.debugDescription)")
                }
                var text = String(line.text)
                for span in line.spans.reversed() {
                    if case .linkNumber = span.kind {
                        let bytes = Array(text.utf8)
                        text = String(decoding: bytes[..<span.start] + bytes[span.end...], as: UTF8.self)
                    }
                }
                shown += text
            }
            let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "•" }).joined() }
            #expect(words(item.content).isEmpty || words(shown).contains(words(item.content)),
                    "\(html.debugDescription) at \(width)")
        }
    }
}

extension DetailView {
    /// The detail pane of `width` x `height` as text rows.
    static func screen(_ document: DetailDocument, width: Int, height: Int) -> [String] {
        var canvas = Canvas(size: TerminalSize(width: width, height: height))
        var report = FrameReport()
        DetailView(document: document, scroll: 0, theme: .standard, pictures: PictureBoxes(table: PictureTable(), mode: nil))
            .draw(in: Rect(x: 0, y: 0, width: width, height: height), canvas: &canvas, report: &report)
        return (0..<height).map { canvas.rowText($0) }
    }
}

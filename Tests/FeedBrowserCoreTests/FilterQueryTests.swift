import Feeds
import Testing
import TerminalUI
@testable import FeedBrowserCore

/// The `/` filter's words: all must occur, in any order and field, folded while the text is
/// scanned (no folded copy is kept), and the matches are highlighted.
@Suite struct FilterQueryTests {
    func entry(title: String = "", content: String = "", author: String? = nil, summary: String = "", link: String? = nil) -> ListEntry {
        ListEntry(FeedItem(id: title + content, title: title, link: link, author: author, summary: summary, content: content))
    }

    func matches(_ query: String, _ entry: ListEntry) -> Bool {
        [entry].withUnsafeBufferPointer { FilterQuery(query).matches($0, 0) }
    }

    @Test func everyWordMustOccurInAnyOrderAndField() {
        let both = entry(title: "A patch for the kernel")
        let split = entry(title: "Kernel news", content: "Nothing to see. Then a PATCH arrived.")
        let one = entry(title: "Kernel news", content: "no fixes")
        #expect(matches("kernel patch", both))
        #expect(matches("kernel patch", split), "words in different fields")
        #expect(matches("patch   Kernel", split), "any order, any spacing")
        #expect(!matches("kernel patch", one))
        #expect(matches("  ", one), "only spaces: every item")
        #expect(matches("news kern", one), "parts of words")
        #expect(matches("example.org", entry(title: "x", link: "https://example.org/a")), "the link")
        #expect(matches("ada", entry(title: "x", author: "Ada Lovelace")), "the author")
        #expect(matches("elsewhere", entry(title: "x", content: "A text of its own.", summary: "Said elsewhere.")), "a summary not in the text")
    }

    @Test func caseIsFoldedBeyondASCII() {
        #expect(matches("strasse", entry(title: "Über die Straße")))
        #expect(matches("STRAßE", entry(title: "GROSSE STRASSE")))
        #expect(matches("straẞe", entry(title: "strasse")))
        #expect(matches("istanbul", entry(title: "İSTANBUL")))
        #expect(matches("İstanbul", entry(title: "istanbul")))
        #expect(matches("οδυσσευς", entry(title: "ΟΔΥΣΣΕΥΣ")))
        #expect(matches("ΟΔΥΣΣΕΥΣ", entry(title: "Ο Οδυσσευς")), "final sigma folds to σ")
        #expect(matches("привет мир", entry(title: "ПРИВЕТ", content: "Мир")))
        #expect(matches("zürich", entry(title: "ZÜRICH")))
        #expect(matches("kelvin", entry(title: "\u{212A}ELVIN")), "K KELVIN SIGN")
        #expect(matches("東京", entry(title: "東京の天気")))
        #expect(!matches("σοφια", entry(title: "ΣΟΦΟΣ")))
        #expect(!matches("strasse", entry(title: "Straß")))
    }

    /// Matches at every offset of the eight-byte scan, after text that only nearly matches.
    @Test func matchesAreFoundAtEveryAlignment() {
        for offset in 0..<20 {
            let text = String(repeating: "kerne ", count: 3) + String(repeating: "x", count: offset) + "KeRnEl"
            #expect(matches("kernel", entry(content: text)), "offset \(offset)")
            #expect(!matches("kernels", entry(content: text)), "offset \(offset)")
        }
        #expect(matches("ü", entry(content: String(repeating: "u", count: 30) + "Ü")))
        #expect(matches("9.5", entry(content: "version 9.5")))
        // The second byte of a candidate may come from a non-ASCII scalar that folds to ASCII.
        #expect(matches("ass", entry(content: "xxxxxxxxxxxxxxxxAẞ")))
        #expect(matches("ik", entry(content: "xxxxxxxxxxxxxxxxi\u{212A}")))
        #expect(matches("ss", entry(content: "xxxxxxxxxxxxxxxxß")))
        #expect(!matches("ab", entry(content: "xxxxxxxxxxxxxxxxa b")))
    }

    @Test func aLongerWordOrOneMoreWordNarrowsThePreviousQuery() {
        #expect(FilterQuery("kernel pa").narrows(FilterQuery("kernel p")))
        #expect(FilterQuery("kernel p").narrows(FilterQuery("kernel")))
        #expect(FilterQuery("kernel").narrows(FilterQuery("kernel ")))
        #expect(!FilterQuery("kernel").narrows(FilterQuery("kernel p")), "a word removed")
        #expect(!FilterQuery("kernal").narrows(FilterQuery("kernel")))
    }

    @Test func matchRangesAreMergedAndInOrder() {
        let query = FilterQuery("kernel nel")
        #expect(query.matchRanges(in: "Kernel patch and KERNEL") == [0..<6, 17..<23])
        #expect(FilterQuery("straße").matchRanges(in: "Große STRASSE") == [7..<14], "ß is two bytes")
        #expect(FilterQuery("").matchRanges(in: "anything").isEmpty)
    }

    @Test func aHighlightCoversWholeCharacters() {
        var canvas = Canvas(width: 10, height: 1)
        let line: Substring = "ae\u{301}b"[...]
        canvas.draw(line, x: 0, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 10, height: 1))
        MatchHighlight(query: FilterQuery("e"), style: Theme.standard.match)
            .draw(line, x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 10, height: 1), canvas: &canvas)
        #expect(canvas.rowText(0).hasPrefix("ae\u{301}b"), "the accent stays")
        #expect(canvas[x: 1, y: 0].style == Theme.standard.match)
        #expect(canvas[x: 0, y: 0].style == .plain && canvas[x: 2, y: 0].style == .plain)
    }

    @Test func aTwoWordFilterHighlightsBothWordsInTheListAndTheDetail() {
        var items = Sample.items(3)
        items[1].title = "Kernel patch released"
        items[1].content = "The kernel got a patch today."
        let app = Sample.app(items: items)
        Sample.send("/ p a t c h Space k e r n e l Enter", to: app)
        #expect(app.list.rowCount == 1)
        let canvas = app.render()
        let theme = Theme.standard
        var listMatches = 0, detailMatches = 0
        for y in 1..<(canvas.height - 1) {  // not the header or the status line, which shows the filter
            let text = canvas.rowText(y)
            for word in ["Kernel", "kernel", "patch"] {
                guard let found = text.range(of: word) else { continue }
                let x = text.distance(from: text.startIndex, to: found.lowerBound)
                #expect(canvas[x: x, y: y].style == theme.match,
                        "'\(word)' on line \(y) is highlighted")
                if x < 48 { listMatches += 1 } else { detailMatches += 1 }
            }
        }
        #expect(listMatches >= 2 && detailMatches >= 2)
    }
}

import Testing
@testable import Feeds
import TestSupport

@Suite struct HTMLTextTests {
    func text(_ html: String) -> String { HTMLText.plainText(fromHTML: html) }

    @Test func aPreEndingInANewlineIsFollowedByOneBlankLine() {
        #expect(text("<pre>a = 1\nb = 2\n</pre><p>after</p>") == "a = 1\nb = 2\n\nafter")
        #expect(text("<pre>x</pre>\n<p>after</p>") == "x\n\nafter")
    }

    @Test func paragraphsAreSeparatedByOneBlankLine() {
        #expect(text("<p>One</p><p>Two</p>\n\n<p>Three</p>") == "One\n\nTwo\n\nThree")
        #expect(text("<h2>Title</h2>Body") == "Title\n\nBody")
    }

    @Test func breaksMakeAtMostOneBlankLine() {
        #expect(text("a<br>b") == "a\nb")
        #expect(text("a<br/><br />b") == "a\n\nb")
        #expect(text("a<br><br><br><br>b") == "a\n\nb")
        #expect(text("<br>lead") == "lead")
    }

    @Test func listsBecomeBulletsIndentedWhenNested() {
        #expect(text("<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>after") == "• a\n• b\n  • c\n\nafter")
        #expect(text("<li>stray</li>") == "• stray")
    }

    @Test func orderedListsAreNumberedEachFromOne() {
        #expect(text("<ol><li>first<li>second</ol>") == "1. first\n2. second")
        #expect(text("<ol><li>a<ul><li>x</li><li>y</li></ul></li><li>b<ol><li>c</li></ol></li></ol><ol><li>again</li></ol>")
                == "1. a\n  • x\n  • y\n2. b\n  1. c\n\n1. again")
        #expect(text("<ol>" + (1...10).map { "<li>n\($0)</li>" }.joined() + "</ol>").hasSuffix("9. n9\n10. n10"))
    }

    @Test func entitiesNamedAndNumeric() {
        #expect(text("&lt;&gt;&amp;&quot;&apos;&eacute;&#233;&#xE9;&#X2014;&hellip;") == "<>&\"'ééé—…")
        #expect(text("&#150; &#8364;") == "– €", "C1 references mean Windows-1252")
        #expect(text("&unknown; & &#;") == "&unknown; & &#;")
        #expect(text("&amp AT&T") == "& AT&T", "legacy entity without semicolon")
    }

    @Test func whitespaceCollapsesOutsidePre() {
        #expect(text("  a \n\t b  ") == "a b")
        #expect(text("<pre>a\n  b</pre>") == "a\n  b")
    }

    @Test func scriptStyleAndCommentsAreDropped() {
        #expect(text("a<script>var x = '<p>';</script>b<style>p{}</style>c<!-- <p>hidden</p> -->d") == "abcd")
    }

    @Test func linksKeepTheirTextAndAreCollected() {
        var html = "See <a href=\"https://a.example/x?a=1&amp;b=2\">this</a> and <A HREF='/rel'>that</A>, not <a href=\"javascript:x()\">js</a>."
        let converted = html.withUTF8 { HTMLText($0, mode: .html) }
        #expect(String(decoding: converted.bytes, as: UTF8.self) == "See this and that, not js.")
        #expect(converted.links == ["https://a.example/x?a=1&b=2", "/rel"])
    }

    @Test func strayLessThanIsText() {
        #expect(text("1 < 2 and 3<4") == "1 < 2 and 3<4")
    }

    @Test func inlineModeKeepsOneLine() {
        var html = "<p>Title</p><br>with <b>break</b>"
        let converted = html.withUTF8 { HTMLText($0, mode: .inlineHTML) }
        #expect(String(decoding: converted.bytes, as: UTF8.self) == "Title with break")
    }

    @Test func neverProducesTrailingOrDoubledSpacesProperty() {
        var generator = SeededGenerator(seed: 42)
        let pieces = ["<p>", "</p>", "<br>", " ", "  ", "\n", "word", "词", "&amp;", "<li>", "<ul>", "</ul>", "<b>", "</b>", "\t"]
        for _ in 0..<500 {
            let html = (0..<Int.random(in: 1...20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let result = text(html)
            // Leading spaces only indent a nested bullet.
            #expect(!result.hasPrefix(" ") || result.drop(while: { $0 == " " }).first == "•", "\(html.debugDescription)")
            #expect(!result.hasSuffix(" ") && !result.hasPrefix("\n") && !result.hasSuffix("\n"), "\(html.debugDescription)")
            #expect(!result.contains("\n\n\n"), "\(html.debugDescription)")
            #expect(!result.contains("  ") || result.contains("•"), "\(html.debugDescription)")
        }
    }

    /// Long runs go through the 16-byte block scan: its stops (a space at the block's end, doubled
    /// spaces, "<", "&", non-ASCII) must give what the plain rule gives: tags dropped, entities
    /// decoded, whitespace collapsed to single spaces.
    @Test func longRunsCollapseWhitespaceLikeTheRuleSaysProperty() {
        var generator = SeededGenerator(seed: 7)
        let pieces = ["word", "w", "longerword", "词语", "é", "©", " ", " ", "  ", "\n", "\t", "<b>", "</b>", "&amp;", " < ", ".", "x y"]
        for _ in 0..<2000 {
            let html = (0..<Int.random(in: 1...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let kept = html.replacingAll("<b>", with: "").replacingAll("</b>", with: "").replacingAll("&amp;", with: "&")
            let expected = kept.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            #expect(text(html) == expected, "\(html.debugDescription)")
        }
    }

    /// The marks of `html`'s conversion as (kind, the text they cover).
    private func marks(_ html: String) -> [(TextMark.Kind, String)] {
        var html = html
        let converted = html.withUTF8 { HTMLText($0, mode: .html) }
        let bytes = converted.bytes
        return converted.marks.sorted { $0.start < $1.start }.map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    @Test func marksCoverTheTextOfHeadingsEmphasisCodeQuotesAndLinks() {
        let found = marks("<p>Intro <b>bold</b> and <em>soft</em></p><h2>Title</h2><pre>a\n  b</pre>"
                          + "<blockquote><p>q1</p><p>q2</p></blockquote><p>a <a href=\"x\">link <code>c</code></a> <a href=\"#top\">no</a></p>")
        #expect(found.map(\.0) == [.strong, .emphasis, .heading, .preformatted, .quote, .link(index: 0), .code])
        #expect(found.map(\.1) == ["bold", "soft", "Title", "a\n  b", "q1\n\nq2", "link c", "c"])
    }

    @Test func marksAreLeftOutOfOneLineFieldsAndDeepNestingStaysCheap() {
        var title = "<b>x</b>"
        #expect(title.withUTF8 { HTMLText($0, mode: .inlineHTML) }.marks.isEmpty)
        let deep = String(repeating: "<b>", count: 10_000) + "x" + String(repeating: "</i>", count: 10_000) + "</b>"
        #expect(marks(deep).count == 64, "only the first 64 open marks are kept; a stray close tag is ignored")
        #expect(marks("<b>never closed").map(\.1) == ["never closed"])
    }
}

import Testing
@testable import CellLayout

/// The display rules CellContent applies: title fallback, summary cut, template choice.
struct CellContentTests {
    @Test func missingOrBlankTitleFallsBack() {
        #expect(CellContent(title: nil, summary: "x").title == "[No Title]")
        #expect(CellContent(title: "  \n ", summary: "x").title == "[No Title]")
        #expect(!CellContent(title: " ", summary: "x").hasTitle)
        #expect(CellContent(title: "  Hello ", summary: "x").title == "Hello")
    }

    /// Spaces, tabs and line breaks are trimmed from the ends, and only whole characters: a
    /// space carrying a combining accent is a character of its own and stays.
    @Test func textsAreTrimmedOfWhitespaceCharactersAtTheirEnds() {
        for (raw, shown) in [("\r\nTitle\t", "Title"), ("Title", "Title"), ("a  b", "a  b"), (" \u{301}x", " \u{301}x"),
                             ("x \u{301}", "x \u{301}"), ("\tx\r", "x"), ("x\r\n", "x"), ("東京 ", "東京")] {
            #expect(CellContent(title: raw, summary: raw, author: raw).title == shown, "\(Array(raw.unicodeScalars))")
            #expect(CellContent(title: raw, summary: raw, author: raw).summary == shown)
            #expect(CellContent(title: raw, summary: raw, author: raw).author == shown)
        }
    }

    @Test func summaryIsCutAt200CharactersWithEllipsis() {
        let long = String(repeating: "é", count: 300)
        let content = CellContent(title: "t", summary: long)
        #expect(content.summary.count == 201)
        #expect(content.summary.hasSuffix("…"))
        let exact = String(repeating: "a", count: 200)
        #expect(CellContent(title: "t", summary: exact).summary == exact)
    }

    @Test func kindFollowsTheDesign() {
        #expect(CellContent(title: "t", summary: "s").kind == .article)
        #expect(CellContent(title: "t", summary: "s", hasThumbnail: true).kind == .media)
        #expect(CellContent(title: nil, summary: "s", author: "ada").kind == .post)
        #expect(CellContent(title: nil, summary: "s").kind == .article)
    }
}

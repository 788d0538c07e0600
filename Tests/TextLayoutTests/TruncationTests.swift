import Testing
import TestSupport
@testable import TextLayout

@Suite struct TruncationTests {
    @Test func byCharacters() {
        #expect(Truncation.truncate("hello", maxCharacters: 5) == "hello")
        #expect(Truncation.truncate("hello world", maxCharacters: 5) == "hello…")
        #expect(Truncation.truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦x", maxCharacters: 2) == "👨‍👩‍👧‍👦👨‍👩‍👧‍👦…")
        #expect(Truncation.truncate("abc", maxCharacters: 0) == "…")
    }

    @Test func byColumns() {
        #expect(Truncation.truncate("hello", toColumns: 5) == "hello")
        #expect(Truncation.truncate("hello world", toColumns: 8) == "hello w…")
        #expect(Truncation.truncate("hello world", toColumns: 7) == "hello…")   // no space before "…"
        #expect(Truncation.truncate("日本語テキスト", toColumns: 6) == "日本…")
        #expect(Truncation.truncate("日本語テキスト", toColumns: 5) == "日本…")
        #expect(Truncation.truncate("e\u{301}e\u{301}e\u{301}", toColumns: 2) == "e\u{301}…")
        #expect(Truncation.truncate("abc", toColumns: 0) == "")
        #expect(Truncation.truncate("日本", toColumns: 1) == "…")
        // नि takes two columns: it does not fit in the one left before the ellipsis.
        #expect(Truncation.truncate("नमस्ते दुनिया", toColumns: 8) == "नमस्ते दु…")
    }

    @Test func neverWiderThanAsked() {
        let samples = ["👍🏽👍🏽👍🏽", "🇯🇵🇺🇸🇫🇷", "a中b中c中", "±±±±±", "plain ascii text", "निष्कर्ष বাংলা"]
        for options in [TextOptions.standard, TextOptions(ambiguousIsWide: true)] {
            for text in samples {
                for columns in 1...12 {
                    let result = Truncation.truncate(text, toColumns: columns, options: options)
                    #expect(DisplayWidth.of(result, options: options) <= columns, "\(text) \(columns)")
                }
            }
        }
    }

    /// Counting mixed text a scalar at a time where that is safe cuts where walking the characters
    /// does: pieces joining the scalar before them (combining marks, variation selectors, ZWJ
    /// sequences, CR LF, Hangul jamo, flags) after ASCII and CJK, and scalars just outside the
    /// CJK range the shortcut takes (U+4DFF, U+A000) next to ones at its edges (U+4E00, U+9FFF).
    @Test func theMixedTextShortcutCutsWhereTheCharactersEnd() {
        let pieces = ["a", " ", "Z", ".", "\n", "\r", "\r\n", "\t", "中", "文", "一", "\u{9FFF}", "\u{4DFF}", "\u{A000}", "。", "é",
                      "\u{301}", "\u{FE0F}", "\u{200D}", "👍", "👩\u{200D}💻", "🇫🇷", "\u{1F1EB}", "\u{1100}", "\u{1161}", "\u{11A8}",
                      "한", "\u{0915}\u{094D}", "\u{0924}", "ア\u{3099}", "\u{0600}"]
        var random = SeededGenerator(seed: 64)
        for round in 0..<3_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for count in 0...(text.count + 1) {
                let walked = text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex) ?? text.endIndex
                #expect(Truncation.index(after: count, charactersOf: text) == walked, "round \(round): \(text.debugDescription) after \(count)")
            }
        }
    }

    /// The byte shortcut for ASCII text gives the index walking the characters gives: a CR LF
    /// pair is one character, and a combining mark after the cut joins the last character.
    @Test func theASCIIShortcutCutsWhereTheCharactersEnd() {
        let texts = ["plain ascii text here", "ab\r\ncd\r\nef", "abcde\u{301}fgh", "abcd\u{301}efgh", "ab", "", "abc日本語", "\r\n\r\n\r\n",
                     "tab\tand\nnewline", "e\u{301}e\u{301}e\u{301}"]
        for text in texts {
            for count in 0...12 {
                let walked = text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex) ?? text.endIndex
                #expect(Truncation.index(after: count, charactersOf: text) == walked, "\(text.debugDescription) after \(count)")
            }
        }
    }
}

import Testing
import TextLayout

/// The wrapped lines as strings with their widths, for readable expectations.
func wrapped(_ text: String, _ width: Int, _ options: TextOptions = .standard) throws -> [String] {
    try TextWrapper.wrap(text, width: width, options: options).map { String(text[$0.range]) }
}

@Suite struct TextWrapperTests {
    @Test func greedyOverSpaces() throws {
        #expect(try wrapped("the quick brown fox jumps", 10) == ["the quick", "brown fox", "jumps"])
        #expect(try wrapped("the quick brown fox", 100) == ["the quick brown fox"])
        #expect(try wrapped("", 5) == [""])
    }

    @Test func hugeWidthsAndTabStopsDoNotOverflow() throws {
        let text = "abc\ndef ghi\tjkl 東京 the quick brown fox"
        #expect(try wrapped(text, .max) == ["abc", "def ghi\tjkl 東京 the quick brown fox"])
        #expect(try TextWrapper.lineCount(text, width: .max) == 2)
        #expect(try wrapped(text, .max, TextOptions(tabStop: .max)) == ["abc", "def ghi\tjkl 東京 the quick brown fox"])
        let tabbed = try TextWrapper.wrap("a\tb", width: 5000, options: TextOptions(tabStop: .max))
        #expect(tabbed.map(\.width) == [TextOptions.largestTabStop + 1])
    }

    @Test func trailingSpacesDoNotCount() throws {
        let lines = try TextWrapper.wrap("abcde     fghij", width: 5)
        #expect(lines.map(\.width) == [5, 5])
        #expect(try wrapped("abcde     fghij", 5) == ["abcde", "fghij"])
        #expect(try wrapped("abc   \nx", 10) == ["abc", "x"])
    }

    @Test func mandatoryBreaks() throws {
        #expect(try wrapped("a\nb\r\nc\u{2028}d\u{2029}e\u{85}f", 10) == ["a", "b", "c", "d", "e", "f"])
        #expect(try wrapped("a\n", 10) == ["a", ""])
        #expect(try wrapped("\n\n", 10) == ["", "", ""])
        #expect(try TextWrapper.lineCount("a\n\nb", width: 3) == 3)
    }

    @Test func uax14OpportunitiesNotJustSpaces() throws {
        #expect(try wrapped("well-known", 6) == ["well-", "known"])
        #expect(try wrapped("日本語のテキスト", 6) == ["日本語", "のテキ", "スト"])
        // No break before closing punctuation or inside a number with separators.
        #expect(try wrapped("word (x) 12,345.67", 10) == ["word (x)", "12,345.67"])
    }

    @Test func overlongWordsBreakAtClusterBoundaries() throws {
        #expect(try wrapped("abcdefghij", 4) == ["abcd", "efgh", "ij"])
        #expect(try wrapped("e\u{301}e\u{301}e\u{301}", 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        // Family emoji are one cluster of width 2: never split, never more than 4 per 8 columns.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 5)
        let lines = try TextWrapper.wrap(families, width: 8)
        #expect(lines.map(\.width) == [8, 2])
        #expect(lines.allSatisfy { families[$0.range].unicodeScalars.first == "👨" })
        // Wide characters at an odd width leave a column free rather than overflow.
        #expect(try TextWrapper.wrap("中中中中中", width: 3).map(\.width) == [2, 2, 2, 2, 2])
    }

    @Test func clusterWiderThanTheLineGetsItsOwnLine() throws {
        let lines = try TextWrapper.wrap("中a中", width: 1)
        #expect(lines.map(\.width) == [2, 1, 2])
        // नि is one cluster two columns wide (its vowel sign takes a column).
        #expect(try TextWrapper.wrap("निनि", width: 1).map(\.width) == [2, 2])
    }

    /// Spacing vowel signs take a column each, as the terminal draws them, so a line of Hindi,
    /// Bengali or Tamil is never wider on screen than the width it was wrapped at.
    @Test func wordsWithSpacingMarksWrapAtTheirScreenWidth() throws {
        let hindi = "नमस्ते दुनिया"
        #expect(try TextWrapper.wrap(hindi, width: 5).map(\.width) == [4, 5])
        #expect(try wrapped(hindi, 9) == ["नमस्ते", "दुनिया"])
        #expect(try wrapped(hindi, 10) == [hindi])
        // A word longer than the line is cut between clusters, never inside नि or या.
        #expect(try wrapped("दुनिया", 4) == ["दुनि", "या"])
        #expect(try wrapped("বাংলা ভাষা", 9) == ["বাংলা", "ভাষা"])
        #expect(try wrapped("தமிழ் தமிழ்", 8) == ["தமிழ்", "தமிழ்"])
        for text in [hindi, "বাংলা ভাষা", "தமிழ் தமிழ்", "निष्कर्ष दरमियाँ अबाउट"] {
            for width in 1...12 {
                let lines = try TextWrapper.wrap(text, width: width)
                #expect(try TextWrapper.lineCount(text, width: width) == lines.count, "\(text) at \(width)")
                for line in lines {
                    #expect(DisplayWidth.of(text[line.range]) == line.width, "\(text) at \(width)")
                }
            }
        }
    }

    @Test func tabsExpandToStops() throws {
        let lines = try TextWrapper.wrap("a\tb", width: 20)
        #expect(lines.map(\.width) == [9])
        let four = try TextWrapper.wrap("ab\tc", width: 20, options: TextOptions(tabStop: 4))
        #expect(four.map(\.width) == [5])
        // A tab is break whitespace: it hangs at the end of a line.
        #expect(try wrapped("abcdef\tghi", 8) == ["abcdef", "ghi"])
    }

    @Test func nonPositiveWidthIsAnError() {
        #expect(throws: TextLayoutError.nonPositiveWidth(0)) { try TextWrapper.wrap("x", width: 0) }
        #expect(throws: TextLayoutError.nonPositiveWidth(-3)) { try TextWrapper.lineCount("x", width: -3) }
        #expect(TextLayoutError.nonPositiveWidth(0).description.contains("at least 1 column"))
    }

    @Test func rangesPointIntoTheOriginal() throws {
        let text = "café au lait, s'il vous plaît"
        let lines = try TextWrapper.wrap(text, width: 12)
        for line in lines {
            #expect(line.range.lowerBound >= text.startIndex && line.range.upperBound <= text.endIndex)
            #expect(DisplayWidth.of(text[line.range]) == line.width)
        }
    }

    @Test func ambiguousWidthChangesWrapping() throws {
        let text = "±±±±"
        #expect(try TextWrapper.lineCount(text, width: 4) == 1)
        #expect(try TextWrapper.lineCount(text, width: 4, options: TextOptions(ambiguousIsWide: true)) == 2)
    }
}

import Testing
@testable import TextLayout
import TestSupport

/// Seeded random texts mixing scripts, emoji, spaces, tabs and newlines, wrapped at random widths.
@Suite struct WrapPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 0xFEED]
    static let textsPerSeed = 400

    static let pieces: [String] = [
        "word", "a", "longerword", "Übermäßig", "café", " ", " ", "  ", "\t", "\n", "\r\n", "-", ", ", ". ",
        "(paren)", "\"quoted\"", "12,345.67", "$100", "日本語", "中文", "テキスト", "한국어", "😀", "👍🏽",
        "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "❤️", "e\u{301}", "بِسْمِ", "שלום", "क्षत्रिय", "\u{200B}", "…", "±",
        "http://example.com/path", "\u{A0}", "—", "x", "Supercalifragilisticexpialidocious",
        "नमस्ते", "दुनिया", "বাংলা", "தமிழ்", "กำ",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &generator) { text += pieces.randomElement(using: &generator)! }
        return text
    }

    /// UTF-8 offsets of the Unicode 15.0 cluster boundaries the engine uses. (Swift's own
    /// `Character`s may be longer: its runtime also joins Indic conjuncts, a Unicode 15.1 rule.)
    static func clusterBoundaries(_ text: String) -> Set<Int> {
        var state = GraphemeBreakState()
        var result: Set<Int> = [text.utf8.count]
        var offset = 0
        for scalar in text.unicodeScalars {
            let properties = UnicodeProperties.of(scalar)
            if state.isBoundary(before: properties.graphemeBreak, extendedPictographic: properties.isExtendedPictographic) {
                result.insert(offset)
            }
            state.advance(properties.graphemeBreak, extendedPictographic: properties.isExtendedPictographic)
            offset += UTF8.width(scalar)
        }
        return result
    }

    static let breakWhitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}"]

    @Test(arguments: seeds)
    func wrappingInvariants(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.textsPerSeed {
            let text = Self.randomText(&generator)
            let options = TextOptions(ambiguousIsWide: Bool.random(using: &generator), tabStop: Int.random(in: 1...8, using: &generator))
            let width = Int.random(in: 1...50, using: &generator)
            let lines = try TextWrapper.wrap(text, width: width, options: options)
            let clusterStarts = Self.clusterBoundaries(text)

            // No line wider than the width, except one cluster that alone is wider; widths are true.
            for line in lines {
                let content = text[line.range]
                #expect(line.width <= width || content.filter { DisplayWidth.of($0, options: options) > 0 }.count == 1, "seed \(seed) width \(width): \(content.debugDescription)")
                if !content.contains("\t") {
                    #expect(DisplayWidth.of(content, options: options) == line.width)
                }
                let start = text.utf8.distance(from: text.startIndex, to: line.range.lowerBound)
                let end = text.utf8.distance(from: text.startIndex, to: line.range.upperBound)
                #expect(clusterStarts.contains(start) && clusterStarts.contains(end), "seed \(seed): \(content.debugDescription)")
            }
            // Lines are in order, and only break whitespace lies between and around them.
            var joined = ""
            var cursor = text.startIndex
            for line in lines {
                #expect(cursor <= line.range.lowerBound)
                let gap = text.unicodeScalars[cursor..<line.range.lowerBound]
                #expect(gap.allSatisfy { Self.breakWhitespace.contains($0) }, "seed \(seed): gap \(String(gap).debugDescription)")
                joined += text[line.range]
                cursor = line.range.upperBound
            }
            #expect(text.unicodeScalars[cursor...].allSatisfy { Self.breakWhitespace.contains($0) })
            // Joining the lines gives back the text minus the break whitespace.
            let stripped = String(String.UnicodeScalarView(text.unicodeScalars.filter { !Self.breakWhitespace.contains($0) }))
            let joinedStripped = String(String.UnicodeScalarView(joined.unicodeScalars.filter { !Self.breakWhitespace.contains($0) }))
            #expect(stripped == joinedStripped)
            // lineCount agrees with the wrap.
            #expect(try TextWrapper.lineCount(text, width: width, options: options) == lines.count)
        }
    }

    @Test(arguments: seeds)
    func widerNeverGivesMoreLines(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed ^ 0xABCDEF)
        for _ in 0..<(Self.textsPerSeed / 4) {
            let text = Self.randomText(&generator)
            var previous = Int.max
            for width in 1...60 {
                let count = try TextWrapper.lineCount(text, width: width)
                #expect(count <= previous, "seed \(seed): width \(width) gives \(count) lines, width \(width - 1) gave \(previous): \(text.debugDescription)")
                previous = count
            }
        }
    }
}

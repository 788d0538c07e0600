import Testing
@testable import TextLayout
import TestSupport

/// The Latin fast path, `ProseLines` (columns counted eight ASCII bytes at a time, two-byte
/// letters from a small table, the line ended before the word that overflows), must give exactly
/// the lines of the plain state machines, for `wrap` and `lineCount` alike. It replaced the
/// word-packing counter CellLayout used to keep for itself, so its texts are tested here too.
@Suite struct LatinFastPathTests {
    static func plainLines(_ text: String, _ width: Int, _ options: TextOptions) -> [String] {
        text.withUTF8Buffer { buffer in
            var collector = LineCollector()
            WrapEngine.run(buffer, width: width, options: options, into: &collector, useAutomaton: false)
            return collector.lines.map { "\($0.start)..<\($0.end):\($0.width)" }
        }
    }

    static func fastLines(_ text: String, _ width: Int, _ options: TextOptions) throws -> [String] {
        let utf8 = text.utf8
        return try TextWrapper.wrap(text, width: width, options: options).map { line in
            let start = utf8.distance(from: utf8.startIndex, to: line.range.lowerBound)
            let end = utf8.distance(from: utf8.startIndex, to: line.range.upperBound)
            return "\(start)..<\(end):\(line.width)"
        }
    }

    @Test func countsWordPackedLines() throws {
        #expect(try TextWrapper.lineCount("Hello world, again.", width: 10) == 3)
        #expect(try TextWrapper.lineCount("Hello world, again.", width: 12) == 2)
        #expect(try TextWrapper.lineCount("café naïve straße", width: 10) == 2)      // two-byte letters: one column each
        #expect(try TextWrapper.lineCount("x-ray x-ray", width: 4) == 4)             // a break after the hyphen
        #expect(try TextWrapper.lineCount("overlongword", width: 5) == 3)            // cut inside the word
        #expect(try TextWrapper.lineCount("abcd…", width: 5) == 1)                   // "…" is one column
        #expect(try TextWrapper.lineCount("abcd…", width: 5, options: TextOptions(ambiguousIsWide: true)) == 2)
        let paren = "a (b"
        #expect(try TextWrapper.wrap(paren, width: 3).map { String(paren[$0.range]) } == ["a", "(b"]) // no break after "(" (LB14)
    }

    @Test func lineWidthsCountTwoByteLettersAsOneColumn() throws {
        let text = "résumé déjà über Müller garçon élan"
        let lines = try TextWrapper.wrap(text, width: 12)
        #expect(lines.map { String(text[$0.range]) } == ["résumé déjà", "über Müller", "garçon élan"])
        #expect(lines.map(\.width) == [11, 11, 11])
        let wide = try TextWrapper.wrap(text, width: 12, options: TextOptions(ambiguousIsWide: true))
        // é, à, ü, ç are East Asian Ambiguous: two columns each when ambiguous is wide.
        #expect(wide.map(\.width) == wide.map { DisplayWidth.of(text[$0.range], options: TextOptions(ambiguousIsWide: true)) })
        #expect(wide.allSatisfy { $0.width <= 12 })
    }

    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éßÜçΩж٣.,-()/%'\"!?")
    /// The word characters come first in `alphabet`, punctuation after them.
    static let wordCharacters = alphabet.firstIndex(of: ".")!

    /// Latin-like texts: word characters (ASCII, two-byte letters, an Arabic-Indic digit) with
    /// punctuation now and then, single and double spaces, sometimes a final "…" as `Truncation`
    /// leaves it, at every width from 1 to 60, with narrow and wide ambiguous characters.
    @Test(arguments: [21 as UInt64, 22, 23, 24, 25])
    func agreesWithStateMachine(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            var text = ""
            for word in 0..<Int.random(in: 1...40, using: &generator) {
                if word > 0 { text += Int.random(in: 0..<6, using: &generator) == 0 ? "  " : " " }
                // Mostly word characters; sometimes punctuation anywhere.
                let pool = Int.random(in: 0..<4, using: &generator) == 0 ? Self.alphabet.count : Self.wordCharacters
                let length = Int.random(in: 1...12, using: &generator)
                text += String((0..<length).map { _ in Self.alphabet[Int.random(in: 0..<pool, using: &generator)] })
                if Int.random(in: 0..<5, using: &generator) == 0 { text += Bool.random(using: &generator) ? "." : "," }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 { text += "…" }
            let options = TextOptions(ambiguousIsWide: Int.random(in: 0..<4, using: &generator) == 0)
            let width = Int.random(in: 1...60, using: &generator)
            let plain = Self.plainLines(text, width, options)
            #expect(try Self.fastLines(text, width, options) == plain, "width \(width): \(text.debugDescription)")
            #expect(try TextWrapper.lineCount(text, width: width, options: options) == plain.count,
                    "width \(width): \(text.debugDescription)")
        }
    }
}

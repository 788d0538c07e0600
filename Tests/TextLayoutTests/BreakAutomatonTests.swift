import Testing
@testable import TextLayout
import TestSupport

/// The compiled automaton must wrap exactly like the full state machines it was built from.
@Suite struct BreakAutomatonTests {
    static let pieces: [String] = [
        "a", "Z", "word", "9", "12", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{B}", "\u{C}", "\u{1}", "\u{7F}",
        "!", "\"", "#", "$", "%", "&", "'", "(", ")", "*", "+", ",", "-", ".", "/", ":", ";", "<", "=",
        ">", "?", "@", "[", "\\", "]", "^", "_", "`", "{", "|", "}", "~", "é", "ß", "Ω", "ж", "’", "«", "»",
        "—", "\u{A0}", "中", "😀", "\u{301}", "\u{200D}", "א", "-", "\u{25CC}", "🇯", "€",
        "한", "「", "」", "。", "ー", "👍🏽", "\u{1100}\u{1161}", "\u{11A8}", "（", "）", "①", "\u{2028}", "\u{85}", "\u{200B}", "\u{2060}",
    ]

    static func lines(_ text: String, _ width: Int, automaton: Bool) -> [String] {
        text.withUTF8Buffer { buffer in
            var collector = LineCollector()
            WrapEngine.run(buffer, width: width, options: .standard, into: &collector, useAutomaton: automaton)
            return collector.lines.map { "\($0.start)..<\($0.end):\($0.width)" }
        }
    }

    @Test(arguments: [7 as UInt64, 8, 9, 10])
    func automatonMatchesStateMachine(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<1500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &generator) { text += Self.pieces.randomElement(using: &generator)! }
            let width = Int.random(in: 1...30, using: &generator)
            #expect(Self.lines(text, width, automaton: true) == Self.lines(text, width, automaton: false),
                    "seed \(seed) width \(width): \(text.debugDescription)")
        }
    }

    static let words: [String] = [
        "the", "reader", "café", "naïve", "Überblick", "(see", "below)", "well-known", "10.5%", "$100", "2024,",
        "日本語のテキスト", "中文。", "「引用」", "한국어", "😀", "👍🏽", "🇯🇵", "e\u{301}", "\"quoted\"", "end.",
        "http://example.com/a/b", "a—b", "x\u{A0}y", "±1", "Ωmega", "супер", "word\tword", "CR\r\nLF", "line\n",
    ]

    /// Prose-like text (words and spaces) exercises the line jump and the ASCII loop.
    @Test(arguments: [11 as UInt64, 12, 13])
    func jumpAndAutomatonMatchStateMachineOnProse(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<120 {
            var text = ""
            for _ in 0..<Int.random(in: 1...120, using: &generator) {
                text += Self.words.randomElement(using: &generator)!
                text += Int.random(in: 0..<8, using: &generator) == 0 ? "  " : " "
            }
            for width in [1, 2, 5, 9, 17, 40, 76, 120] {
                #expect(Self.lines(text, width, automaton: true) == Self.lines(text, width, automaton: false),
                        "seed \(seed) width \(width): \(text.debugDescription)")
            }
        }
    }

    static let cjkPieces: [String] = [
        "日本語", "のテキスト", "を", "。", "、", "「引用」", "（括弧）", "한국어", "！", "？", "ー", "中文",
        "12", "ab", " ", "ｱ", "〜", "・", "…", "\u{3000}", "가\u{11A8}", "😀", "e\u{301}", "\n",
    ]

    /// CJK runs without spaces: lines end at the overflow or a few scalars before it (after
    /// 。、」）, where the state has to be replayed), through the jump's three-byte loop.
    @Test(arguments: [14 as UInt64, 15, 16])
    func jumpMatchesStateMachineOnCJK(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            var text = ""
            for _ in 0..<Int.random(in: 1...80, using: &generator) {
                // Mostly ideographs, kana and CJK punctuation; now and then anything else.
                let pool = Int.random(in: 0..<6, using: &generator) == 0 ? Self.cjkPieces.count : 12
                text += Self.cjkPieces[Int.random(in: 0..<pool, using: &generator)]
            }
            for width in [1, 2, 3, 5, 9, 17, 40, 76] {
                #expect(Self.lines(text, width, automaton: true) == Self.lines(text, width, automaton: false),
                        "seed \(seed) width \(width): \(text.debugDescription)")
            }
        }
    }

    @Test func automatonIsSmall() {
        let automaton = BreakAutomaton.shared
        print("BreakAutomaton: \(automaton.states.count) states x \(automaton.symbolCount) symbols")
        #expect(automaton.states.count < 4096)
        #expect(automaton.symbolCount <= 86)
    }
}

import Testing
import TestSupport
@testable import TextLayout

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1),              // precomposed and combining accent
        ("中", 2), ("。", 2), ("Ａ", 2), ("ｱ", 1),          // CJK, fullwidth, halfwidth katakana
        ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2),        // Hangul syllable and conjoining jamo
        ("😀", 2), ("👍🏽", 2), ("☝🏽", 2),                  // emoji, skin tones on wide and narrow bases
        ("👨‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2),                          // ZWJ sequences
        ("🇯🇵", 2), ("🇺🇸", 2),                              // flags
        ("1️⃣", 2), ("#️⃣", 2), ("1⃣", 1),                   // keycaps with and without VS16
        ("❤️", 2), ("❤", 1), ("☺", 1),                     // VS16 makes a text-default emoji wide
        ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{301}", 0),  // lone format characters and marks
        ("ب", 1), ("بِ", 1), ("\u{600}1", 1),              // Arabic letter, with harakat, prepend
        ("क्ष", 2), ("कि", 2),                              // Devanagari conjunct (two clusters in 15.0), spacing vowel sign
        ("कु", 1), ("க்", 1), ("กำ", 2), ("ｶﾞ", 2),         // non-spacing sign, virama, Thai SARA AM, halfwidth voiced mark
        ("\u{93F}", 1),                                     // a spacing mark alone
    ])
    func clusterWidth(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        if text.count == 1, let character = text.first {
            #expect(DisplayWidth.of(character) == expected)
        }
    }

    @Test func stringsSumTheirClusters() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("日本語 text") == 11)
        #expect(DisplayWidth.of("👨‍👩‍👧 family") == 9)
        #expect(DisplayWidth.of("Ünïcödé") == 7)
        #expect(DisplayWidth.of("a\u{FE0F}") == 2)
        #expect(DisplayWidth.of("tab\there") == 7) // tabs have no width outside a line
    }

    /// Words as terminals lay them out (tmux gives each spacing vowel sign its own column, like
    /// glibc's wcwidth): the list and the detail pane measure what the screen will show.
    @Test(arguments: [
        ("नमस्ते दुनिया", 10), ("दरमियाँ", 6), ("निष्कर्ष", 6), ("अबाउट", 5), ("क्षि", 3), // Hindi
        ("বাংলা", 5), ("বাংলা ভাষা", 10),                                              // Bengali
        ("தமிழ்", 4), ("கொ", 2),                                                     // Tamil
        ("ಕನ್ನಡ", 4), ("മലയാളം", 6), ("తెలుగు", 5), ("ગુજરાતી", 6), ("ਪੰਜਾਬੀ", 5), ("සිංහල", 4),
        ("မြန်မာ", 5), ("ខ្មែរ", 4), ("น้ำ", 2),                                          // Myanmar, Khmer, Thai
    ])
    func wordsWithSpacingMarksAreAsWideAsTerminalsDrawThem(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
        #expect(text.reduce(0) { $0 + DisplayWidth.of($1) } == expected, "Character by Character (the canvas)")
        if let terminal = CLibraryWidth.of(text) {
            #expect(terminal == expected, "the C library's wcwidth gives \(terminal)")
        }
    }

    /// Every mark that joins the cluster before it (Extend or SpacingMark, so also Mc such as
    /// U+09BE and Thai U+0E33) adds the columns the C library gives it; emoji selectors and skin
    /// tones follow the emoji rules instead.
    @Test(.enabled(if: CLibraryWidth.isAvailable, "needs the C library's wcwidth in a UTF-8 locale"))
    func everyMarkAddsTheColumnsTheCLibraryGivesIt() {
        var checked = 0
        for value in UInt32(0x300)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), value != 0xFE0F, !(0x1F3FB...0x1F3FF).contains(value) else { continue }
            let property = UnicodeProperties.of(scalar).graphemeBreak
            guard property == .extend || property == .spacingMark else { continue }
            let columns = CLibraryWidth.of(value)
            guard columns >= 0 else { continue } // newer than the C library
            #expect(UnicodeProperties.of(scalar).columns(ambiguousIsWide: false) == columns, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of("a" + String(scalar)) == 1 + columns, "a + U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 2000)
    }

    @Test func ambiguousWidthIsAnOption() {
        let wide = TextOptions(ambiguousIsWide: true)
        for text in ["±", "…", "α", "①", "→"] {
            #expect(DisplayWidth.of(text) == 1, "\(text)")
            #expect(DisplayWidth.of(text, options: wide) == 2, "\(text)")
        }
        #expect(DisplayWidth.of("a", options: wide) == 1)
        #expect(DisplayWidth.of("中", options: wide) == 2)
    }

    @Test func controlsTakeNoColumns() {
        #expect(DisplayWidth.of("\u{7}\u{1B}\u{7F}\u{85}") == 0)
    }

    /// Width checked against EastAsianWidth.txt: every W/F code point that is assigned is 2 columns.
    @Test func eastAsianWideAndFullwidthAreTwoColumns() throws {
        let lines = try UnicodePropertyFile.entries("EastAsianWidth.txt")
        var checked = 0
        for (range, value) in lines where value == "W" || value == "F" {
            for codePoint in range {
                guard let scalar = Unicode.Scalar(codePoint), scalar.properties.generalCategory != .unassigned,
                      !scalar.properties.isDefaultIgnorableCodePoint,
                      scalar.properties.generalCategory != .nonspacingMark,
                      scalar.properties.generalCategory != .spacingMark,
                      !(0x1160...0x11FF).contains(codePoint), !(0xD7B0...0xD7FF).contains(codePoint) else { continue }
                // Every code point through the table, every 16th through the public cluster path
                // too (building 180k strings would make the debug test slow for everyone).
                #expect(UnicodeProperties.of(scalar).columns(ambiguousIsWide: false) == 2, "U+\(String(codePoint, radix: 16))")
                if codePoint % 16 == 0 {
                    #expect(DisplayWidth.of(String(Character(scalar))) == 2, "U+\(String(codePoint, radix: 16))")
                }
                checked += 1
            }
        }
        #expect(checked > 100_000)
    }

    /// Width checked against emoji-data.txt: every Emoji_Presentation code point is 2 columns.
    @Test func emojiPresentationIsTwoColumns() throws {
        let lines = try UnicodePropertyFile.entries("emoji/emoji-data.txt")
        var checked = 0
        for (range, value) in lines where value == "Emoji_Presentation" {
            for codePoint in range {
                let scalar = Unicode.Scalar(codePoint)!
                #expect(DisplayWidth.of(String(Character(scalar))) == 2, "U+\(String(codePoint, radix: 16))")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}

import Testing
import TextLayout
import TestSupport

@Suite struct SanitizerTests {
    @Test func cleanTextIsReturnedAsIs() {
        let text = "Hello\tworld\n日本語 👍🏽"
        #expect(Sanitizer.sanitize(text) == text)
    }

    /// The clean-text check reads eight bytes at a time: an unsafe character must be found at
    /// every offset (also across two words), and safe look-alikes (NBSP is C2 A0, "Â" is C3 82)
    /// must not be taken for one.
    @Test func everyOffsetIsChecked() {
        let base = String(repeating: "abcdefgh", count: 5)
        for offset in 0...base.utf8.count {
            let index = base.utf8.index(base.startIndex, offsetBy: offset)
            for unsafe in ["\u{0}", "\u{8}", "\r", "\u{7F}", "\u{80}", "\u{85}"] {
                var text = base
                text.insert(contentsOf: unsafe, at: index)
                #expect(Sanitizer.sanitize(text) == base, "\(unsafe.debugDescription) at \(offset)")
            }
            for safe in ["\u{A0}", "Â", "\t", "\n", "~", " "] {
                var text = base
                text.insert(contentsOf: safe, at: index)
                #expect(Sanitizer.sanitize(text) == text, "\(safe.debugDescription) at \(offset)")
            }
        }
    }

    @Test func escapeSequencesAreRemovedWhole() {
        #expect(Sanitizer.sanitize("a\u{1B}[31;1mred\u{1B}[0m b") == "ared b")
        #expect(Sanitizer.sanitize("x\u{1B}]0;title\u{7}y") == "xy")
        #expect(Sanitizer.sanitize("x\u{1B}]8;;http://e.vil\u{1B}\\link\u{1B}]8;;\u{1B}\\y") == "xlinky")
        #expect(Sanitizer.sanitize("x\u{1B}Pdcs data\u{1B}\\y") == "xy")
        #expect(Sanitizer.sanitize("x\u{1B}(By\u{1B}cz") == "xyz")
        #expect(Sanitizer.sanitize("x\u{9B}2Jy\u{9D}0;t\u{9C}z") == "xyz")
        #expect(Sanitizer.sanitize("x\u{1B}]unterminated") == "x")
    }

    @Test func otherControlsAreRemoved() {
        #expect(Sanitizer.sanitize("a\r\nb\u{0}c\u{8}d\u{7F}e\u{85}f\u{80}g") == "a\nbcdefg")
        #expect(Sanitizer.sanitize("a\u{9F}apc string\u{9C}b") == "ab")
    }

    @Test func nothingUnsafeSurvivesRandomInput() {
        var generator = SeededGenerator(seed: 0x5A17)
        let pieces: [String] = ["\u{1B}", "[", "]", "\u{7}", "\\", "\u{9B}", "\u{9C}", "\u{9D}", "a", "1", ";", "\n", "\t", "\r", "\u{0}", "\u{7F}", "é", "中", "P"]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let clean = Sanitizer.sanitize(text)
            for scalar in clean.unicodeScalars {
                let v = scalar.value
                #expect(v == 0x0A || v == 0x09 || (v >= 0x20 && v != 0x7F && !(0x80...0x9F).contains(v)))
            }
        }
    }
}

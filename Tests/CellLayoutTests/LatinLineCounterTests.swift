import Testing
import TextLayout
@testable import CellLayout

/// The Latin fast path must agree with TextWrapper (the reference) whenever it answers.
struct LatinLineCounterTests {
    @Test func answersOnlyInsideTheSubset() {
        #expect(LatinLineCounter.lineCount("Hello world, again.", width: 10) == 3)
        #expect(LatinLineCounter.lineCount("x-ray", width: 10) == nil)       // hyphen: break after it
        #expect(LatinLineCounter.lineCount(" lead", width: 10) == nil)
        #expect(LatinLineCounter.lineCount("trail ", width: 10) == nil)
        #expect(LatinLineCounter.lineCount("line\nbreak", width: 10) == nil)
        #expect(LatinLineCounter.lineCount("café", width: 10) == nil)
        #expect(LatinLineCounter.lineCount("overlongword", width: 5) == nil) // emergency break
        #expect(LatinLineCounter.lineCount("", width: 5) == nil)
        #expect(LatinLineCounter.lineCount("abcd…", width: 5) == 1)
        #expect(LatinLineCounter.lineCount("abcd…", width: 5, ambiguousIsWide: true) == nil) // 6 columns
        #expect(LatinLineCounter.lineCount("ab …", width: 5) == nil)
    }

    @Test(arguments: 0..<20)
    func agreesWithTextWrapper(seed: Int) throws {
        var random = LayoutPropertyTests.Generator(state: UInt64(seed) &* 977 &+ 1)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,")
        var answered = 0
        for _ in 0..<150 {
            var text = ""
            for word in 0..<(1 + random.next(40)) {
                if word > 0 { text += String(repeating: " ", count: 1 + (random.next(6) == 0 ? random.next(3) : 0)) }
                // Mostly letters and digits with a trailing "." or ","; sometimes punctuation anywhere.
                let pool = random.next(4) == 0 ? alphabet.count : alphabet.count - 2
                text += String((0..<(1 + random.next(11))).map { _ in alphabet[random.next(pool)] })
                if random.next(5) == 0 { text += random.next(2) == 0 ? "." : "," }
            }
            if random.next(3) == 0 { text += "…" } // as Truncation leaves it
            let wide = random.next(4) == 0
            let width = 1 + random.next(60)
            let reference = try TextWrapper.lineCount(text, width: width, options: TextOptions(ambiguousIsWide: wide))
            if let fast = LatinLineCounter.lineCount(text, width: width, ambiguousIsWide: wide) {
                answered += 1
                #expect(fast == reference, "width \(width): \"\(text)\"")
            }
        }
        #expect(answered > 50) // the fast path must actually be exercised
    }
}

import Testing
@testable import FeedBrowserCore

/// `FoldedSearch.firstMatch` tests eight positions at a time and the last few one by one; a wider
/// block test must keep this: a match found at every offset up to 100 (several 32-byte blocks and
/// their edges), in either case, behind near misses (the first two bytes without the rest), and
/// where its first scalar is a non-ASCII one that folds to the word's first letter.
@Suite struct FoldedSearchTests {
    func firstMatch(_ word: String, in text: String) -> Range<Int>? {
        let search = FoldedSearch(folded: word)
        return FoldedSearch.withBytes(of: text) { search.firstMatch(in: $0, from: 0) }
    }

    @Test func aWordIsFoundAtEveryOffset() {
        for offset in 0..<100 {
            for written in ["lantern", "LANTERN", "Lantern"] {
                let text = String(repeating: "q", count: offset) + written + String(repeating: "z", count: 70)
                #expect(firstMatch("lantern", in: text) == offset..<(offset + 7), "\(written) at \(offset)")
                let missed = String(repeating: "la ", count: offset / 3) + String(repeating: "q", count: offset % 3) + written
                #expect(firstMatch("lantern", in: missed) == offset..<(offset + 7), "\(written) behind near misses at \(offset)")
            }
            let filler = String(repeating: "q", count: offset)
            #expect(firstMatch("lantern", in: filler + "lanter" + filler) == nil, "a prefix only, at \(offset)")
        }
    }

    @Test func scalarsFoldingToTheFirstLetterAreFoundAtEveryOffset() {
        for offset in 0..<80 {
            let filler = String(repeating: "q", count: offset)
            #expect(firstMatch("kelvin", in: filler + "\u{212A}ELVIN" + filler) == offset..<(offset + 8), "KELVIN SIGN at \(offset)")
            #expect(firstMatch("istanbul", in: filler + "İSTANBUL" + filler) == offset..<(offset + 9), "İ at \(offset)")
            #expect(firstMatch("sse", in: filler + "ẞE" + filler) == offset..<(offset + 4), "ẞ at \(offset)")
            #expect(firstMatch("привет", in: filler + "ПРИВЕТ" + filler) == offset..<(offset + 12), "Cyrillic at \(offset)")
        }
    }
}

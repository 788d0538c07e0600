import Feeds
import Testing
import TestSupport
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

    /// Every match `forEachMatch(inLowercased:)` reports in a text with its ASCII letters
    /// lowercased, going on from each match's next byte.
    func everyMatch(_ word: String, in text: String) -> [Range<Int>] {
        let search = FoldedSearch(folded: word)
        let lowered = Array(text.utf8).map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
        var matches: [Range<Int>] = []
        lowered.withUnsafeBufferPointer { buffer in
            search.forEachMatch(inLowercased: buffer, from: 0) { match in
                matches.append(match)
                return match.lowerBound + 1
            }
        }
        return matches
    }

    /// The same, from `firstMatch` on the text as written.
    func everyFirstMatch(_ word: String, in text: String) -> [Range<Int>] {
        let search = FoldedSearch(folded: word)
        var matches: [Range<Int>] = []
        FoldedSearch.withBytes(of: text) { bytes in
            var start = 0
            while let match = search.firstMatch(in: bytes, from: start) {
                matches.append(match)
                start = match.lowerBound + 1
            }
        }
        return matches
    }

    /// The scan that starts at the word's rarest byte (with memchr or eight bytes at a time, or at
    /// the first byte when the word starts with k, i, s or a non-ASCII letter) finds exactly what
    /// `firstMatch` finds, at every offset.
    @Test func theLowercasedScanFindsWhatFirstMatchFinds() {
        let pieces = ["a", "b", "x", "q", "s", "S", "ss", "k", "K", "i", "I", "e", " ", "ß", "ẞ", "İ", "\u{212A}", "Σ", "ς",
                      "é", "É", "東", "Straße", "lantern", "LANTERN", "xylo", "XYLOGRAPH", "kelvin", "a1", "7"]
        let words = ["lantern", "xylograph", "x", "q", "a", "k", "s", "i", "ss", "sa", "kelvin", "straße", "strasse", "é", "σ", "東",
                     "a1", "7", "ab", "ba", "xa", "ax", "bq", "qb", "e", "ee", "ker", "ks", "kß", "sse", "is", "ak", "as", "aß", "xé",
                     "abk", "abé", "abcs", "lante", "ß", " ", "a b"]
        var random = SeededGenerator(seed: 7)
        for round in 0..<300 {
            let text = (0..<Int.random(in: 0...(round % 4 == 0 ? 200 : 60), using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for word in words {
                let folded = FeedItem.foldedForSearch(word)
                #expect(everyMatch(folded, in: text) == everyFirstMatch(folded, in: text), "\(word) in \(text), round \(round)")
            }
        }
        for offset in 0..<140 {
            let filler = String(repeating: "q", count: offset)
            for word in ["lantern", "xylograph", "kelvin", "q", "ker", "strasse"] {
                let text = filler + word.uppercased() + filler + word
                #expect(everyMatch(word, in: text) == everyFirstMatch(word, in: text), "\(word) at \(offset)")
            }
        }
    }

    /// The scan may start at any ASCII letter but k, i and s because no other non-ASCII scalar
    /// folds to one: a match shows those bytes as the word has them.
    @Test func onlyKIAndSComeFromFoldedNonASCII() {
        var folded: Set<UInt8> = []
        for value in 0x80...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            guard FeedItem.mayStartCasedLetter(bytes[0]) else { continue }
            let form = bytes.withUnsafeBufferPointer { FeedItem.lowercaseForm(of: $0) }
            for byte in form?.utf8 ?? "".utf8 where byte < 0x80 { folded.insert(byte) }
        }
        #expect(folded == Set("kis".utf8))
    }

    /// The scalars the scan and the letter masks treat as folding to ASCII are exactly those
    /// whose folded form holds ASCII, each listed with the letter it folds to first.
    @Test func onlyTheseScalarsFoldToASCII() {
        var found: [[UInt8]: UInt8] = [:]
        for value in 0x80...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            guard FeedItem.mayStartCasedLetter(bytes[0]),
                  let form = bytes.withUnsafeBufferPointer({ FeedItem.lowercaseForm(of: $0) }),
                  form.utf8.contains(where: { $0 < 0x80 }) else { continue }
            found[bytes] = form.utf8.first
        }
        #expect(found == Dictionary(uniqueKeysWithValues: FoldedSearch.scalarsFoldingToASCII.map { ($0.sequence, $0.letter) }))
    }
}

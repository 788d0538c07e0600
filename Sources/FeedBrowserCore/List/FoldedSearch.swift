import Feeds

/// Finds a word folded for search (`FeedItem.foldedForSearch`) in text as the feed wrote it,
/// folding the text while scanning: the filter keeps no folded copy of any item (that copy was
/// about a third of a large feed's memory).
///
/// Candidates are found eight bytes at a time: the bytes that can start a scalar whose folded form
/// begins like the word (both cases of an ASCII letter, the lead bytes of a non-ASCII letter's
/// cases, and the few scalars that fold to ASCII: K KELVIN SIGN, İ, ß and ẞ). Each candidate is
/// then compared scalar by scalar, folded. A match starts at a scalar of the text, so "sa" is not
/// found inside "ßa" ("ssa"), where a stored folded copy found it.
struct FoldedSearch: Sendable {
    /// The folded word's UTF-8.
    let word: [UInt8]
    /// Bytes that may start a match (at most four); `letter` when they are an ASCII letter's two cases.
    private let starts: [UInt8]
    private let letter: UInt8?

    /// A search for `folded` (not empty, already folded).
    init(folded: String) {
        word = Array(folded.utf8)
        let first = word[0]
        if first >= 0x61 && first <= 0x7A {
            letter = first
            starts = Self.foldingToASCII[first] ?? []
        } else {
            letter = nil
            starts = first < 0x80 ? [first] : Self.leadBytes(foldingTo: folded.unicodeScalars.first!)
        }
    }

    /// Lead bytes of the scalars that fold to `scalar`: its own, its upper- and titlecase forms',
    /// and those of the compatibility letters that lowercase to it.
    private static func leadBytes(foldingTo scalar: Unicode.Scalar) -> [UInt8] {
        var leads: Set<UInt8> = [String(scalar).utf8.first!]
        for form in [scalar.properties.uppercaseMapping, scalar.properties.titlecaseMapping] {
            if let lead = form.utf8.first { leads.insert(lead) }
        }
        // Å ANGSTROM SIGN and Ω OHM SIGN lowercase to å and ω; ς folds to σ.
        if scalar == "å" || scalar == "ω" { leads.insert(0xE2) }
        return leads.sorted()
    }

    /// For ASCII letters that non-ASCII scalars fold to: those scalars' lead bytes.
    private static let foldingToASCII: [UInt8: [UInt8]] = [
        UInt8(ascii: "k"): [0xE2],          // U+212A KELVIN SIGN
        UInt8(ascii: "i"): [0xC4],          // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE
        UInt8(ascii: "s"): [0xC3, 0xE1],    // U+00DF ß, U+1E9E ẞ (both fold to "ss")
    ]

    /// Whether the word occurs in `text` (never in nil).
    func occurs(in text: String?) -> Bool {
        guard let text else { return false }
        return Self.withBytes(of: text) { firstMatch(in: $0, from: 0) != nil }
    }

    /// The byte range in `text` of the first match starting at or after `start`.
    func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let base = text.baseAddress else { return nil }
        let n = text.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highBits != 0 }
        let letterPattern = ones &* UInt64(letter ?? 0)
        var extraPatterns: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        let extras = min(starts.count, 4)
        withUnsafeMutableBytes(of: &extraPatterns) { raw in
            for index in 0..<extras { raw.storeBytes(of: ones &* UInt64(starts[index]), toByteOffset: 8 * index, as: UInt64.self) }
        }
        var index = start
        while index < n {
            if index + 8 <= n {
                let chunk = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Setting 0x20 makes an ASCII capital its small letter (and moves no other byte onto a letter).
                var candidate = letter != nil && hasZeroByte((chunk | 0x2020_2020_2020_2020) ^ letterPattern)
                if !candidate && extras > 0 {
                    candidate = hasZeroByte(chunk ^ extraPatterns.0)
                        || (extras > 1 && (hasZeroByte(chunk ^ extraPatterns.1)
                            || (extras > 2 && (hasZeroByte(chunk ^ extraPatterns.2) || (extras > 3 && hasZeroByte(chunk ^ extraPatterns.3))))))
                }
                if !candidate {
                    index += 8
                    continue
                }
            }
            let end = min(n, index + 8)
            while index < end {
                let byte = base[index]
                if (letter != nil && byte | 0x20 == letter!) || starts.contains(byte), let matchEnd = matchEnd(base, n, at: index) {
                    return index..<matchEnd
                }
                index += 1
            }
        }
        return nil
    }

    /// Where a match starting at byte `start` ends, or nil when the folded text there differs.
    private func matchEnd(_ text: UnsafePointer<UInt8>, _ n: Int, at start: Int) -> Int? {
        var index = start
        var matched = 0
        let length = word.count
        return word.withUnsafeBufferPointer { word -> Int? in
            while matched < length {
                guard index < n else { return nil }
                let byte = text[index]
                if byte < 0x80 {
                    let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    guard folded == word[matched] else { return nil }
                    index += 1
                    matched += 1
                    continue
                }
                let size = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let sequence = UnsafeBufferPointer(start: text + index, count: min(size, n - index))
                index += sequence.count
                if FeedItem.mayStartCasedLetter(byte), let lowercase = FeedItem.lowercaseForm(of: sequence) {
                    for lowered in lowercase.utf8 {
                        if matched == length { break }  // the word ends inside an expansion ("s" in "ß")
                        guard lowered == word[matched] else { return nil }
                        matched += 1
                    }
                } else {
                    for original in sequence {
                        guard matched < length, original == word[matched] else { return nil }
                        matched += 1
                    }
                }
            }
            return index
        }
    }

    /// `text`'s UTF-8 in place when it is contiguous (native strings are), else from a copy.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }
}

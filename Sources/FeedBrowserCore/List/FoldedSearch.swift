import CByteScan
import Feeds
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a word folded for search (`FeedItem.foldedForSearch`) in text as the feed wrote it,
/// folding the text while scanning: the filter keeps no folded copy of any item (that copy was
/// about a third of a large feed's memory).
///
/// Candidates are the bytes that can start a scalar whose folded form
/// begins like the word (both cases of an ASCII letter, the lead bytes of a non-ASCII letter's
/// cases, and the few scalars that fold to ASCII: K KELVIN SIGN, İ, ß and ẞ), found with memchr or
/// eight bytes at a time (see `firstMatch`). Each candidate is
/// then compared scalar by scalar, folded. A match starts at a scalar of the text, so "sa" is not
/// found inside "ßa" ("ssa"), where a stored folded copy found it.
///
/// A class: the filter passes one search per word and item, and copying a struct of three arrays
/// retained and released each of them every time.
final class FoldedSearch: Sendable {
    /// The folded word's UTF-8.
    let word: [UInt8]
    /// Bytes that may start a match (at most four); `letter` when they are an ASCII letter's two cases.
    private let starts: [UInt8]
    private let letter: UInt8?
    /// The eight-byte tests of `firstMatch`: `(chunk | firstCaseBit) ^ firstPattern` is zero where
    /// the first byte is (the letter in either case, or the first start byte), `chunk ^ extra`
    /// where another start byte is (0: none); `(next | secondCaseBit) ^ secondPattern` where the
    /// second byte is, unless any byte may follow (a one-byte word, a non-ASCII second byte).
    private let firstCaseBit: UInt64
    private let firstPattern: UInt64
    private let extras: (UInt64, UInt64, UInt64)
    private let secondCaseBit: UInt64
    private let secondPattern: UInt64
    private let anySecondByte: Bool
    /// Every byte a match can start with: `starts` and the letter in both cases.
    private let startBytes: [UInt8]
    /// Where `forEachMatch(inLowercased:)` looks first: the offset in `word` of its rarest byte
    /// among those a match must show as they are (see `anchorOffset`), nil when there is none.
    private let anchor: Int?
    /// What `forEachMatch(inLowercased:)` looks for with `fb_find_patterns` (vector compares), at
    /// `anchor` (or at the start of the word): up to four bytes of the word from there (see
    /// `pattern(_:from:)`); for a word of two bytes or more starting with k, i or s (no anchor),
    /// also each scalar folding to that letter. Empty when the word starts with a non-ASCII
    /// letter or has one byte.
    private let patterns: [fb_pattern]
    /// What the word asks of an entry's `LetterMask`.
    let letterRequirement: LetterMask.Requirement
    /// The `LetterMask` bit of the scalars folding to the word's first letter when `patterns` look
    /// for them too (a word starting with k, i or s), else 0: an entry whose mask lacks it can
    /// only hold the letter itself, a scan for one pattern instead of two or three.
    let foldedScalarsBit: UInt64
    /// How often the search's anchor pair (or first bytes) occurs in English text, per million:
    /// searching the words of a query rarest first leaves the fewest items for the others.
    let expectedFrequency: Int

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
        let ones = Self.ones
        let others = letter == nil ? Array(starts.dropFirst()) : starts
        firstCaseBit = letter == nil ? 0 : ones &* 0x20
        firstPattern = ones &* UInt64(letter ?? starts[0])
        extras = (others.count > 0 ? ones &* UInt64(others[0]) : 0, others.count > 1 ? ones &* UInt64(others[1]) : 0,
                  others.count > 2 ? ones &* UInt64(others[2]) : 0)
        anySecondByte = word.count < 2 || word[1] >= 0x80
        startBytes = starts + (letter.map { [$0, $0 - 0x20] } ?? [])
        let second = word.count > 1 ? word[1] : 0
        secondCaseBit = second >= 0x61 && second <= 0x7A ? ones &* 0x20 : 0
        secondPattern = ones &* UInt64(second)
        let bytes = word
        let anchor = Self.anchorOffset(of: bytes)
        self.anchor = anchor
        expectedFrequency = Self.pairFrequency(bytes, at: anchor ?? 0)
        if let anchor {
            patterns = [Self.pattern(bytes, from: anchor)]
        } else if !anySecondByte, let letter {
            // A match starts at the letter itself (stored lowercased) or at a scalar folding to it.
            patterns = [Self.pattern(bytes, from: 0)] + Self.scalarsFoldingToASCII.filter { $0.letter == letter }.map { folding in
                let padded = folding.sequence + [UInt8](repeating: 0, count: 4 - folding.sequence.count)
                return fb_pattern(bytes: (padded[0], padded[1], padded[2], padded[3]), count: UInt8(folding.sequence.count), fold: 0)
            }
        } else {
            patterns = []
        }
        letterRequirement = LetterMask.Requirement(bytes)
        foldedScalarsBit = patterns.count > 1 ? LetterMask.foldedBit(bytes[0]) : 0
    }

    /// Up to four bytes of `word` from `offset` as text in `SearchText`'s buffer shows them at a
    /// match whose byte at `offset` is `word[offset]`: each ASCII byte but k, i and s as it is; a
    /// k, i, s or non-ASCII byte may instead be any non-ASCII byte (the lead byte of a scalar
    /// folding to it, which may be longer than one byte), and ends the pattern.
    private static func pattern(_ word: [UInt8], from offset: Int) -> fb_pattern {
        var bytes: [UInt8] = [word[offset]]
        var fold: UInt8 = 0
        while bytes.count < 4 && offset + bytes.count < word.count {
            let byte = word[offset + bytes.count]
            if byte >= 0x80 || foldingToASCII.keys.contains(byte) { fold |= 1 << UInt8(bytes.count) }
            bytes.append(byte)
            if fold != 0 { break }
        }
        let padded = bytes + [UInt8](repeating: 0, count: 4 - bytes.count)
        return fb_pattern(bytes: (padded[0], padded[1], padded[2], padded[3]), count: UInt8(bytes.count), fold: fold)
    }

    /// The offset of the byte of the word that a match must show exactly (in a text whose ASCII
    /// letters are lowercased) whose pair with the next byte is rarest: one whose bytes up to it
    /// are all ASCII and none of k, i or s, the only ASCII letters a non-ASCII scalar folds to
    /// (K KELVIN SIGN, İ, ß, ẞ). Up to there, text and word then have the same bytes, so a match
    /// starts exactly `anchor` bytes before the anchor. The scan tests the pair at every position.
    private static func anchorOffset(of word: [UInt8]) -> Int? {
        var best: (offset: Int, score: Int)?
        for (offset, byte) in word.enumerated() {
            guard byte < 0x80, !foldingToASCII.keys.contains(byte) else { break }
            let score = pairFrequency(word, at: offset)
            if best == nil || score < best!.score { best = (offset, score) }
        }
        return best?.offset
    }

    /// How often (per million) the bytes at `offset` and after it occur together, taken as
    /// independent: the last byte, which has none after it to test, counts alone.
    private static func pairFrequency(_ word: [UInt8], at offset: Int) -> Int {
        frequency(word[offset]) * (offset + 1 < word.count ? frequency(word[offset + 1]) : 1000)
    }

    /// The frequency of `byte` in English text, per mille (letters: the usual table; digits and
    /// punctuation rare in prose but common in links; non-ASCII: unknown, so common).
    private static func frequency(_ byte: UInt8) -> Int {
        switch byte {
        case 0x61...0x7A: return letterFrequencies[Int(byte - 0x61)]
        case 0x30...0x39: return 10
        case 0x2E, 0x2F, 0x3A, 0x2D, 0x5F: return 30  // . / : - _ in every link
        case 0x21...0x7E: return 10
        default: return 100
        }
    }

    /// a to z, per mille of English letters.
    private static let letterFrequencies = [82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20, 1]

    /// Lead bytes of the scalars that fold to `scalar`: its own, its upper- and titlecase forms',
    /// and those of the compatibility letters that lowercase to it.
    private static func leadBytes(foldingTo scalar: Unicode.Scalar) -> [UInt8] {
        var leads: Set<UInt8> = [String(scalar).utf8.first!]
        for form in [scalar.properties.uppercaseMapping, scalar.properties.titlecaseMapping] {
            if let lead = form.utf8.first { leads.insert(lead) }
        }
        // Å ANGSTROM SIGN and Ω OHM SIGN lowercase to å and ω; ς folds to σ.
        if scalar == "å" || scalar == "ω" { leads.insert(0xE2) }
        return Array(leads.sorted().prefix(4))
    }

    /// The non-ASCII scalars whose folded form has ASCII in it, as UTF-8, and the letter they
    /// start with (`FoldedSearchTests.onlyTheseScalarsFoldToASCII` checks every scalar).
    static let scalarsFoldingToASCII: [(letter: UInt8, sequence: [UInt8])] = [
        (UInt8(ascii: "k"), [0xE2, 0x84, 0xAA]),  // U+212A KELVIN SIGN
        (UInt8(ascii: "i"), [0xC4, 0xB0]),        // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE
        (UInt8(ascii: "s"), [0xC3, 0x9F]),        // U+00DF ß (folds to "ss")
        (UInt8(ascii: "s"), [0xE1, 0xBA, 0x9E]),  // U+1E9E ẞ (folds to "ss")
    ]

    /// For ASCII letters that non-ASCII scalars fold to: those scalars' lead bytes.
    private static let foldingToASCII: [UInt8: [UInt8]] =
        Dictionary(scalarsFoldingToASCII.map { ($0.letter, [$0.sequence[0]]) }, uniquingKeysWith: +)

    /// Whether the word occurs in `text`.
    func occurs(in text: String) -> Bool {
        Self.withBytes(of: text) { firstMatch(in: $0, from: 0) != nil }
    }

    /// Whether the word occurs in `text` (never in nil).
    func occurs(in text: String?) -> Bool {
        guard let text else { return false }
        return occurs(in: text)
    }

    /// The byte range in `text` of the first match starting at or after `start`.
    ///
    /// Eight positions at a time: a position is a candidate when its byte can start the word
    /// (`starts`, or the letter in either case) and the next byte can be the word's second (that
    /// byte in either case, or any non-ASCII byte, which may fold to it); each candidate is then
    /// compared in full. Two bytes make candidates rare where one common letter would not.
    func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let base = text.baseAddress else { return nil }
        let n = text.count
        var index = start
        if anySecondByte { return firstMatchByStartBytes(base, n, from: start) }
        while index + 9 <= n {
            let chunk = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            var candidates = Self.zeroBytes((chunk | firstCaseBit) ^ firstPattern)
            if extras.0 != 0 {
                candidates |= Self.zeroBytes(chunk ^ extras.0)
                if extras.1 != 0 { candidates |= Self.zeroBytes(chunk ^ extras.1) | (extras.2 != 0 ? Self.zeroBytes(chunk ^ extras.2) : 0) }
            }
            if candidates != 0 {
                let next = UnsafeRawPointer(base + index + 1).loadUnaligned(as: UInt64.self)
                candidates &= Self.zeroBytes((next | secondCaseBit) ^ secondPattern) | (next & Self.highBits)
            }
            while candidates != 0 {
                let position = index + candidates.trailingZeroBitCount / 8
                if let end = matchEnd(base, n, at: position) { return position..<end }
                candidates &= candidates - 1
            }
            index += 8
        }
        while index < n {
            if isStart(base[index]), let end = matchEnd(base, n, at: index) { return index..<end }
            index += 1
        }
        return nil
    }

    /// Calls `found` with every match in `text` at or after `start`, in order, where `text`'s ASCII
    /// letters are lowercased (`SearchText`'s buffer; other bytes as written); `found` returns the
    /// offset to go on from (past the match's start; `text.count` to stop). The same matches as
    /// `firstMatch` from each of those offsets, found faster: the bytes from the word's rarest exact
    /// pair (its `anchor`) on are searched in one case only, by vector compares (`patterns`).
    func forEachMatch(inLowercased text: UnsafeBufferPointer<UInt8>, from start: Int, _ found: (Range<Int>) -> Int) {
        guard let base = text.baseAddress else { return }
        let n = text.count
        var position = start
        guard !patterns.isEmpty else {
            if anySecondByte { return forEachMatchByStartBytes(base, n, from: start, found) }
            while position < n, let match = firstMatch(in: text, from: position) { position = found(match) }
            return
        }
        // The patterns start `offset` bytes into a match: the bytes before are plain ASCII.
        let offset = anchor ?? 0
        patterns.withUnsafeBufferPointer { patterns in
            while true {
                let at = fb_find_patterns(base, position + offset, n, patterns.baseAddress, Int32(patterns.count))
                guard at < n else { return }
                let candidate = at - offset
                if let end = matchEnd(base, n, at: candidate) {
                    position = found(candidate..<end)
                    guard position < n else { return }
                } else {
                    position = candidate + 1
                }
            }
        }
    }

    /// `forEachMatch` for a word whose first byte alone can be tested and is not an anchor (k, i,
    /// s, a non-ASCII letter): one `memchr` per start byte in its lowercase form, each search
    /// going on from the candidate it last found rather than from each match.
    private func forEachMatchByStartBytes(_ base: UnsafePointer<UInt8>, _ n: Int, from start: Int, _ found: (Range<Int>) -> Int) {
        let bytes = startBytes.filter { !(0x41...0x5A).contains($0) }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: bytes.count) { next in
            for k in bytes.indices { next[k] = find(bytes[k], base, n, from: start) }
            var position = start
            while true {
                var candidate = n
                for k in bytes.indices { candidate = min(candidate, next[k]) }
                guard candidate < n else { return }
                var resume = candidate + 1
                if let end = matchEnd(base, n, at: candidate) {
                    position = found(candidate..<end)
                    guard position < n else { return }
                    resume = max(resume, position)
                }
                for k in bytes.indices where next[k] < resume { next[k] = find(bytes[k], base, n, from: resume) }
            }
        }
    }

    /// The entries among `candidates` (`count` entry indices; nil: `0..<count`) whose `masks` admit
    /// the word (`letterRequirement`) and whose text (`ranges` of `text`, ASCII letters lowercased,
    /// as `forEachMatch(inLowercased:)` reads it) holds it, searched from `earlier` where that
    /// lies in an entry's range: written to `found` in candidate order, with where the word starts
    /// in `places` and `starts` (per entry), all in one call of the vector scan, which compares
    /// the whole word where its `patterns` are (`fb_find_words_in_entries`); returns how many.
    /// `unsure[m]` is set where the scan met a non-ASCII scalar that may fold to the word (and
    /// `starts` is not written): `places[m]` is then where to go on with
    /// `firstMatch(inLowercased:from:)`, which, for a word with no patterns (its first letter
    /// is not ASCII), is each admitted entry's start. The scalars folding to the word's first
    /// letter are looked for only in entries whose mask has `foldedScalarsBit`.
    func findInEntries(in text: UnsafeBufferPointer<UInt8>, ranges: UnsafeBufferPointer<Range<Int>>, masks: UnsafeBufferPointer<UInt64>,
                       resumingFrom earlier: UnsafeBufferPointer<Int>, among candidates: UnsafePointer<Int>?, count: Int,
                       found: UnsafeMutablePointer<Int>, places: UnsafeMutablePointer<Int>, unsure: UnsafeMutablePointer<UInt8>,
                       starts: UnsafeMutablePointer<Int>) -> Int {
        guard let base = text.baseAddress, let rangeBase = ranges.baseAddress, let maskBase = masks.baseAddress else { return 0 }
        // A `Range<Int>` is its two bounds, in order: the ranges are read in C as pairs of integers.
        assert(MemoryLayout<Range<Int>>.stride == 2 * MemoryLayout<Int>.stride)
        var texts = fb_entry_texts(ranges: UnsafeRawPointer(rangeBase).assumingMemoryBound(to: Int.self), masks: maskBase,
                                   earlier: earlier.baseAddress, earlier_count: earlier.count)
        var letters = fb_letters(required: letterRequirement.required, alternatives: letterRequirement.alternatives)
        var out = fb_entry_matches(entries: found, places: places, unsure: unsure, starts: starts)
        return word.withUnsafeBufferPointer { word in
            patterns.withUnsafeBufferPointer { patterns in
                fb_find_words_in_entries(base, text.count, &texts, candidates, count, &letters, foldedScalarsBit, word.baseAddress, word.count,
                                         anchor ?? 0, patterns.baseAddress, Int32(patterns.count), &out)
            }
        }
    }

    /// Whether a match starts at `position` in `text` (which must begin a scalar there).
    func matches(inLowercased text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard let base = text.baseAddress, position < text.count else { return false }
        return matchEnd(base, text.count, at: position) != nil
    }

    /// The first match in `text` (ASCII letters lowercased, as `forEachMatch(inLowercased:)`
    /// reads it) at or after `start`, which must begin a scalar: tried at `start` first, as
    /// typing on a word usually finds the longer word where the shorter one was.
    func firstMatch(inLowercased text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = text.baseAddress, start < text.count else { return nil }
        if matchEnd(base, text.count, at: start) != nil { return start }
        var first: Int?
        forEachMatch(inLowercased: text, from: start + 1) { match in
            first = match.lowerBound
            return text.count
        }
        return first
    }

    /// `firstMatch` when only the first byte can be tested (a word of one byte, typically the
    /// first key typed): each start byte found with `memchr`, which scans at memory speed where
    /// the first byte is rare (a letter's two cases and the extra start bytes searched apart, each
    /// search resumed past the candidate it last found).
    private func firstMatchByStartBytes(_ base: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Range<Int>? {
        let bytes = startBytes
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: bytes.count) { next -> Range<Int>? in
            for k in bytes.indices { next[k] = find(bytes[k], base, n, from: start) }
            while true {
                var position = n
                for k in bytes.indices { position = min(position, next[k]) }
                guard position < n else { return nil }
                if let end = matchEnd(base, n, at: position) { return position..<end }
                for k in bytes.indices where next[k] == position { next[k] = find(bytes[k], base, n, from: position + 1) }
            }
        }
    }

    /// The offset of the first `byte` at or after `start`, or `n` when there is none.
    @inline(__always) private func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Int {
        guard start < n, let found = memchr(base + start, Int32(byte), n - start) else { return n }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// 0x80 in each byte of `x` that is zero, nothing elsewhere (exact: no borrows between bytes).
    @inline(__always) private static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x | low)
    }

    @inline(__always) private func isStart(_ byte: UInt8) -> Bool {
        (letter != nil && byte | 0x20 == letter!) || starts.contains(byte)
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

import Feeds
import Testing
import TestSupport
@testable import FeedBrowserCore

/// The byte loops every item of a loading feed runs through, done 16 or 32 bytes a step in
/// `CByteScan`, give what a byte-at-a-time loop gives, on random bytes and texts of every length
/// around the step sizes (a vector step's edges are where such code goes wrong).
@Suite struct LoadByteLoopTests {
    /// Bytes a text is drawn from: capitals and their edges ('@', '[', '`', '{'), the separators
    /// and their neighbours, high bytes (which compare as negative in the vector code).
    static let edgeBytes: [UInt8] = [0x20, 0x41, 0x5A, 0x61, 0x7A, 0x40, 0x5B, 0x60, 0x7B, 0x08, 0x09, 0x0A, 0x0D, 0x0E,
                                     0x80, 0xC3, 0x9F, 0xE6, 0xFF, 0x2E]

    static func bytes(_ random: inout SeededGenerator, count: Int) -> [UInt8] {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 1: return (0..<count).map { _ in edgeBytes.randomElement(using: &random)! }
        default:  // words and single spaces, now and then two
            return (0..<count).map { _ in Int.random(in: 0..<6, using: &random) == 0 ? 0x20 : UInt8.random(in: 0x41...0x7A, using: &random) }
        }
    }

    /// `FeedItem.needsCollapsing` as it was written before the vector scan.
    static func needsCollapsingByByte(_ input: [UInt8]) -> Bool {
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        guard let first = input.first, let last = input.last else { return false }
        if isSeparator(first) || isSeparator(last) { return true }
        var previousWasSpace = false
        for byte in input {
            if byte == 0x20 {
                if previousWasSpace { return true }
                previousWasSpace = true
            } else {
                if byte >= 0x09 && byte <= 0x0D { return true }
                previousWasSpace = false
            }
        }
        return false
    }

    @Test func theCollapsingTestAgreesWithTheByteLoop() {
        var random = SeededGenerator(seed: 61)
        var collapsing = 0
        for round in 0..<20_000 {
            let input = Self.bytes(&random, count: Int.random(in: 0...140, using: &random))
            let expected = Self.needsCollapsingByByte(input)
            if expected { collapsing += 1 }
            #expect(input.withUnsafeBufferPointer(FeedItem.needsCollapsing) == expected, "round \(round), \(input.count) bytes")
        }
        #expect(collapsing > 2_000 && collapsing < 18_000, "both answers are tested: \(collapsing)")
    }

    /// `LetterMask.of` (its bytes' bits or-ed four at a time in C) against a byte at a time, on
    /// random bytes, with scalars folding to k, i and s (K KELVIN SIGN, İ, ß) among them.
    @Test func theLetterMaskAgreesWithTheByteLoop() {
        var random = SeededGenerator(seed: 62)
        let folding: [[UInt8]] = [Array("\u{212A}".utf8), Array("İ".utf8), Array("ß".utf8)]
        var foldedSeen = 0
        for round in 0..<20_000 {
            var input = Self.bytes(&random, count: Int.random(in: 0...140, using: &random))
            if Int.random(in: 0..<4, using: &random) == 0 {
                input.insert(contentsOf: folding.randomElement(using: &random)!, at: Int.random(in: 0...input.count, using: &random))
            }
            var expected: UInt64 = 0
            for byte in input { expected |= LetterMask.byteBits[Int(byte)] }
            expected &= ~(1 << 63)
            for (index, _) in input.enumerated() {
                for scalar in FoldedSearch.scalarsFoldingToASCII where input[index...].starts(with: scalar.sequence) {
                    expected |= LetterMask.foldedBit(scalar.letter)
                }
            }
            if expected & (7 << 60) != 0 { foldedSeen += 1 }
            #expect(input.withUnsafeBufferPointer(LetterMask.of) == expected, "round \(round), \(input.count) bytes")
        }
        #expect(foldedSeen > 1_000, "scalars folding to ASCII are tested: \(foldedSeen)")
    }

    @Test func twoSpacesAcrossAVectorStepAreFound() {
        for at in 1..<70 {
            var input = [UInt8](repeating: 0x61, count: 72)
            input[at] = 0x20
            input[at + 1] = 0x20
            #expect(input.withUnsafeBufferPointer(FeedItem.needsCollapsing), "spaces at \(at), \(at + 1)")
            input[at + 1] = 0x61
            #expect(!input.withUnsafeBufferPointer(FeedItem.needsCollapsing), "one space at \(at)")
        }
    }

    /// The search buffer holds each field with its ASCII capitals lowered and one mark per
    /// lowered byte, at every offset a field can start at (not only on a word of the marks).
    @Test func theSearchBufferLowersCapitalsAndMarksThemLikeTheByteLoop() {
        var random = SeededGenerator(seed: 62)
        var text = SearchText()
        var expected: [UInt8] = []
        var marked: [Int] = []
        var entries: [ListEntry] = []
        for number in 0..<600 {
            func field() -> String {
                // Valid UTF-8 only: a String repairs the rest, and the buffer copies the string's bytes.
                String(decoding: Self.bytes(&random, count: Int.random(in: 0...90, using: &random)), as: UTF8.self)
            }
            let title = field(), content = field()
            entries.append(ListEntry(FeedItem(id: "\(number)", title: title, link: nil, author: nil, summary: content, content: content)))
            for field in [title, content] {
                for byte in field.utf8 {
                    if byte &- 0x41 < 26 { marked.append(expected.count) }
                    expected.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                }
                expected.append(SearchText.separator)
            }
            if entries.count == 37 || number == 599 {
                text.append(entries)
                entries = []
            }
        }
        // The first difference only: the whole buffers would fill the screen.
        func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> String {
            let at = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            return "at \(at) of \(a.count) and \(b.count): \(a[at...].prefix(4)) and \(b[at...].prefix(4))"
        }
        #expect(Array(text.bytes) == expected, "\(firstDifference(Array(text.bytes), expected))")
        let marks = text.bytes.indices.filter { text.uppercase[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
        #expect(marks == marked, "\(firstDifference(marks, marked))")
        #expect(marked.count > 1_000)
    }
}

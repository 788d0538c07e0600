import Testing
@testable import TextLayout
import TestSupport

/// `TextWrapper.writeLines(ofUnchecked:)` (the `wrap` command's output): the bytes of the lines
/// `forEachLine(inUnchecked:)` gives, each followed by the terminator, whatever the buffer's size
/// and fill; and the lines of text cut at line feeds are the lines of the whole text, which lets
/// the command wrap its input a piece at a time.
@Suite struct LineBytesWriterTests {
    /// Pieces whose lines could depend on what came before a line feed: marks and regional
    /// indicators right after one, CR before one, other mandatory breaks.
    static let extraPieces = ["\u{301}", "\u{1F1EF}", "\u{1F1F5}", "\r", "\n", "\n\n", "\u{2028}", "\u{85}", "\u{200D}", "\t", "\u{FE0F}"]

    static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        var text = ""
        for _ in 0..<Int.random(in: 0...60, using: &generator) {
            text += Bool.random(using: &generator) ? WrapPropertyTests.pieces.randomElement(using: &generator)!
                                                   : extraPieces.randomElement(using: &generator)!
        }
        var bytes = Array(text.utf8)
        if Int.random(in: 0..<3, using: &generator) == 0, !bytes.isEmpty {
            bytes.insert(contentsOf: CheckedWrapTests.invalid.randomElement(using: &generator)!, at: Int.random(in: 0...bytes.count, using: &generator))
        }
        return bytes
    }

    /// The lines of `forEachLine(inUnchecked:)`, each with a line feed.
    static func linesWithFeeds(_ bytes: [UInt8], width: Int, options: TextOptions) throws -> [UInt8] {
        var output: [UInt8] = []
        try bytes.withUnsafeBufferPointer { text in
            try TextWrapper.forEachLine(inUnchecked: text, width: width, options: options) { lineBytes, start, end, _ in
                output += lineBytes[start..<end]
                output.append(0x0A)
            }
        }
        return output
    }

    /// `writeLines` of each part into one buffer of `capacity` bytes, as the command does.
    static func written(_ parts: [ArraySlice<UInt8>], width: Int, options: TextOptions, capacity: Int, prefilled: Int) throws -> [UInt8] {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "#"))
        var output: [UInt8] = []
        var filled = prefilled
        for part in parts {
            try part.withUnsafeBufferPointer { text in
                try TextWrapper.writeLines(ofUnchecked: text, width: width, options: options, into: buffer, filled: &filled) { full in
                    #expect(full.count > 0)
                    output += full
                }
            }
        }
        output += buffer[0..<filled]
        return output
    }

    @Test(arguments: WrapPropertyTests.seeds)
    func writesTheLinesOfForEachLineWhateverTheBuffer(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let bytes = Self.randomBytes(&generator)
            let options = TextOptions(ambiguousIsWide: Bool.random(using: &generator), tabStop: Int.random(in: 1...8, using: &generator))
            let width = Int.random(in: 1...50, using: &generator)
            let capacity = [1, 2, 5, 17, 64, 4096].randomElement(using: &generator)!
            let prefilled = Int.random(in: 0..<capacity, using: &generator)
            let expected = Array(repeating: UInt8(ascii: "#"), count: prefilled) + (try Self.linesWithFeeds(bytes, width: width, options: options))
            let output = try Self.written([bytes[...]], width: width, options: options, capacity: capacity, prefilled: prefilled)
            #expect(output == expected, "seed \(seed) width \(width) capacity \(capacity) bytes \(bytes)")
        }
    }

    /// Cut at any line feed that does not end a CR LF (the feed itself dropped), the parts'
    /// lines are the whole text's: nothing carries over a line feed in the engine.
    @Test(arguments: WrapPropertyTests.seeds)
    func partsCutAtLineFeedsHaveTheWholeTextsLines(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<400 {
            let bytes = Self.randomBytes(&generator)
            let feeds = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
            let cuts = feeds.filter { _ in Bool.random(using: &generator) }
            var parts: [ArraySlice<UInt8>] = []
            var start = 0
            for cut in cuts {
                parts.append(bytes[start..<cut])
                start = cut + 1
            }
            parts.append(bytes[start...])
            let width = Int.random(in: 1...30, using: &generator)
            let whole = try Self.linesWithFeeds(bytes, width: width, options: .standard)
            #expect(try Self.written(parts, width: width, options: .standard, capacity: 64, prefilled: 0) == whole,
                    "seed \(seed) width \(width) cuts \(cuts) bytes \(bytes)")
        }
    }
}

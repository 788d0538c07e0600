import Testing
@testable import TextLayout
import TestSupport

/// `TextWrapper.forEachLine(inUnchecked:)` checks UTF-8 inside the engine's own scan (the `wrap`
/// command's input): valid bytes must give exactly the trusted engine's lines, in place, and
/// bytes with invalid sequences anywhere (between characters, inside them, at the ends, in every
/// fast path: prose, CJK runs, the jump, the general scan, the lookahead of LB25) exactly the
/// lines of their `String(decoding:)` repair.
@Suite struct CheckedWrapTests {
    static let invalid: [[UInt8]] = [[0xFF], [0x80], [0xBF, 0x80], [0xC0, 0xAF], [0xC1, 0x81], [0xC3], [0xC3, 0x28], [0xDF],
                                     [0xE0, 0x80, 0xAF], [0xE0, 0x9F], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xE3, 0x81, 0x41],
                                     [0xEF, 0xBF], [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
                                     [0xF0, 0x9F, 0x98], [0xF0, 0x9F], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE, 0xFE]]
    static let prose = ["the", "feed", "café", "naïve", "straße", "Überblick", "10.5%", "(see", "below)", "2024", "-", "x-ray"]
    static let cjk = ["日本語", "のテキスト", "。", "、", "「引用」", "（括弧）", "한국어", "！"]

    /// The lines as "start..<end:width text" of the bytes each line refers to.
    static func checkedLines(_ bytes: [UInt8], width: Int, options: TextOptions) throws -> (lines: [String], inPlace: Bool) {
        var lines: [String] = []
        var inPlace = true
        try bytes.withUnsafeBufferPointer { text in
            try TextWrapper.forEachLine(inUnchecked: text, width: width, options: options) { lineBytes, start, end, lineWidth in
                if lineBytes.baseAddress != text.baseAddress { inPlace = false }
                lines.append("\(start)..<\(end):\(lineWidth) " + String(decoding: lineBytes[start..<end], as: UTF8.self))
            }
        }
        return (lines, inPlace)
    }

    static func expectedLines(_ bytes: [UInt8], width: Int, options: TextOptions) throws -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        let utf8 = text.utf8
        return try TextWrapper.wrap(text, width: width, options: options).map { line in
            let start = utf8.distance(from: utf8.startIndex, to: line.range.lowerBound)
            let end = utf8.distance(from: utf8.startIndex, to: line.range.upperBound)
            return "\(start)..<\(end):\(line.width) " + text[line.range]
        }
    }

    static func randomText(_ generator: inout SeededGenerator) -> [UInt8] {
        let kind = Int.random(in: 0..<3, using: &generator)
        var text = ""
        for _ in 0..<Int.random(in: 1...60, using: &generator) {
            switch kind {
            case 0: text += Self.prose.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "  ")
            case 1: text += Self.cjk.randomElement(using: &generator)! + (Int.random(in: 0..<4, using: &generator) == 0 ? " " : "")
            default: text += WrapPropertyTests.pieces.randomElement(using: &generator)!
            }
        }
        return Array(text.utf8)
    }

    @Test(arguments: WrapPropertyTests.seeds)
    func validBytesAreWrappedInPlaceAsTheTrustedEngineDoes(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let bytes = Self.randomText(&generator)
            let options = TextOptions(ambiguousIsWide: Bool.random(using: &generator), tabStop: Int.random(in: 1...8, using: &generator))
            let width = Int.random(in: 1...50, using: &generator)
            let checked = try Self.checkedLines(bytes, width: width, options: options)
            #expect(checked.inPlace)
            #expect(checked.lines == (try Self.expectedLines(bytes, width: width, options: options)), "seed \(seed) width \(width)")
        }
    }

    @Test(arguments: WrapPropertyTests.seeds)
    func invalidBytesAnywhereGiveTheLinesOfTheRepairedText(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<600 {
            var bytes = Self.randomText(&generator)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                if Bool.random(using: &generator) {
                    bytes.insert(contentsOf: Self.invalid.randomElement(using: &generator)!, at: at)
                } else if at < bytes.count {
                    bytes[at] = UInt8.random(in: 0x80...0xFF, using: &generator) // often inside a character
                } else {
                    bytes.removeLast(min(bytes.count, Int.random(in: 1...2, using: &generator))) // a cut-off last character
                }
            }
            let options = TextOptions(ambiguousIsWide: Bool.random(using: &generator), tabStop: Int.random(in: 1...8, using: &generator))
            let width = Int.random(in: 1...50, using: &generator)
            let checked = try Self.checkedLines(bytes, width: width, options: options)
            #expect(checked.lines == (try Self.expectedLines(bytes, width: width, options: options)),
                    "seed \(seed) width \(width) bytes \(bytes)")
        }
    }

    /// Each invalid sequence at every offset of long prose and CJK lines (where the fast paths
    /// run), and right after a digit (where LB25 looks one scalar ahead).
    @Test func invalidBytesAtEveryOffsetOfTheFastPaths() throws {
        let lines = [Array(String(repeating: "über café the feed naïve ", count: 4).utf8),
                     Array(String(repeating: "日本語のテキスト。", count: 6).utf8),
                     Array("price (12".utf8)]
        for line in lines {
            for bad in Self.invalid {
                for offset in 0...line.count {
                    let bytes = Array(line[..<offset]) + bad + Array(line[offset...])
                    for width in [7, 20] {
                        let checked = try Self.checkedLines(bytes, width: width, options: .standard)
                        #expect(checked.lines == (try Self.expectedLines(bytes, width: width, options: .standard)),
                                "width \(width) bytes \(bytes)")
                    }
                }
            }
        }
    }
}

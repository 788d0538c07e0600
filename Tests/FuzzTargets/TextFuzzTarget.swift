import TextLayout

/// Random UTF-8 (and bytes that are not) wrapped, counted and truncated: no line wider than its
/// width, no text lost, `lineCount` equal to the wrap, truncation within its columns.
public enum TextFuzzTarget {
    /// Seeds: the text of every feed in `Fixtures/feeds` (many scripts, emoji, controls), cut
    /// into short pieces so each input wraps fast.
    public static var target: FuzzTarget {
        let pieces = FuzzTarget.fixtureFiles("feeds", extensions: [".xml", ".html"]).flatMap { file in
            stride(from: 0, to: file.count, by: 300).map { Array(file[$0..<min(file.count, $0 + 300)]) }
        }
        return FuzzTarget(name: "text", seeds: pieces, dictionary: dictionary, check: check)
    }

    static let dictionary = [
        " ", "  ", "\t", "\n", "\r\n", "\r", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{200B}",
        "\u{200D}", "\u{FE0F}", "\u{301}", "世界", "😀", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "👍🏽", "क्षत्रिय", "नि", "กำ", "بِسْمِ",
        "Supercalifragilisticexpialidocious", "http://example.com/a/b?c=d", "-", "—", "\u{1B}[31m", "\u{9B}",
    ]

    /// Whitespace at which lines break and which belongs to no line.
    static let breakWhitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}"]

    /// The invariants `bytes` broke. The first byte picks the width (1-64), the second the options.
    @Sendable public static func check(_ bytes: [UInt8]) -> [String] {
        let width = 1 + Int(bytes.first ?? 0) % 64
        let flags = bytes.count > 1 ? bytes[1] : 0
        let options = TextOptions(ambiguousIsWide: flags & 1 != 0, tabStop: 1 + Int(flags >> 1) % 8)
        let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
        var broken: [String] = []
        let lines: [WrappedLine]
        do {
            lines = try TextWrapper.wrap(text, width: width, options: options)
            let count = try TextWrapper.lineCount(text, width: width, options: options)
            if count != lines.count { broken.append("lineCount \(count) but wrap gave \(lines.count) lines") }
        } catch {
            return ["wrap threw at width \(width): \(error)"]
        }
        var cursor = text.startIndex
        var joined = String.UnicodeScalarView()
        for line in lines {
            let content = text[line.range]
            // Only a single cluster wider than the line may overflow it.
            if line.width > width, content.filter({ DisplayWidth.of($0, options: options) > 0 }).count != 1 {
                broken.append("a line \(line.width) wide at width \(width): \(content.debugDescription)")
            }
            guard cursor <= line.range.lowerBound else {
                broken.append("lines out of order")
                break
            }
            if !text.unicodeScalars[cursor..<line.range.lowerBound].allSatisfy({ breakWhitespace.contains($0) }) {
                broken.append("text lost before \(content.debugDescription)")
            }
            joined.append(contentsOf: content.unicodeScalars)
            cursor = line.range.upperBound
        }
        if !text.unicodeScalars[cursor...].allSatisfy({ breakWhitespace.contains($0) }) { broken.append("text lost at the end") }
        let kept = text.unicodeScalars.filter { !breakWhitespace.contains($0) }
        if !joined.filter({ !breakWhitespace.contains($0) }).elementsEqual(kept) { broken.append("the lines do not hold the text") }
        let truncated = Truncation.truncate(text, toColumns: width, options: options)
        if DisplayWidth.of(truncated, options: options) > width {
            broken.append("truncated to \(DisplayWidth.of(truncated, options: options)) columns at \(width)")
        }
        return broken
    }
}

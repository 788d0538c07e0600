import Feeds

/// An item's text cut into the paragraphs the detail wraps, its marks turned into blocks
/// (headings, code, quotations) and spans (emphasis, code, links), and each link's number written
/// after its text ("the patch[2]") so it can be matched to the list of links below.
enum DetailBody {
    /// The paragraphs of `text` (one per line; an empty one is a blank line), its ends trimmed of
    /// blank lines. `marks` are offsets into `text`; marks outside it are ignored.
    static func paragraphs(of text: String, marks: [TextMark]) -> [DetailParagraph] {
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        func isBlank(_ line: Range<Int>) -> Bool { bytes[line].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        while let first = lines.first, isBlank(first) { lines.removeFirst() }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        // Marks come from the parser or the library's file: each is checked to cover whole
        // characters of this text, so a damaged one shows the text plainer, never split.
        func isBoundary(_ offset: Int) -> Bool { offset == bytes.count || bytes[offset] & 0xC0 != 0x80 }
        let sorted = marks.filter { $0.start >= 0 && $0.start < $0.end && $0.end <= bytes.count && isBoundary($0.start) && isBoundary($0.end) }
            .sorted { $0.start < $1.start }
        var next = 0
        var active: [TextMark] = []
        var paragraphs: [DetailParagraph] = []
        paragraphs.reserveCapacity(lines.count)
        for line in lines {
            // The marks over this line: opened before its end, not closed before its start.
            while next < sorted.count, sorted[next].start < line.upperBound {
                active.append(sorted[next])
                next += 1
            }
            active.removeAll { $0.end <= line.lowerBound }
            if isBlank(line) {
                paragraphs.append(DetailParagraph(text: "", block: .body, quoteDepth: quoteDepth(active, line), spans: []))
                continue
            }
            paragraphs.append(paragraph(bytes[line], at: line.lowerBound, marks: active))
        }
        return paragraphs
    }

    private static func quoteDepth(_ marks: [TextMark], _ line: Range<Int>) -> Int {
        marks.reduce(0) { $0 + ($1.kind == .quote ? 1 : 0) }
    }

    /// One line's paragraph: `bytes` start at `offset` of the text; `marks` overlap it.
    private static func paragraph(_ bytes: ArraySlice<UInt8>, at offset: Int, marks: [TextMark]) -> DetailParagraph {
        var block = DetailParagraph.Block.body
        var quotes = 0
        var spans: [DetailSpan] = []
        // Link numbers to write in: where (in the line) and which.
        var numbers: [(at: Int, number: Int)] = []
        let length = bytes.count
        for mark in marks {
            let start = max(0, mark.start - offset), end = min(length, mark.end - offset)
            switch mark.kind {
            case .heading: block = .heading
            case .preformatted: block = .code
            case .quote: quotes += 1
            case .strong: spans.append(DetailSpan(.strong, start: start, end: end))
            case .emphasis: spans.append(DetailSpan(.emphasis, start: start, end: end))
            case .code: spans.append(DetailSpan(.code, start: start, end: end))
            case .link(let index):
                spans.append(DetailSpan(.linkText, start: start, end: end))
                // The number goes where the link's text ends, on the line it ends on.
                if mark.end - offset <= length { numbers.append((end, index + 1)) }
            }
        }
        guard !numbers.isEmpty else {
            return DetailParagraph(text: String(decoding: bytes, as: UTF8.self), block: block, quoteDepth: quotes, spans: spans)
        }
        numbers.sort { $0.at < $1.at }
        var text: [UInt8] = []
        text.reserveCapacity(length + numbers.count * 4)
        var inserted: [(at: Int, length: Int)] = []
        var copied = 0
        for (at, number) in numbers {
            text += bytes[(bytes.startIndex + copied)..<(bytes.startIndex + at)]
            copied = at
            let label = Array("[\(number)]".utf8)
            spans.append(DetailSpan(.linkNumber(number), start: text.count, end: text.count + label.count))
            inserted.append((at, label.count))
            text += label
        }
        text += bytes[(bytes.startIndex + copied)...]
        // Offsets of the other spans move past the numbers written before them; a span ending
        // where a number goes ends before it, one starting there starts after it.
        func moved(_ position: Int, isEnd: Bool) -> Int {
            position + inserted.reduce(0) { $0 + ($1.at < position || ($1.at == position && !isEnd) ? $1.length : 0) }
        }
        for index in spans.indices {
            if case .linkNumber = spans[index].kind { continue }
            spans[index].start = moved(spans[index].start, isEnd: false)
            spans[index].end = moved(spans[index].end, isEnd: true)
        }
        return DetailParagraph(text: String(decoding: text, as: UTF8.self), block: block, quoteDepth: quotes, spans: spans)
    }
}

/// Converts HTML (or plain text) to the plain text a terminal shows, collecting link targets.
///
/// Rules: named and numeric entities decoded; `<br>` is a line break; block elements break lines and
/// paragraphs are separated by exactly one blank line; list items become "• " bullets, or "1. ",
/// "2. "... in ordered lists (indented when nested); links keep their text and their targets are collected; script/style are dropped;
/// whitespace runs collapse to one space (except inside `<pre>`). Works on UTF-8 bytes in one pass,
/// O(n), allocating only the output. Lenient: a `<` that does not start a tag is text.
public struct HTMLText {
    /// How to read the input.
    public enum Mode: Sendable {
        /// HTML: tags and entities interpreted.
        case html
        /// Plain text: only whitespace normalised; line breaks kept (at most one blank line).
        case plain
        /// HTML on one line (titles, names): every break becomes a space.
        case inlineHTML
        /// Plain text on one line.
        case inlinePlain
    }

    /// The converted text as UTF-8 (not yet sanitised).
    public var bytes: [UInt8] { Array(output.buffer) }
    /// True when the text may contain C0/C1 controls or DEL (then it must be sanitised), or parked
    /// controls (U+E000 + code, see `InputTranscoder`).
    public private(set) var mayContainControls = false
    /// The output; shared with the caller when it passed a writer to reuse.
    let output: ByteWriter
    /// `href` targets in document order (not resolved; "javascript:" and "#..." skipped).
    public private(set) var links: [String] = []
    /// `src` of the first `<img>`, if any.
    public private(set) var firstImage: String? = nil
    /// The headings, emphasis, code, quotations and links of the text, in the order they close
    /// (`.html` mode only; link marks index `links`).
    public private(set) var marks: [TextMark] = []

    /// Marks opened and not yet closed, innermost last, with the tag that closes them.
    private var openMarks: [(kind: TextMark.Kind, tag: UInt64, start: Int)] = []
    /// Deeper nesting is not marked: closing a tag searches the open marks, which stays cheap.
    private static let maximumOpenMarks = 64

    private var pendingSpace = false
    private var pendingBreaks = 0
    private var pendingBullet = false
    /// The number the pending item of an ordered list shows, nil for a bullet.
    private var pendingNumber: Int? = nil
    /// Open lists, innermost last: 0 for `<ul>`, else the next number of an `<ol>`.
    private var openLists: [Int] = []
    private var preDepth = 0
    private var inline = false

    /// Converts `input` read as `mode`.
    public init(_ input: UnsafeBufferPointer<UInt8>, mode: Mode) {
        self.init(input, mode: mode, into: ByteWriter(capacity: input.count + 16))
    }

    /// Converts `input` into `output` (reset first), for callers that reuse one buffer.
    init(_ input: UnsafeBufferPointer<UInt8>, mode: Mode, into output: ByteWriter) {
        self.output = output
        output.reset()
        switch mode {
        case .html: inline = false; convertHTML(input); closeOpenMarks()
        case .inlineHTML: inline = true; convertHTML(input)
        case .plain: inline = false; convertPlain(input)
        case .inlinePlain: inline = true; convertPlain(input)
        }
    }

    /// Convenience: converts a string.
    public static func plainText(fromHTML html: String) -> String {
        var copy = html
        return copy.withUTF8 { String(decoding: HTMLText($0, mode: .html).bytes, as: UTF8.self) }
    }

    // MARK: Output with pending whitespace

    @inline(__always) private mutating func emit(_ byte: UInt8) {
        if pendingBreaks > 0 || pendingBullet || pendingSpace { flushPending() }
        output.append(byte)
    }

    /// Bytes copied as they are: printable ASCII except "<" and "&", and UTF-8 except the lead
    /// bytes of C1 controls (0xC2) and of parked controls (0xEE), which need a closer look.
    @inline(__always) private static func isOrdinary(_ b: UInt8) -> Bool {
        b >= 0x80 ? b != 0xC2 && b != 0xEE : b > 0x20 && b < 0x7F && b != 0x3C && b != 0x26
    }

    /// Emits a byte that is not ordinary text, noting when it starts a control character.
    private mutating func emitUnusual(_ input: UnsafeBufferPointer<UInt8>, at i: Int) {
        let byte = input[i]
        if byte < 0x20 || byte == 0x7F { mayContainControls = true }
        else if byte == 0xC2, i + 1 < input.count, input[i + 1] >= 0x80, input[i + 1] <= 0x9F { mayContainControls = true }
        else if byte == 0xEE, i + 1 < input.count, input[i + 1] == 0x80 { mayContainControls = true }
        emit(byte)
    }

    /// Copies the run of ordinary bytes (single spaces between words included) starting at `i`.
    private mutating func emitRun(_ input: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        let count = input.count
        let base = input.baseAddress!
        var j = i + 1
        while j < count {
            if preDepth == 0 {
                // Sixteen bytes per step; the block's last byte needs the one after it.
                while j + 17 <= count {
                    let plain = Self.plainPrefixLength(base + j)
                    j += plain
                    if plain < 16 { break }
                }
            }
            let c = input[j]
            if Self.isOrdinary(c) { j += 1; continue }
            if c == 0x20 && preDepth == 0 && j + 1 < count && Self.isOrdinary(input[j + 1]) { j += 2; continue }
            break
        }
        if pendingBreaks > 0 || pendingBullet || pendingSpace { flushPending() }
        output.append(UnsafeBufferPointer(rebasing: input[i..<j]))
        return j
    }

    /// How many of the 16 bytes at `p` continue a run (reads `p[16]` too): ordinary bytes, and
    /// spaces followed by an ordinary byte. (Byte `p - 1` of a run is never a space, so a leading
    /// space is single too.) One vector compare per kind of byte that ends a run; the bytes after
    /// the first such byte are left to the byte-wise loop.
    @inline(__always) private static func plainPrefixLength(_ p: UnsafePointer<UInt8>) -> Int {
        let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
        let next = UnsafeRawPointer(p + 1).loadUnaligned(as: SIMD16<UInt8>.self)
        let space = SIMD16<UInt8>(repeating: 0x20)
        // Not ordinary (see `isOrdinary`), or a space followed by a space.
        var stop = v .< space
        stop .|= v .== SIMD16(repeating: 0x7F)
        stop .|= v .== SIMD16(repeating: 0x3C)
        stop .|= v .== SIMD16(repeating: 0x26)
        stop .|= v .== SIMD16(repeating: 0xC2)
        stop .|= v .== SIMD16(repeating: 0xEE)
        stop .|= (v .== space) .& (next .== space)
        // Lanes are 0 or 0xFF bytes; lane 0 is the low byte of the first word (little-endian).
        #if !_endian(little)
        #error("HTMLText's block scan reads SIMD lanes as little-endian words")
        #endif
        let words = unsafeBitCast(stop, to: SIMD2<UInt64>.self)
        var length = words[0] != 0 ? words[0].trailingZeroBitCount >> 3 : words[1] != 0 ? 8 + words[1].trailingZeroBitCount >> 3 : 16
        // A space right before the stop (or last in the block) is not known to precede an ordinary byte.
        if length > 0 && p[length - 1] == 0x20 { length -= 1 }
        return length
    }

    private mutating func flushPending() {
        if !output.isEmpty {
            if pendingBreaks > 0 && !inline {
                // Line breaks already written (the last line of a <pre>) count: one blank line at most.
                var written = 0
                while written < 2 && written < output.count && output.base[output.count - 1 - written] == 0x0A { written += 1 }
                for _ in 0..<max(0, min(pendingBreaks, 2) - written) { output.append(0x0A) }
            } else if pendingBreaks > 0 || pendingSpace {
                if output.last != 0x0A && output.last != 0x20 { output.append(0x20) }
            }
        }
        if pendingBullet && !inline {
            for _ in 0..<max(0, openLists.count - 1) * 2 { output.append(0x20) }
            if let number = pendingNumber {
                for digit in String(number).utf8 { output.append(digit) }
                output.append(UInt8(ascii: ".")); output.append(0x20)
            } else {
                output.append(0xE2); output.append(0x80); output.append(0xA2); output.append(0x20)  // "• "
            }
        }
        pendingBreaks = 0; pendingBullet = false; pendingNumber = nil; pendingSpace = false
    }

    private mutating func breakLine(_ count: Int) {
        pendingBreaks = max(pendingBreaks, count)
        pendingSpace = false
    }

    private mutating func emitScalar(_ value: UInt32) {
        let v = (value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value)) ? 0xFFFD : value
        if (v < 0x20 && v != 0x0A && v != 0x09 && v != 0x0D) || (0x7F...0x9F).contains(v) || (0xE000...0xE01F).contains(v) {
            mayContainControls = true
        }
        switch v {
        case 0..<0x80:
            if v == 0x20 || v == 0x0A || v == 0x09 || v == 0x0D {
                if preDepth > 0 { emit(UInt8(v)) } else { pendingSpace = true }
            } else {
                emit(UInt8(v))
            }
        case 0x80..<0x800:
            emit(0xC0 | UInt8(v >> 6)); output.append(0x80 | UInt8(v & 0x3F))
        case 0x800..<0x10000:
            emit(0xE0 | UInt8(v >> 12)); output.append(0x80 | UInt8((v >> 6) & 0x3F)); output.append(0x80 | UInt8(v & 0x3F))
        default:
            emit(0xF0 | UInt8(v >> 18)); output.append(0x80 | UInt8((v >> 12) & 0x3F))
            output.append(0x80 | UInt8((v >> 6) & 0x3F)); output.append(0x80 | UInt8(v & 0x3F))
        }
    }

    // MARK: Plain text

    private mutating func convertPlain(_ input: UnsafeBufferPointer<UInt8>) {
        var newlines = 0
        var i = 0
        let count = input.count
        while i < count {
            let byte = input[i]
            switch byte {
            case 0x0A:
                newlines += 1
                if inline { pendingSpace = true } else { breakLine(min(newlines, 2)) }
                i += 1
            case 0x20, 0x09, 0x0D, 0x0C:
                if !(pendingBreaks > 0) { pendingSpace = true }
                i += 1
            default:
                // A word: copied in one piece.
                newlines = 0
                var j = i
                while j < count {
                    let c = input[j]
                    if c == 0x0A || c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C { break }
                    if !Self.isOrdinary(c) { mayContainControls = true }
                    j += 1
                }
                if pendingBreaks > 0 || pendingBullet || pendingSpace { flushPending() }
                output.append(UnsafeBufferPointer(rebasing: input[i..<j]))
                i = j
            }
        }
    }

    // MARK: HTML

    private mutating func convertHTML(_ input: UnsafeBufferPointer<UInt8>) {
        let count = input.count
        var i = 0
        while i < count {
            let byte = input[i]
            switch byte {
            case UInt8(ascii: "<"):
                if let next = parseTag(input, at: i) { i = next } else { emit(byte); i += 1 }
            case UInt8(ascii: "&"):
                i = decodeEntity(input, at: i)
            case 0x20, 0x0A, 0x09, 0x0D, 0x0C:
                if preDepth > 0 {
                    if byte == 0x0A { output.append(0x0A) } else if byte != 0x0D { emit(byte) }
                } else {
                    pendingSpace = true
                }
                i += 1
            default:
                if Self.isOrdinary(byte) {
                    i = emitRun(input, from: i)
                } else {
                    emitUnusual(input, at: i)
                    i += 1
                }
            }
        }
    }

    /// Decodes `&name;`, `&#N;`, `&#xH;` at `start`; returns the index after it (or after "&").
    private mutating func decodeEntity(_ input: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let count = input.count
        var j = start + 1
        if j < count && input[j] == UInt8(ascii: "#") {
            j += 1
            var value: UInt32 = 0
            var digits = 0
            let hex = j < count && (input[j] | 0x20) == UInt8(ascii: "x")
            if hex { j += 1 }
            while j < count, digits < 8 {
                let c = input[j]
                let d: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - 48)
                case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: d = UInt32(c - 87)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: d = UInt32(c - 55)
                default: d = 99
                }
                if d == 99 { break }
                value = value * (hex ? 16 : 10) + d
                digits += 1; j += 1
            }
            guard digits > 0 else { emit(UInt8(ascii: "&")); return start + 1 }
            if j < count && input[j] == UInt8(ascii: ";") { j += 1 }
            // HTML maps the C1 range to Windows-1252, as browsers do.
            if (0x80...0x9F).contains(value) {
                value = Self.windows1252C1[Int(value - 0x80)]
            }
            emitScalar(value)
            return j
        }
        let nameStart = j
        while j < count, j - nameStart < 9, Self.isNameByte(input[j]) { j += 1 }
        if j > nameStart, let scalar = HTMLEntities.scalar(named: UnsafeBufferPointer(rebasing: input[nameStart..<j])) {
            if j < count && input[j] == UInt8(ascii: ";") { j += 1 }
            emitScalar(scalar)
            return j
        }
        emit(UInt8(ascii: "&"))
        return start + 1
    }

    private static let windows1252C1: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    @inline(__always) private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
    }

    /// Parses a tag, comment or declaration at `start` ("<"); nil when it is not one (then "<" is text).
    private mutating func parseTag(_ input: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let count = input.count
        var j = start + 1
        guard j < count else { return nil }
        let first = input[j]
        if first == UInt8(ascii: "!") {
            // Comment, CDATA or doctype: skip to its end.
            if j + 2 < count && input[j + 1] == UInt8(ascii: "-") && input[j + 2] == UInt8(ascii: "-") {
                var k = j + 3
                while k + 2 < count {
                    if input[k] == UInt8(ascii: "-") && input[k + 1] == UInt8(ascii: "-") && input[k + 2] == UInt8(ascii: ">") { return k + 3 }
                    k += 1
                }
                return count
            }
            while j < count && input[j] != UInt8(ascii: ">") { j += 1 }
            return min(j + 1, count)
        }
        if first == UInt8(ascii: "?") {
            while j < count && input[j] != UInt8(ascii: ">") { j += 1 }
            return min(j + 1, count)
        }
        var closing = false
        if first == UInt8(ascii: "/") { closing = true; j += 1 }
        guard j < count, Self.isLetter(input[j]) else { return nil }
        // Tag name, lower-cased into a small fixed key.
        var name: UInt64 = 0
        var nameLength = 0
        while j < count, Self.isNameByte(input[j]) || input[j] == UInt8(ascii: "-") || input[j] == UInt8(ascii: ":") {
            if nameLength < 8 { name = name << 8 | UInt64(input[j] | 0x20) }
            nameLength += 1; j += 1
        }
        // Attributes: only href and src matter; find the tag end honouring quotes.
        var href: Range<Int>? = nil
        var src: Range<Int>? = nil
        // An <img>'s other sources: a lazy loader's (data-src, data-lazy-src) and srcset's first.
        var lazySrc: Range<Int>? = nil
        var srcset: Range<Int>? = nil
        // A tracking pixel: every side the <img> states is at most 1 ("1", "0", "1px").
        var smallSide = false, largeSide = false
        while j < count && input[j] != UInt8(ascii: ">") {
            let c = input[j]
            if Self.isLetter(c) {
                let attrStart = j
                while j < count, Self.isNameByte(input[j]) || input[j] == UInt8(ascii: "-") || input[j] == UInt8(ascii: ":") { j += 1 }
                let attrLength = j - attrStart
                while j < count, input[j] == 0x20 || input[j] == 0x0A || input[j] == 0x09 || input[j] == 0x0D { j += 1 }
                guard j < count, input[j] == UInt8(ascii: "=") else { continue }
                j += 1
                while j < count, input[j] == 0x20 || input[j] == 0x0A || input[j] == 0x09 || input[j] == 0x0D { j += 1 }
                guard j < count else { break }
                var valueRange: Range<Int>
                let quote = input[j]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = j + 1
                    j = valueStart
                    while j < count && input[j] != quote { j += 1 }
                    valueRange = valueStart..<j
                    if j < count { j += 1 }
                } else {
                    let valueStart = j
                    while j < count, input[j] != UInt8(ascii: ">"), input[j] != 0x20, input[j] != 0x0A, input[j] != 0x09 { j += 1 }
                    valueRange = valueStart..<j
                }
                if attrLength == 4, Self.equalsLower(input, attrStart, "href") { href = valueRange }
                if attrLength == 3, Self.equalsLower(input, attrStart, "src") { src = valueRange }
                if name == Tag.img {
                    if attrLength == 8 && Self.equalsLower(input, attrStart, "data-src")
                        || attrLength == 13 && Self.equalsLower(input, attrStart, "data-lazy-src") { lazySrc = valueRange }
                    if attrLength == 6, Self.equalsLower(input, attrStart, "srcset") { srcset = valueRange }
                }
                if name == Tag.img, attrLength == 5 || attrLength == 6,
                   Self.equalsLower(input, attrStart, "width") || Self.equalsLower(input, attrStart, "height") {
                    if Self.isAtMostOne(input, valueRange) { smallSide = true } else { largeSide = true }
                }
            } else {
                j += 1
            }
        }
        let end = min(j + 1, count)
        if name == Tag.img, lazySrc != nil || srcset != nil {
            src = Self.pictureSource(input, src: src, lazySrc: lazySrc, srcset: srcset)
        }
        handleTag(name: name, closing: closing, input: input, href: href, src: smallSide && !largeSide ? nil : src)
        if !closing && (name == Tag.script || name == Tag.style || name == Tag.template || name == Tag.head) {
            return skipRawText(input, from: end, nameLength: nameLength, name: name)
        }
        return end
    }

    /// Skips the content of script/style up to (and including) the matching close tag.
    private func skipRawText(_ input: UnsafeBufferPointer<UInt8>, from start: Int, nameLength: Int, name: UInt64) -> Int {
        let count = input.count
        var k = start
        while k + 1 < count {
            if input[k] == UInt8(ascii: "<") && input[k + 1] == UInt8(ascii: "/") {
                var candidate: UInt64 = 0
                var m = k + 2
                while m < count, m - (k + 2) < 8, Self.isNameByte(input[m]) { candidate = candidate << 8 | UInt64(input[m] | 0x20); m += 1 }
                if candidate == name {
                    while m < count && input[m] != UInt8(ascii: ">") { m += 1 }
                    return min(m + 1, count)
                }
            }
            k += 1
        }
        return count
    }

    private mutating func handleTag(name: UInt64, closing: Bool, input: UnsafeBufferPointer<UInt8>, href: Range<Int>?, src: Range<Int>?) {
        switch name {
        case Tag.br:
            if inline { pendingSpace = true } else {
                // Consecutive <br>s may make one blank line, never more.
                if pendingBreaks > 0 { pendingBreaks = min(pendingBreaks + 1, 2) } else { pendingBreaks = 1 }
                if output.isEmpty { pendingBreaks = 0 }
                pendingSpace = false
            }
        case Tag.h1, Tag.h2, Tag.h3, Tag.h4, Tag.h5, Tag.h6:
            breakLine(2)
            mark(.heading, tag: name, closing: closing)
        case Tag.blockquo:
            breakLine(2)
            mark(.quote, tag: name, closing: closing)
        case Tag.p, Tag.table_, Tag.figure, Tag.hr, Tag.dl, Tag.address:
            breakLine(2)
        case Tag.pre:
            breakLine(2)
            preDepth = max(0, preDepth + (closing ? -1 : 1))
            mark(.preformatted, tag: name, closing: closing)
        case Tag.strong, Tag.b:
            mark(.strong, tag: name, closing: closing)
        case Tag.em, Tag.i:
            mark(.emphasis, tag: name, closing: closing)
        case Tag.code, Tag.kbd, Tag.samp, Tag.tt:
            // Code inside a <pre> is the block already.
            if preDepth == 0 || closing { mark(.code, tag: name, closing: closing) }
        case Tag.ul, Tag.ol:
            if closing {
                if !openLists.isEmpty { openLists.removeLast() }
            } else {
                openLists.append(name == Tag.ol ? 1 : 0)
            }
            breakLine(openLists.isEmpty ? 2 : 1)
        case Tag.li:
            breakLine(1)
            if !closing {
                pendingBullet = !inline
                if let next = openLists.last, next > 0 {
                    pendingNumber = next
                    openLists[openLists.count - 1] = next + 1
                }
            }
        case Tag.div, Tag.tr, Tag.dt, Tag.dd, Tag.section, Tag.article,
             Tag.header, Tag.footer, Tag.figcapti, Tag.aside, Tag.nav, Tag.main_:
            breakLine(1)
        case Tag.td, Tag.th:
            pendingSpace = true
        case Tag.a:
            if !closing, let href, href.count > 0 {
                let value = Self.decodedAttribute(input, href)
                if !value.hasPrefix("#") && !Self.isJavaScriptURL(value) {
                    links.append(value)
                    mark(.link(index: links.count - 1), tag: name, closing: false)
                }
            } else if closing {
                mark(.link(index: 0), tag: name, closing: true)
            }
        case Tag.img:
            if !closing, firstImage == nil, let src, src.count > 0 { takeFirstImage(input, src) }
        default:
            break
        }
    }

    /// Opens a mark of `kind` for the element `tag`, or closes the innermost open mark of `tag`
    /// (a close tag with none open is ignored). Only in block HTML: one-line fields have no use
    /// for them.
    private mutating func mark(_ kind: TextMark.Kind, tag: UInt64, closing: Bool) {
        guard !inline else { return }
        if !closing {
            if openMarks.count < Self.maximumOpenMarks { openMarks.append((kind, tag, output.count)) }
            return
        }
        guard let index = openMarks.lastIndex(where: { $0.tag == tag }) else { return }
        let open = openMarks.remove(at: index)
        addMark(open.kind, from: open.start)
    }

    /// Records a mark from `start` to the end of the output so far, without the line breaks and
    /// spaces at its start (written after it opened, they belong to the text before it).
    private mutating func addMark(_ kind: TextMark.Kind, from start: Int) {
        var start = start
        let end = output.count
        while start < end, output.base[start] == 0x20 || output.base[start] == 0x0A { start += 1 }
        if start < end { marks.append(TextMark(kind, start: start, end: end)) }
    }

    /// Closes the marks whose elements the HTML left open, at the end of the text.
    private mutating func closeOpenMarks() {
        while let open = openMarks.popLast() { addMark(open.kind, from: open.start) }
    }

    /// The first picture, unless it is a tracking pixel or an inline placeholder (then the next
    /// one may be).
    @inline(never) private mutating func takeFirstImage(_ input: UnsafeBufferPointer<UInt8>, _ src: Range<Int>) {
        let image = Self.decodedAttribute(input, src)
        if !Self.isTrackingPixel(image) && !image.hasPrefix("data:") { firstImage = image }
    }

    /// Where an <img> with a lazy loader's attribute or a srcset has its picture: the lazy
    /// loader's when src is missing or a data: placeholder, else src, else srcset's first URL.
    @inline(never) private static func pictureSource(_ input: UnsafeBufferPointer<UInt8>, src: Range<Int>?, lazySrc: Range<Int>?,
                                                     srcset: Range<Int>?) -> Range<Int>? {
        let srcIsPlaceholder = src.map { $0.isEmpty || ($0.count >= 5 && equalsLower(input, $0.lowerBound, "data:")) } ?? true
        if srcIsPlaceholder, let lazySrc, !lazySrc.isEmpty { return lazySrc }
        if let src, !src.isEmpty { return src }
        guard let srcset else { return src }
        var start = srcset.lowerBound
        while start < srcset.upperBound, input[start] == 0x20 || input[start] == 0x0A || input[start] == 0x09 { start += 1 }
        var end = start
        while end < srcset.upperBound, input[end] != 0x20, input[end] != 0x0A, input[end] != 0x09, input[end] != UInt8(ascii: ",") { end += 1 }
        return start..<end
    }

    /// "0", "1", "1px", "0.0": a side of a tracking pixel.
    @inline(never) private static func isAtMostOne(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let value = input[range].drop(while: { $0 == 0x20 })
        guard let first = value.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return false }
        let next = value.dropFirst().first
        return next == nil || !(next! >= 0x30 && next! <= 0x39)
    }

    /// Hosts of feed statistics counters, whose pictures are tracking pixels whatever size they
    /// claim (WordPress stats, Feedsportal, Quantcast), and FeedBurner's and Medium's counter paths.
    /// Runs for the first picture of every item: the host is compared as bytes, no string is made.
    static func isTrackingPixel(_ url: String) -> Bool {
        var copy = url
        return copy.withUTF8 { bytes in
            guard let slashes = firstIndex(of: "//", in: bytes) else { return false }
            let hostStart = slashes + 2
            var hostEnd = hostStart
            while hostEnd < bytes.count, bytes[hostEnd] != UInt8(ascii: "/"), bytes[hostEnd] != UInt8(ascii: "?"), bytes[hostEnd] != UInt8(ascii: ":") { hostEnd += 1 }
            let host = UnsafeBufferPointer(rebasing: bytes[hostStart..<hostEnd])
            let path = UnsafeBufferPointer(rebasing: bytes[hostEnd...])
            func hostIs(_ name: StaticString) -> Bool { Attributes.equals(host, name, folding: true) }
            func hostEndsWith(_ suffix: StaticString) -> Bool {
                host.count >= suffix.utf8CodeUnitCount && Attributes.equals(UnsafeBufferPointer(rebasing: host[(host.count - suffix.utf8CodeUnitCount)...]), suffix, folding: true)
            }
            func pathStarts(_ prefix: StaticString) -> Bool {
                path.count >= prefix.utf8CodeUnitCount && Attributes.equals(UnsafeBufferPointer(rebasing: path[..<prefix.utf8CodeUnitCount]), prefix)
            }
            if hostIs("pixel.wp.com") || hostIs("stats.wordpress.com") || hostIs("pixel.quantserve.com") || hostEndsWith(".feedsportal.com") { return true }
            if hostIs("feeds.feedburner.com") { return pathStarts("/~r/") || pathStarts("/~ff/") }
            if hostIs("medium.com") { return pathStarts("/_/stat") }
            return false
        }
    }

    private static func firstIndex(of pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = pattern.utf8CodeUnitCount, first = pattern.utf8Start[0]
        var start = 0
        while start + count <= bytes.count {
            if bytes[start] == first, Attributes.equals(UnsafeBufferPointer(rebasing: bytes[start..<start + count]), pattern) { return start }
            start += 1
        }
        return nil
    }

    /// "javascript:" in any ASCII case (the letters compared case-folded, the colon exactly).
    private static func isJavaScriptURL(_ value: String) -> Bool {
        guard value.utf8.count >= javaScriptScheme.count else { return false }
        for (k, byte) in value.utf8.prefix(javaScriptScheme.count).enumerated() {
            let folded = k < javaScriptScheme.count - 1 ? byte | 0x20 : byte
            if folded != javaScriptScheme[k] { return false }
        }
        return true
    }

    private static let javaScriptScheme = Array("javascript:".utf8)

    private static func decodedAttribute(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, FeedSAXHandler.isSpace(input[lower]) { lower += 1 }
        while upper > lower, FeedSAXHandler.isSpace(input[upper - 1]) { upper -= 1 }
        let slice = UnsafeBufferPointer(rebasing: input[lower..<upper])
        if !slice.contains(UInt8(ascii: "&")) {
            return String(decoding: slice, as: UTF8.self)
        }
        let text = HTMLText(slice, mode: .inlineHTML)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    @inline(__always) private static func isLetter(_ c: UInt8) -> Bool {
        (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A
    }

    private static func equalsLower(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount where input[start + k] | 0x20 != w[k] { return false }
        return true
    }

    /// A tag name packed as the parser packs it (first 8 bytes, lower case).
    fileprivate static func tagKey(_ name: StaticString) -> UInt64 {
        var key: UInt64 = 0
        let p = name.utf8Start
        for k in 0..<min(name.utf8CodeUnitCount, 8) { key = key << 8 | UInt64(p[k]) }
        return key
    }
}

extension String {
    /// Trims the given ASCII characters from both ends (Foundation-free).
    func trimmingASCII(_ set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        var view = Substring(self)
        while let first = view.unicodeScalars.first, scalars.contains(first) { view = view.dropFirst() }
        while let last = view.unicodeScalars.last, scalars.contains(last) { view = view.dropLast() }
        return String(view)
    }
}

/// Packed names of the tags the converter handles (computed once).
private enum Tag {
    static let a = tagKey("a")
    static let address = tagKey("address")
    static let b = tagKey("b")
    static let code = tagKey("code")
    static let em = tagKey("em")
    static let i = tagKey("i")
    static let kbd = tagKey("kbd")
    static let samp = tagKey("samp")
    static let strong = tagKey("strong")
    static let tt = tagKey("tt")
    static let article = tagKey("article")
    static let aside = tagKey("aside")
    static let blockquo = tagKey("blockquo")
    static let br = tagKey("br")
    static let dd = tagKey("dd")
    static let div = tagKey("div")
    static let dl = tagKey("dl")
    static let dt = tagKey("dt")
    static let figcapti = tagKey("figcapti")
    static let figure = tagKey("figure")
    static let footer = tagKey("footer")
    static let h1 = tagKey("h1")
    static let h2 = tagKey("h2")
    static let h3 = tagKey("h3")
    static let h4 = tagKey("h4")
    static let h5 = tagKey("h5")
    static let h6 = tagKey("h6")
    static let head = tagKey("head")
    static let header = tagKey("header")
    static let hr = tagKey("hr")
    static let img = tagKey("img")
    static let li = tagKey("li")
    static let main_ = tagKey("main")
    static let nav = tagKey("nav")
    static let ol = tagKey("ol")
    static let p = tagKey("p")
    static let pre = tagKey("pre")
    static let script = tagKey("script")
    static let section = tagKey("section")
    static let style = tagKey("style")
    static let table_ = tagKey("table")
    static let td = tagKey("td")
    static let template = tagKey("template")
    static let th = tagKey("th")
    static let tr = tagKey("tr")
    static let ul = tagKey("ul")
    static func tagKey(_ name: StaticString) -> UInt64 { HTMLText.tagKey(name) }
}

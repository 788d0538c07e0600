import Glibc

/// Turns the bytes of a feed, in any supported encoding, into valid UTF-8 that libxml2 accepts.
///
/// Why not let libxml2 decode: it stops at the first invalid byte ("Input is not proper UTF-8") and
/// rejects C0 control characters, while feeds in the wild contain both; and with a legacy encoding
/// (EUC-KR, Shift_JIS, GB18030...) it prints "encoding error" to stderr at a bad byte and halts
/// without an error, which silently dropped the rest of the feed. Here invalid sequences become
/// U+FFFD and C0 controls are parked in the private-use range (U+E000 + code) so the field decoder can
/// restore them for `Sanitizer` to remove together with the escape sequence they start.
/// Streaming: incomplete sequences at a chunk's end are carried to the next chunk. O(n) per byte.
final class InputTranscoder {
    enum Encoding: Equatable {
        case utf8, utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian, windows1252
        /// Any other declared encoding, decoded by iconv (EUC-KR, Shift_JIS, GB18030, KOI8-R...).
        case legacy(String)
        /// A declared encoding iconv does not know (or a label that is not an encoding name): nothing
        /// is emitted, and the parser reports it.
        case unsupported(String)
    }

    /// Bytes needed before the encoding is decided (declaration and sniffing look at this prefix).
    static let decisionBytes = 1024
    /// An undeclared document that is ASCII so far is held up to this size, so the sniffing sees
    /// its first non-ASCII text (a feed's markup often fills the first kilobyte).
    static let sniffingBytes = 16 << 10

    /// The charset parameter of the HTTP Content-Type, when the document came over HTTP.
    var httpCharset: String? = nil

    private(set) var encoding: Encoding?
    /// True once a C0 control was parked in the private-use range.
    private(set) var parkedControls = false
    /// True once an invalid sequence was replaced by U+FFFD.
    private(set) var replacedInvalidBytes = false

    private var held: [UInt8] = []
    private var scratch: [UInt8] = []
    private var highSurrogate: UInt32? = nil
    /// The iconv converter of a `.legacy` encoding, and the UTF-8 it produced for the current input.
    private var converter: iconv_t? = nil
    private var decoded: [UInt8] = []

    deinit {
        if let converter { iconv_close(converter) }
    }

    /// Transcodes `input`; `emit` receives UTF-8 (possibly `input` itself when nothing changed).
    func transcode(_ input: UnsafeRawBufferPointer, final: Bool, emit: (UnsafeRawBufferPointer) -> Void) {
        if encoding == nil {
            held.append(contentsOf: input)
            guard held.count >= Self.decisionBytes || final else { return }
            if !final, held.count < Self.sniffingBytes, Self.needsSniffing(held, httpCharset: httpCharset), !held.contains(where: { $0 >= 0x80 }) { return }
            let prefix = held
            held = []
            var skip = 0
            encoding = Self.detect(prefix, bomLength: &skip, httpCharset: httpCharset)
            if case .legacy(let label) = encoding {
                let opened = iconv_open("UTF-8", label)
                // iconv_open reports failure as (iconv_t)-1.
                if opened == nil || Int(bitPattern: opened) == -1 { encoding = .unsupported(label) } else { converter = opened }
            }
            prefix.withUnsafeBytes { bytes in
                convert(UnsafeRawBufferPointer(rebasing: bytes[skip...]), final: final, emit: emit)
            }
            return
        }
        if held.isEmpty {
            convert(input, final: final, emit: emit)
        } else {
            held.append(contentsOf: input)
            let joined = held
            held = []
            joined.withUnsafeBytes { convert($0, final: final, emit: emit) }
        }
    }

    private func convert(_ input: UnsafeRawBufferPointer, final: Bool, emit: (UnsafeRawBufferPointer) -> Void) {
        switch encoding! {
        case .utf8: convertUTF8(input, final: final, emit: emit)
        case .windows1252: convertWindows1252(input, emit: emit)
        case .utf16LittleEndian: convertUTF16(input, bigEndian: false, final: final, emit: emit)
        case .utf16BigEndian: convertUTF16(input, bigEndian: true, final: final, emit: emit)
        case .utf32LittleEndian: convertUTF32(input, bigEndian: false, final: final, emit: emit)
        case .utf32BigEndian: convertUTF32(input, bigEndian: true, final: final, emit: emit)
        case .legacy: convertLegacy(input, final: final, emit: emit)
        case .unsupported: break
        }
    }

    // MARK: Legacy encodings (iconv)

    /// Decodes with iconv; an invalid byte becomes U+FFFD and decoding goes on after it (a
    /// multi-byte encoding resynchronises at the next byte). The UTF-8 then takes the UTF-8 path,
    /// which parks C0 controls and replaces the non-characters XML forbids.
    private func convertLegacy(_ input: UnsafeRawBufferPointer, final: Bool, emit: (UnsafeRawBufferPointer) -> Void) {
        guard let converter else { return }
        decoded.removeAll(keepingCapacity: true)
        var inLeft = input.count
        var inPointer = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: CChar.self))
        let outCapacity = 16 << 10
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: outCapacity) { out in
            func run(_ source: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ sourceLeft: UnsafeMutablePointer<Int>?) -> Int32? {
                var outPointer: UnsafeMutablePointer<CChar>? = out.baseAddress
                var outLeft = outCapacity
                let result = iconv(converter, source, sourceLeft, &outPointer, &outLeft)
                let failure = result == -1 ? errno : nil
                decoded.append(contentsOf: UnsafeRawBufferPointer(start: out.baseAddress, count: outCapacity - outLeft))
                return failure
            }
            while inLeft > 0 {
                switch run(&inPointer, &inLeft) {
                case nil, E2BIG?:
                    continue
                case EINVAL? where !final:
                    // An incomplete sequence at the chunk's end: hold it for the next chunk.
                    held.append(contentsOf: UnsafeRawBufferPointer(start: inPointer, count: inLeft))
                    inLeft = 0
                default:
                    // EILSEQ (or a sequence cut by the end of the document).
                    decoded.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    replacedInvalidBytes = true
                    inPointer = inPointer.map { $0 + 1 }
                    inLeft -= 1
                }
            }
            // Stateful encodings (ISO-2022-JP) end by returning to their initial shift state.
            if final { _ = run(nil, nil) }
        }
        decoded.withUnsafeBytes { convertUTF8($0, final: true, emit: emit) }
    }

    // MARK: UTF-8

    private func convertUTF8(_ input: UnsafeRawBufferPointer, final: Bool, emit: (UnsafeRawBufferPointer) -> Void) {
        let count = input.count
        guard count > 0, let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var i = 0
        var copiedUpTo = 0  // bytes before this are already in scratch (or nothing was rewritten yet)
        var rewriting = false
        scratch.removeAll(keepingCapacity: true)

        @inline(__always) func flushClean(upTo end: Int) {
            if end > copiedUpTo { scratch.append(contentsOf: UnsafeBufferPointer(start: base + copiedUpTo, count: end - copiedUpTo)) }
        }
        while i < count {
            // Fast path: printable ASCII and TAB/LF/CR, sixteen then eight bytes at a time when possible.
            while i + 16 <= count {
                let a = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let b = UnsafeRawPointer(base + i + 8).loadUnaligned(as: UInt64.self)
                let belowSpace = ((a &- 0x2020_2020_2020_2020) & ~a) | ((b &- 0x2020_2020_2020_2020) & ~b)
                if (a | b | belowSpace) & 0x8080_8080_8080_8080 != 0 { break }
                i += 16
            }
            while i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                // High bit clear in every byte and no byte below 0x20.
                let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if (word & 0x8080_8080_8080_8080) | belowSpace != 0 { break }
                i += 8
            }
            if i >= count { break }
            let byte = base[i]
            if byte >= 0x20 && byte < 0x80 || byte == 0x0A || byte == 0x09 || byte == 0x0D { i += 1; continue }
            // Well-formed two- and three-byte sequences (nearly all non-ASCII text) decided at once;
            // the rest (and anything cut by the chunk's end) takes the full check below.
            if byte >= 0xC2 && byte <= 0xDF, i + 1 < count, base[i + 1] & 0xC0 == 0x80 { i += 2; continue }
            if Self.isCommonThreeByteSequence(base, at: i, count: count) {
                // CJK text comes in runs: stay here while it lasts rather than retrying the ASCII steps.
                repeat { i += 3 } while Self.isCommonThreeByteSequence(base, at: i, count: count)
                continue
            }
            if byte < 0x20 {
                if !rewriting { rewriting = true }
                flushClean(upTo: i)
                scratch.append(0xEE); scratch.append(0x80); scratch.append(0x80 + byte)
                parkedControls = true
                i += 1; copiedUpTo = i
                continue
            }
            // Multi-byte sequence: validate per RFC 3629 (no overlongs, no surrogates, <= U+10FFFF).
            let need: Int
            var lowBound: UInt8 = 0x80, highBound: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lowBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; highBound = 0x9F
            case 0xF0: need = 3; lowBound = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; highBound = 0x8F
            default: need = 0
            }
            var valid = need > 0
            var length = 1
            if valid {
                while length <= need {
                    if i + length >= count {
                        if !final {
                            // Incomplete at the chunk's end: hold it for the next chunk.
                            flushClean(upTo: i)
                            held.append(contentsOf: UnsafeBufferPointer(start: base + i, count: count - i))
                            emitResult(base: base, end: i, rewriting: true, emit: emit)
                            return
                        }
                        valid = false; break
                    }
                    let next = base[i + length]
                    let low = length == 1 ? lowBound : 0x80
                    let high = length == 1 ? highBound : 0xBF
                    if next < low || next > high { valid = false; break }
                    length += 1
                }
            }
            // U+FFFE and U+FFFF are not XML characters.
            if valid && need == 2 && byte == 0xEF && base[i + 1] == 0xBF && base[i + 2] >= 0xBE { valid = false; length = 3 }
            if valid { i += length; continue }
            rewriting = true
            flushClean(upTo: i)
            scratch.append(0xEF); scratch.append(0xBF); scratch.append(0xBD)
            replacedInvalidBytes = true
            i += max(length, 1); copiedUpTo = i
        }
        emitResult(base: base, end: count, rewriting: rewriting, emit: emit, copiedUpTo: copiedUpTo)
    }

    /// A well-formed three-byte sequence led by E1...EC or EE (the ones needing no extra bound).
    @inline(__always) private static func isCommonThreeByteSequence(_ base: UnsafePointer<UInt8>, at i: Int, count: Int) -> Bool {
        guard i + 2 < count else { return false }
        let lead = base[i]
        return ((lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE) && base[i + 1] & 0xC0 == 0x80 && base[i + 2] & 0xC0 == 0x80
    }

    private func emitResult(base: UnsafePointer<UInt8>, end: Int, rewriting: Bool, emit: (UnsafeRawBufferPointer) -> Void, copiedUpTo: Int? = nil) {
        if !rewriting && scratch.isEmpty {
            if end > 0 { emit(UnsafeRawBufferPointer(start: base, count: end)) }
            return
        }
        if let copiedUpTo, end > copiedUpTo {
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + copiedUpTo, count: end - copiedUpTo))
        }
        if !scratch.isEmpty { scratch.withUnsafeBytes { emit($0) } }
    }

    // MARK: Windows-1252 (also used for ISO-8859-1 and ASCII labels, as browsers do)

    private static let windows1252High: [UInt16] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    private func convertWindows1252(_ input: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(input.count + input.count / 4)
        for byte in input {
            if byte < 0x80 {
                appendScalar(UInt32(byte))
            } else if byte < 0xA0 {
                appendScalar(UInt32(Self.windows1252High[Int(byte - 0x80)]))
            } else {
                appendScalar(UInt32(byte))
            }
        }
        if !scratch.isEmpty { scratch.withUnsafeBytes { emit($0) } }
    }

    // MARK: UTF-16

    private func convertUTF16(_ input: UnsafeRawBufferPointer, bigEndian: Bool, final: Bool, emit: (UnsafeRawBufferPointer) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(input.count)
        var i = 0
        let count = input.count
        while i + 1 < count {
            let unit = bigEndian ? UInt32(input[i]) << 8 | UInt32(input[i + 1]) : UInt32(input[i + 1]) << 8 | UInt32(input[i])
            i += 2
            if let high = highSurrogate {
                highSurrogate = nil
                if (0xDC00...0xDFFF).contains(unit) {
                    appendScalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
                    continue
                }
                appendReplacement()
            }
            switch unit {
            case 0xD800...0xDBFF: highSurrogate = unit
            case 0xDC00...0xDFFF: appendReplacement()
            default: appendScalar(unit)
            }
        }
        if i < count {
            if final { appendReplacement() } else { held.append(input[i]) }
        }
        if final, highSurrogate != nil { highSurrogate = nil; appendReplacement() }
        if !scratch.isEmpty { scratch.withUnsafeBytes { emit($0) } }
    }

    // MARK: UTF-32

    private func convertUTF32(_ input: UnsafeRawBufferPointer, bigEndian: Bool, final: Bool, emit: (UnsafeRawBufferPointer) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(input.count / 2)
        var i = 0
        let count = input.count
        while i + 3 < count {
            let b = (UInt32(input[i]), UInt32(input[i + 1]), UInt32(input[i + 2]), UInt32(input[i + 3]))
            let value = bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
            i += 4
            if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { appendReplacement() } else { appendScalar(value) }
        }
        if i < count {
            if final { appendReplacement() } else { held.append(contentsOf: input[i...]) }
        }
        if !scratch.isEmpty { scratch.withUnsafeBytes { emit($0) } }
    }

    private func appendReplacement() {
        replacedInvalidBytes = true
        scratch.append(0xEF); scratch.append(0xBF); scratch.append(0xBD)
    }

    /// Appends one scalar as UTF-8, parking C0 controls and replacing non-characters XML forbids.
    private func appendScalar(_ value: UInt32) {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20..<0x80:
            scratch.append(UInt8(value))
        case 0..<0x20:
            parkedControls = true
            scratch.append(0xEE); scratch.append(0x80); scratch.append(0x80 + UInt8(value))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(value >> 6)); scratch.append(0x80 | UInt8(value & 0x3F))
        case 0xFFFE, 0xFFFF:
            appendReplacement()
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(value >> 12)); scratch.append(0x80 | UInt8((value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(value & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(value >> 18)); scratch.append(0x80 | UInt8((value >> 12) & 0x3F))
            scratch.append(0x80 | UInt8((value >> 6) & 0x3F)); scratch.append(0x80 | UInt8(value & 0x3F))
        }
    }

    // MARK: Detection

    /// The encoding, decided in this order: a byte-order mark (UTF-8, UTF-16, UTF-32), the shape of
    /// "<" in UTF-16 or UTF-32, the XML declaration, the HTTP charset, then sniffing (UTF-8, else a
    /// legacy CJK encoding `LegacyCJKDetector` recognises, else Windows-1252).
    ///
    /// Why the BOM first although the issue lists the declaration first: the BOM is the stronger
    /// evidence (only a Unicode encoder writes one), XML 1.0 Appendix F and RFC 7303 3.3 make it
    /// decide, and a declaration cannot even be read before the BOM says how. Why the declaration
    /// before the HTTP charset although RFC 7303 3.2 puts the charset parameter first (feedparser
    /// follows the RFC): servers attach a default charset to every file they serve
    /// (Apache's AddDefaultCharset iso-8859-1 on UTF-8 feeds), while the declaration was written
    /// with the document; so a document that declares itself is read as it says.
    static func detect(_ prefix: [UInt8], bomLength: inout Int, httpCharset: String? = nil) -> Encoding {
        let p = prefix
        if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { bomLength = 3; return .utf8 }
        if p.count >= 4, p[0] == 0xFF, p[1] == 0xFE, p[2] == 0, p[3] == 0 { bomLength = 4; return .utf32LittleEndian }
        if p.count >= 4, p[0] == 0, p[1] == 0, p[2] == 0xFE, p[3] == 0xFF { bomLength = 4; return .utf32BigEndian }
        if p.count >= 2, p[0] == 0xFF, p[1] == 0xFE { bomLength = 2; return .utf16LittleEndian }
        if p.count >= 2, p[0] == 0xFE, p[1] == 0xFF { bomLength = 2; return .utf16BigEndian }
        if p.count >= 4, p[0] == 0x3C, p[1] == 0, p[2] == 0, p[3] == 0 { return .utf32LittleEndian }
        if p.count >= 4, p[0] == 0, p[1] == 0, p[2] == 0, p[3] == 0x3C { return .utf32BigEndian }
        if p.count >= 4, p[0] == 0x3C, p[1] == 0, p[2] != 0, p[3] == 0 { return .utf16LittleEndian }
        if p.count >= 4, p[0] == 0, p[1] == 0x3C, p[2] == 0, p[3] != 0 { return .utf16BigEndian }
        if let label = declaredEncoding(p), let encoding = encoding(label: label, prefix: p) { return encoding }
        // A charset the server names but nobody can decode is not trusted over the bytes.
        if let charset = httpCharset, case let label = String(charset.lowercased().filter { $0 != " " && $0 != "\"" && $0 != "'" }),
           !label.isEmpty, let encoding = encoding(label: label, prefix: p), encoding != .unsupported(label) {
            return encoding
        }
        return sniff(p)
    }

    /// The encoding a declared label names; nil for a Unicode label that the bytes contradict.
    private static func encoding(label: String, prefix p: [UInt8]) -> Encoding? {
        switch label {
        case "utf-8", "utf8", "unicode-1-1-utf-8": return .utf8
        // A UTF-16 or UTF-32 label on ASCII-shaped bytes is a lie; the bytes are what they look like.
        case "utf-16", "utf-16le", "utf-16be", "ucs-2", "utf-32", "utf-32le", "utf-32be", "ucs-4": return nil
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "cp819", "ibm819",
             "us-ascii", "ascii", "windows-1252", "cp1252", "x-cp1252", "iso-ir-100":
            return .windows1252
        default: return isEncodingName(label) ? .legacy(commonSuperset(of: label) ?? label) : .unsupported(label)
        }
    }

    /// The encoding documents labelled `label` are really written in, as browsers read them
    /// (WHATWG Encoding): Japanese sites declaring Shift_JIS use Microsoft's CP932 (①, Ⅲ, 髙),
    /// Korean EUC-KR ones CP949, Chinese GB2312 ones GBK; iconv's strict tables turned those
    /// characters into U+FFFD. Each superset decodes its subset's bytes unchanged.
    static func commonSuperset(of label: String) -> String? {
        switch label.lowercased() {
        case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "csshiftjis", "windows-31j", "ms932": return "CP932"
        case "euc-kr", "euckr", "ks_c_5601-1987", "ksc5601", "ksc_5601", "korean", "csksc56011987", "iso-ir-149",
             "windows-949": return "CP949"
        case "gb2312", "gbk", "x-gbk", "csgb2312", "chinese", "gb_2312-80", "iso-ir-58", "cp936": return "GB18030"
        default: return nil
        }
    }

    /// True when nothing but the bytes themselves can decide: no BOM, no declared encoding, no charset.
    static func needsSniffing(_ p: [UInt8], httpCharset: String?) -> Bool {
        if let httpCharset, !httpCharset.isEmpty { return false }
        if p.count >= 2, (p[0] == 0xEF && p[1] == 0xBB) || (p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF) || p[0] == 0 || p[1] == 0 {
            return false
        }
        return declaredEncoding(p) == nil
    }

    /// Undeclared: UTF-8 when the prefix is valid UTF-8; else a legacy CJK encoding when the bytes
    /// read as one (`LegacyCJKDetector`); else Windows-1252 when there is no valid multi-byte
    /// sequence at all; else UTF-8 with the invalid bytes replaced.
    private static func sniff(_ p: [UInt8]) -> Encoding {
        var invalid = 0, validMultibyte = 0
        var i = 0
        while i < p.count {
            let byte = p[i]
            if byte < 0x80 { i += 1; continue }
            let need = byte >= 0xF0 && byte <= 0xF4 ? 3 : byte >= 0xE0 && byte <= 0xEF ? 2 : byte >= 0xC2 && byte <= 0xDF ? 1 : 0
            if need == 0 || i + need >= p.count { if need == 0 { invalid += 1 }; i += 1; continue }
            if (1...need).allSatisfy({ p[i + $0] & 0xC0 == 0x80 }) { validMultibyte += 1; i += need + 1 } else { invalid += 1; i += 1 }
        }
        if invalid == 0 { return .utf8 }
        if let label = LegacyCJKDetector.detect(p) { return .legacy(commonSuperset(of: label) ?? label) }
        return validMultibyte == 0 ? .windows1252 : .utf8
    }

    /// XML's EncName, [A-Za-z] ([A-Za-z0-9._] | '-')*: anything else (such as iconv's "//IGNORE"
    /// suffixes) never reaches iconv_open.
    private static func isEncodingName(_ label: String) -> Bool {
        let bytes = Array(label.utf8)
        guard let first = bytes.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return bytes.allSatisfy { byte in
            ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// The lower-cased `encoding` pseudo-attribute of a leading `<?xml ...?>`, if any.
    static func declaredEncoding(_ p: [UInt8]) -> String? {
        var start = 0
        while start < p.count, p[start] == 0x20 || p[start] == 0x0A || p[start] == 0x0D || p[start] == 0x09 { start += 1 }
        guard p.count - start > 5, Array(p[start..<start + 5]) == Array("<?xml".utf8) else { return nil }
        guard let close = p[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: p[start..<close], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[range.upperBound...].drop(while: { $0 == " " || $0 == "=" || $0 == "\t" })
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return nil }
        return rest[..<end].trimmingSpaces().lowercased()
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}

/// Makes feed text safe for the canvas: no control characters or escape sequences survive.
///
/// What is removed, whole:
/// - ESC sequences: CSI (`ESC [` parameters, intermediates, final byte), OSC (`ESC ]` up to BEL
///   or ST), DCS/SOS/PM/APC strings (`ESC P`, `ESC X`, `ESC ^`, `ESC _` up to ST), and the short
///   `ESC` intermediates* final forms (`ESC c`, `ESC ( B` ...); their 8-bit C1 forms (U+009B CSI,
///   U+009D OSC, U+0090/0098/009E/009F strings) likewise. A string sequence with no terminator
///   removes everything after it, because a terminal would also swallow it.
/// - Every other C0 control except LF and TAB (so CR, BEL, BS ... go; CR LF becomes LF), DEL,
///   and every other C1 control (U+0080-U+009F).
/// Everything else, including all printable Unicode, is kept as is.
public enum Sanitizer {
    /// `text` with C0/C1 controls, ESC sequences and DEL removed; newlines and tabs kept.
    public static func sanitize(_ text: String) -> String {
        let clean = text.withUTF8Buffer { buffer in isClean(buffer) }
        if clean { return text }
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            switch value {
            case 0x0A, 0x09:
                output.append(scalars[index])
                index += 1
            case 0x1B:
                index = skipEscape(scalars, from: index + 1)
            case 0x9B:
                index = skipControlSequence(scalars, from: index + 1)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                index = skipString(scalars, from: index + 1)
            case 0x00..<0x20, 0x7F..<0xA0:
                index += 1
            default:
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }

    /// True when no byte needs removing: no C0 but LF/TAB, no DEL, no C1 (UTF-8 C2 80...C2 9F).
    /// Eight bytes at a time: a word with no byte below 0x20, no DEL and no 0xC2 (the lead byte
    /// of every C1 control) is clean; the rare other word is checked byte by byte.
    private static func isClean(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let bytes = buffer.baseAddress else { return true }
        let n = buffer.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index < n {
            if index + 8 <= n {
                let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
                // A byte below 0x20 borrows into its clear high bit; a byte equal to DEL or 0xC2
                // becomes zero when xored with it, and a zero byte does the same.
                let below = (word &- 0x2020_2020_2020_2020) & ~word
                let del = word ^ 0x7F7F_7F7F_7F7F_7F7F
                let lead = word ^ 0xC2C2_C2C2_C2C2_C2C2
                let suspicious = (below | ((del &- ones) & ~del) | ((lead &- ones) & ~lead)) & highBits
                if suspicious == 0 {
                    index += 8
                    continue
                }
            }
            let end = min(index + 8, n)
            while index < end {
                let byte = bytes[index]
                if byte < 0x20 && byte != 0x0A && byte != 0x09 { return false }
                if byte == 0x7F { return false }
                if byte == 0xC2 && index + 1 < n && bytes[index + 1] < 0xA0 { return false }
                index += 1
            }
        }
        return true
    }

    /// Index after the escape sequence whose ESC was just before `start`.
    private static func skipEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start].value {
        case 0x5B: return skipControlSequence(scalars, from: start + 1)                    // CSI
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return skipString(scalars, from: start + 1)     // OSC, DCS, SOS, PM, APC
        default:
            // nF/Fp/Fe/Fs: intermediates 0x20-0x2F, then one final byte 0x30-0x7E.
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        }
    }

    /// Index after a CSI's parameter (0x30-0x3F), intermediate (0x20-0x2F) and final (0x40-0x7E)
    /// bytes; stops early at anything else so that text is never eaten by a malformed sequence.
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// Index after a string sequence terminated by BEL, ESC \ or U+009C (ST).
    private static func skipString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C: return index + 1
            case 0x1B:
                if index + 1 < scalars.count && scalars[index + 1].value == 0x5C { return index + 2 }
                index += 1
            default: index += 1
            }
        }
        return index
    }
}

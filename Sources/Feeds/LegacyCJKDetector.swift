import Glibc

/// Recognises undeclared Japanese and Chinese text in the legacy encodings feedparser (through
/// chardet) detects: EUC-JP, Shift_JIS and GB18030. Asked only when the bytes are not UTF-8.
///
/// Each candidate decodes the sample with iconv; one with more than 1% invalid characters is out.
/// Japanese is told from Chinese by kana: Japanese prose is about a third hiragana and katakana,
/// Chinese has none, and GB18030 also decodes most EUC-JP and Shift_JIS bytes (into nonsense
/// hanzi). So EUC-JP or Shift_JIS wins when a tenth of its CJK characters are kana (the one with
/// more kana when both decode), else GB18030 when it decodes and most of its text is in GB2312's
/// hanzi rows; Latin-1 text (a letter byte then ASCII) fails all three.
enum LegacyCJKDetector {
    static func detect(_ sample: [UInt8]) -> String? {
        var best: (label: String, kana: Double)? = nil
        for label in ["EUC-JP", "SHIFT_JIS"] {
            guard let counts = decode(sample, label), counts.cjk >= 4, counts.acceptable else { continue }
            let kana = Double(counts.kana) / Double(counts.cjk)
            if kana >= 0.1, kana > best?.kana ?? 0 { best = (label, kana) }
        }
        if let best { return best.label }
        if let counts = decode(sample, "GB18030"), counts.acceptable, counts.cjk >= 4,
           Double(counts.commonHanzi) >= 0.5 * Double(counts.cjk) {
            return "GB18030"
        }
        return nil
    }

    struct Counts {
        var characters = 0
        var invalid = 0
        /// Kana, CJK ideographs and CJK punctuation: the text of the language.
        var cjk = 0
        var kana = 0
        /// Ideographs of the common range (GB2312 level 1 is U+4E00...U+9FA5 ordered by reading; a
        /// frequent-character check would need a table, this range check just rules out Latin).
        var commonHanzi = 0

        var acceptable: Bool { invalid * 100 <= characters }
    }

    /// Decodes `sample` from `label`, counting what it reads; nil when iconv does not know the label.
    static func decode(_ sample: [UInt8], _ label: String) -> Counts? {
        let converter = iconv_open("UTF-32LE", label)
        guard let converter, Int(bitPattern: converter) != -1 else { return nil }
        defer { iconv_close(converter) }
        var counts = Counts()
        var input = sample
        let outCapacity = 4 * 4096
        input.withUnsafeMutableBytes { raw in
            var inPointer = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
            var inLeft = raw.count
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: outCapacity / 4) { out in
                while inLeft > 0 {
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(out.baseAddress!).assumingMemoryBound(to: CChar.self)
                    var outLeft = outCapacity
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    let failure = result == -1 ? errno : 0
                    for k in 0..<(outCapacity - outLeft) / 4 { count(out[k], into: &counts) }
                    if failure == EILSEQ {
                        counts.invalid += 1; counts.characters += 1
                        inPointer = inPointer.map { $0 + 1 }; inLeft -= 1
                    } else if failure == EINVAL {
                        break  // a character cut by the end of the sample
                    } else if failure != 0 && failure != E2BIG {
                        break
                    }
                }
            }
        }
        return counts
    }

    private static func count(_ scalar: UInt32, into counts: inout Counts) {
        counts.characters += 1
        switch scalar {
        case 0x3041...0x309F, 0x30A0...0x30FF:
            counts.cjk += 1; counts.kana += 1
        case 0x4E00...0x9FA5:
            counts.cjk += 1; counts.commonHanzi += 1
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x9FA6...0x9FFF, 0xFF00...0xFFEF:
            counts.cjk += 1
        case 0xE000...0xF8FF:
            // Private use: what GB18030 and Shift_JIS make of bytes no text uses.
            counts.invalid += 1
        default:
            break
        }
    }
}

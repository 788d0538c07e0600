/// A decoded two-stage table: `stage2[stage1[cp >> 7] << 7 | cp & 127]` is the property word.
///
/// Immutable after `init` and never freed (it is a process-wide singleton), hence `@unchecked Sendable`.
final class PropertyTable: @unchecked Sendable {
    let stage1: UnsafeMutablePointer<UInt16>
    let stage2: UnsafeMutablePointer<UInt16>

    init(stage1Base64: String, stage1Count: Int, stage2Base64: String, stage2Count: Int) {
        stage1 = PropertyTable.decode(stage1Base64, count: stage1Count)
        stage2 = PropertyTable.decode(stage2Base64, count: stage2Count)
    }

    /// The property word of a code point; values above U+10FFFF get U+FFFD's properties.
    @inline(__always) func properties(_ codePoint: UInt32) -> ScalarProperties {
        let cp = codePoint < 0x110000 ? codePoint : 0xFFFD
        let block = Int(stage1[Int(cp >> 7)])
        return ScalarProperties(word: stage2[block << 7 | Int(cp & 127)])
    }

    /// Decodes base64 (newlines ignored) into `count` little-endian UInt16 values.
    private static func decode(_ text: String, count: Int) -> UnsafeMutablePointer<UInt16> {
        let values = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 2)
        var accumulator: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let sextet: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            default: continue // newlines and "=" padding
            }
            accumulator = accumulator << 6 | sextet
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        precondition(bytes.count >= count * 2, "generated Unicode tables are truncated; run `make unicode-tables`")
        for i in 0..<count {
            values[i] = UInt16(bytes[2 * i]) | UInt16(bytes[2 * i + 1]) << 8
        }
        return values
    }
}

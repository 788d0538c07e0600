/// Bytes from outside: each non-ASCII scalar is checked as well-formed UTF-8 (no overlong forms,
/// surrogates or values past U+10FFFF, nothing cut off at the end) when the engine first reads it.
enum CheckedUTF8: UTF8Check {
    static var checks: Bool { true }

    @inline(__always)
    static func isWellFormed(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Bool {
        let lead = bytes[index]
        @inline(__always) func continuation(_ offset: Int) -> Bool { index + offset < end && bytes[index + offset] & 0xC0 == 0x80 }
        switch lead {
        case 0x00..<0x80:
            return true
        case 0xC2..<0xE0:
            return continuation(1)
        case 0xE0..<0xF0:
            guard continuation(1), continuation(2) else { return false }
            let second = bytes[index + 1]
            return !(lead == 0xE0 && second < 0xA0) && !(lead == 0xED && second >= 0xA0)
        case 0xF0..<0xF5:
            guard continuation(1), continuation(2), continuation(3) else { return false }
            let second = bytes[index + 1]
            return !(lead == 0xF0 && second < 0x90) && !(lead == 0xF4 && second >= 0x90)
        default:
            return false
        }
    }

    @inline(__always)
    static func isTrail(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    @inline(__always)
    static func isWellFormedThreeBytes(_ bytes: UnsafePointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        let second = bytes[index + 1]
        return second & 0xC0 == 0x80 && bytes[index + 2] & 0xC0 == 0x80
            && !(lead == 0xE0 && second < 0xA0) && !(lead == 0xED && second >= 0xA0)
    }

    static func failure() -> InvalidUTF8 { InvalidUTF8() }
}

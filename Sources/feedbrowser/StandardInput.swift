#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input read whole with read(2) into one buffer (sized from fstat when it is a file),
/// and whether those bytes are valid UTF-8: `wrap` then wraps them in place, without the copy
/// and repair pass of `String(decoding:)`, which it keeps for invalid input only.
enum StandardInput {
    static func readAll() -> [UInt8] {
        var status = stat()
        let expected = fstat(0, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: max(expected + 1, 1 << 16))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF). ASCII goes 16 bytes a step; a step that meets a non-ASCII byte jumps straight to
    /// it (its bit's position in the word), so Latin text with an accent every few words is not
    /// checked byte by byte (that was a quarter of `wrap`'s time).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        @inline(__always) func word(_ at: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        @inline(__always) func continuation(_ offset: Int) -> Bool { index + offset < n && base[index + offset] & 0xC0 == 0x80 }
        while index < n {
            while index + 16 <= n, (word(index) | word(index + 8)) & highBits == 0 { index += 16 }
            if index + 8 <= n {
                let high = word(index) & highBits
                // Little-endian: the lowest set bit belongs to the first non-ASCII byte.
                index += high == 0 ? 8 : high.trailingZeroBitCount / 8
                if high == 0 { continue }
            }
            // Non-ASCII characters one after another (a CJK run) stay in this loop; the first
            // ASCII byte goes back to the word steps.
            characters: while index < n {
                let lead = base[index]
                switch lead {
                case 0x00..<0x80:
                    index += 1
                    break characters
                case 0xC2..<0xE0:
                    guard continuation(1) else { return false }
                    index += 2
                case 0xE0..<0xF0:
                    guard continuation(1), continuation(2) else { return false }
                    let second = base[index + 1]
                    if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) { return false }
                    index += 3
                case 0xF0..<0xF5:
                    guard continuation(1), continuation(2), continuation(3) else { return false }
                    let second = base[index + 1]
                    if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90) { return false }
                    index += 4
                default: return false
                }
            }
        }
        return true
    }
}

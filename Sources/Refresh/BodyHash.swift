import Foundation

/// The hash of a feed's body stored with the feed: the same hash next time means the same
/// document, which is neither parsed nor written again.
enum BodyHash {
    /// A 64-bit multiply-xorshift hash taken eight bytes at a time (a byte-wise FNV-1a cost 2% of
    /// a refresh), then the byte count, as hexadecimal: stable across runs and machines (Swift's
    /// `Hasher` is seeded per process).
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = mix(hash, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            hash = mix(hash, tail)
        }
        return String(hash, radix: 16) + "-" + String(data.count, radix: 16)
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}

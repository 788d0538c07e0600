import Foundation

/// The hash of a feed's body stored with the feed: the same hash next time means the same
/// document, which is neither parsed nor written again.
enum BodyHash {
    /// FNV-1a (64 bits) of the bytes and their count, as 24 hexadecimal digits: stable across runs
    /// and machines (Swift's `Hasher` is seeded per process).
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return String(hash, radix: 16) + "-" + String(data.count, radix: 16)
    }
}

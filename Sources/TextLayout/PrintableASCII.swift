/// Printable ASCII (0x20...0x7E) eight bytes at a time: the test the fast paths of `ProseLines`
/// and `LineJump` run over the bytes of a line before anything is classified.
enum PrintableASCII {
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
    private static let eightOnes: UInt64 = 0x0101_0101_0101_0101
    private static let eightHighBits: UInt64 = 0x8080_8080_8080_8080

    /// How many of the first `min(remaining, 8)` bytes at `bytes` are printable ASCII before the
    /// first that is not. Eight bytes must be readable at `bytes`; only the first `remaining`
    /// count. Equal to `min(remaining, 8)` when all of them are printable.
    @inline(__always)
    static func leadingCount(_ bytes: UnsafePointer<UInt8>, remaining: Int) -> Int {
        let word = UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
        // A byte outside 0x20...0x7E sets its high bit in one of the three terms; the lowest
        // flagged byte is really outside (borrows and carries only go upwards).
        var outside = (word &- eightSpaces | word &+ eightOnes | word) & eightHighBits
        if remaining < 8 { outside &= (1 &<< UInt64(remaining &* 8)) &- 1 }
        return outside == 0 ? min(remaining, 8) : outside.trailingZeroBitCount >> 3
    }
}

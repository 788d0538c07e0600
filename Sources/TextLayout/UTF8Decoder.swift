/// Decodes one scalar from valid UTF-8 (Swift strings are always valid UTF-8).
enum UTF8Decoder {
    /// The scalar starting at `index` and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(bytes[index])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 {
            return ((b0 & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return ((b0 & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F), 4)
    }
}

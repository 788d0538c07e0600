/// FNV-1a, 64 bits, fed field by field: the same in every run (Swift's `Hasher` is seeded per
/// process); only ever compared with the hash of the same item's previous version.
struct ItemHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The text's UTF-8 bytes.
    mutating func add(bytesOf text: String) {
        var text = text
        text.withUTF8 { bytes in
            var hash = value
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            value = hash
        }
    }

    /// A field: its length first, so ("ab", "c") and ("a", "bc") differ; nil differs from "".
    mutating func add(field text: String?) {
        guard let text else { return add(number: -1) }
        add(number: text.utf8.count)
        add(bytesOf: text)
    }

    mutating func add(number: Int?) {
        var bits = UInt64(bitPattern: Int64(number ?? Int.min))
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    var signed: Int64 { Int64(bitPattern: value) }
}

import Feeds

/// Reads one entry's fields back from `PackedItemFields`' bytes, in the order they were written.
struct PackedFieldReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var at: Int

    init(bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        self.bytes = bytes
        at = offset
    }

    mutating func byte() -> UInt8 {
        defer { at += 1 }
        return bytes[at]
    }

    mutating func varint() -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = byte()
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// Eight bytes, little-endian.
    mutating func fixed64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    mutating func int() -> Int {
        let zigzag = varint()
        return Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }

    mutating func optionalInt() -> Int? {
        byte() == 0 ? nil : int()
    }

    mutating func string() -> String {
        text(count: Int(varint()))
    }

    /// A URL packed after `previous` (`PackedItemFields.write(url:after:)`); `previous` becomes it.
    mutating func url(after previous: inout [UInt8]) -> String {
        let shared = Int(varint())
        let count = Int(varint())
        previous.removeSubrange(shared...)
        previous.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[at..<at + count]))
        at += count
        return String(decoding: previous, as: UTF8.self)
    }

    mutating func optionalString() -> String? {
        let count = varint()
        return count == 0 ? nil : text(count: Int(count - 1))
    }

    mutating func mark() -> TextMark {
        let kind: TextMark.Kind = switch byte() {
        case 0: .heading
        case 1: .strong
        case 2: .emphasis
        case 3: .code
        case 4: .preformatted
        case 5: .quote
        default: .link(index: int())
        }
        return TextMark(kind, start: int(), end: int())
    }

    /// `count` elements, each read by `element`.
    mutating func list<Element>(_ element: (inout Self) -> Element) -> [Element] {
        let count = Int(varint())
        var list: [Element] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(element(&self)) }
        return list
    }

    private mutating func text(count: Int) -> String {
        defer { at += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<at + count]), as: UTF8.self)
    }
}

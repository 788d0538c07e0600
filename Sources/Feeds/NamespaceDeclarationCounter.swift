import Glibc

/// Counts the namespace declarations of each tag in the UTF-8 handed to libxml2, so a tag with too
/// many is refused before libxml2 reads it: libxml2 2.9 compares every declaration with the other
/// declarations of its element, and 200,000 of them on one element took 14 s.
///
/// A tag is what lies between one "<" and the next (an attribute value cannot hold a raw "<"), and a
/// declaration is "xmlns" after whitespace and before ":", "=" or whitespace. Text counts too, so a
/// text with more escaped `xmlns=` than the limit and no tag in between is refused as well; that
/// errs on the safe side. Cost: a memchr pass for "x" over the input, a four-byte compare per "x",
/// and a look back for "<" per declaration.
struct NamespaceDeclarationCounter {
    /// Most declarations one tag may have.
    let limit: Int
    /// Declarations since the last "<" (in an earlier chunk, when this chunk has none yet).
    private var count = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// The offset in `bytes` of the "<" that starts the first tag with more than `limit`
    /// declarations (0 when that tag began in an earlier chunk), or nil.
    mutating func firstTagOverLimit(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        let total = bytes.count
        var tagStart: Int? = nil
        var scanned = 0  // "<" has been looked for before this offset
        var from = 0
        while from < total, let hit = memchr(base + from, Int32(UInt8(ascii: "x")), total - from) {
            let at = base.distance(to: UnsafeRawPointer(hit))
            from = at + 1
            // "mlns" after the "x" (a name cut by the chunk's end is not seen: one per chunk at most).
            guard at + 5 <= total, base.loadUnaligned(fromByteOffset: at + 1, as: UInt32.self) == Self.mlns else { continue }
            // A hit at a chunk's edge counts: what is on the other side is unknown.
            let before = at == 0 ? 0x20 : bytes[at - 1]
            let after = at + 5 == total ? 0x20 : bytes[at + 5]
            guard Self.isSpace(before), after == UInt8(ascii: ":") || after == UInt8(ascii: "=") || Self.isSpace(after) else { continue }
            if let open = Self.lastTagOpening(bytes, from: scanned, before: at) { tagStart = open; count = 0 }
            scanned = at
            count += 1
            if count > limit { return tagStart ?? 0 }
        }
        if Self.lastTagOpening(bytes, from: scanned, before: total) != nil { count = 0 }
        return nil
    }

    /// "mlns" as the little-endian UInt32 that loading those four bytes gives.
    private static let mlns = UInt32(UInt8(ascii: "m")) | UInt32(UInt8(ascii: "l")) << 8
        | UInt32(UInt8(ascii: "n")) << 16 | UInt32(UInt8(ascii: "s")) << 24

    /// The offset of the last "<" in `start..<end`: searched backwards, since the "<" of a tag is
    /// just before its declarations.
    private static func lastTagOpening(_ bytes: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
        var index = end
        while index > start {
            index -= 1
            if bytes[index] == UInt8(ascii: "<") { return index }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

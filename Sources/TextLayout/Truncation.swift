/// Shortening text with an ellipsis, never splitting a grapheme cluster.
public enum Truncation {
    /// The ellipsis appended to shortened text.
    public static let ellipsis = "…"

    /// The first `maxCharacters` characters of `text`, plus "…" when anything was cut.
    /// Stops after `maxCharacters + 1` characters instead of counting the whole text.
    public static func truncate(_ text: String, maxCharacters: Int) -> String {
        let limit = max(maxCharacters, 0)
        let cut = index(after: limit, charactersOf: text)
        guard cut < text.endIndex else { return text }
        // One allocation: `String(text[..<cut]) + ellipsis` made two (every list entry cuts its summary).
        let kept = text[..<cut]
        var shortened = String()
        shortened.reserveCapacity(kept.utf8.count + ellipsis.utf8.count)
        shortened += kept
        shortened += ellipsis
        return shortened
    }

    /// The index after the first `count` characters of `text` (its end when it has no more), found
    /// from the bytes when the text starts with plain ASCII: each ASCII byte but CR is then one
    /// character, provided the byte after the cut is ASCII too (a combining mark there would join
    /// the last character). Else the characters are counted by `characterEnd`.
    public static func index(after count: Int, charactersOf text: String) -> String.Index {
        let utf8 = text.utf8
        if utf8.count <= count { return text.endIndex }  // never more characters than bytes
        let plain = utf8.withContiguousStorageIfAvailable { bytes in
            bytes[...count].allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }
        if plain == true { return utf8.index(utf8.startIndex, offsetBy: count) }
        if let end = utf8.withContiguousStorageIfAvailable({ characterEnd(after: count, of: text, bytes: $0) }) {
            return utf8.index(utf8.startIndex, offsetBy: end)
        }
        return text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// The byte offset after the first `count` characters of `text` (`bytes`, its UTF-8). Between
    /// two scalars that are each an ASCII byte but CR or a CJK ideograph (U+4E00-U+9FFF), Unicode
    /// always breaks characters (none of them extends or joins a neighbour), so such runs are
    /// counted a scalar at a time from the bytes; at any other scalar one character is measured
    /// by the standard library, from a boundary. Mixed Latin and CJK text (more than half the items
    /// of the large test feeds) was walked character by character: 3% of loading them.
    static func characterEnd(after count: Int, of text: String, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // The length of the simple scalar at `offset`, or 0 when it is not one.
        func simpleLength(at offset: Int) -> Int {
            let lead = bytes[offset]
            if lead < 0x80 { return lead == 0x0D ? 0 : 1 }
            guard lead >= 0xE4 && lead <= 0xE9 && offset + 2 < bytes.count else { return 0 }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
            return value >= 0x4E00 && value <= 0x9FFF ? 3 : 0
        }
        var offset = 0
        var counted = 0
        while counted < count && offset < bytes.count {
            let length = simpleLength(at: offset)
            if length > 0 && (offset + length == bytes.count || simpleLength(at: offset + length) > 0) {
                offset += length
            } else {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                offset = text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: start))
            }
            counted += 1
        }
        return offset
    }

    /// `text` shortened to at most `columns` columns, ending in "…" when anything was cut.
    /// Whitespace before the ellipsis is dropped; when even the ellipsis does not fit, as many
    /// clusters as fit are returned without it. The text is one line: tabs count 0 columns, so
    /// pass single-line text (the canvas draws one row).
    public static func truncate(_ text: String, toColumns columns: Int, options: TextOptions = .standard) -> String {
        guard columns > 0 else { return "" }
        let ellipsisWidth = DisplayWidth.of(ellipsis, options: options)
        let cut: (end: Int, fitsWhole: Bool) = text.withUTF8Buffer { buffer in
            var scanner = ClusterScanner(buffer, options: options)
            var used = 0
            var keepEnd = 0          // end of what stays when an ellipsis is needed
            var lastVisibleEnd = 0   // end of that part without trailing spaces
            var fitEnd = 0           // end of what fits without an ellipsis
            while let cluster = scanner.next() {
                used += cluster.width
                if used > columns {
                    if ellipsisWidth > columns { return (fitEnd, false) }
                    return (lastVisibleEnd, false)
                }
                fitEnd = cluster.end
                if used <= columns - ellipsisWidth {
                    keepEnd = cluster.end
                    let byte = buffer[cluster.start]
                    if byte != 0x20 && byte != 0x09 { lastVisibleEnd = keepEnd }
                }
            }
            return (buffer.count, true)
        }
        if cut.fitsWhole { return text }
        let end = text.utf8.index(text.startIndex, offsetBy: cut.end)
        if ellipsisWidth > columns { return String(text[..<end]) }
        return String(text[..<end]) + ellipsis
    }
}

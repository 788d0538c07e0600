import TextLayout

/// A fast line count for the commonest feed text: ASCII letters, digits, spaces, "." and ",".
///
/// In that subset every character is one column and UAX #14 allows a break only after a run of
/// spaces (letters, digits, full stops and commas never break between each other: LB13, LB23,
/// LB28, LB29), so greedy wrapping is word packing and one pass over the bytes counts the lines,
/// with no grapheme or line-break state machine. Anything else — another character, a word
/// longer than the width, a word starting with "." or ",", "." or "," before a digit, leading or trailing spaces — returns nil and the caller asks
/// `TextWrapper`, which stays the reference (a property test checks that both always agree).
enum LatinLineCounter {
    /// Byte classes: 0 = outside the subset, 1 = word character, 2 = space.
    static let classes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = 1 }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = 1 }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = 1 }
        table[Int(UInt8(ascii: "."))] = 1
        table[Int(UInt8(ascii: ","))] = 1
        table[Int(UInt8(ascii: " "))] = 2
        return table
    }()

    /// Lines `text` takes at `width` columns, or nil when the text is outside the fast subset.
    /// A final "…" right after a word (what `Truncation` appends) is allowed: it cannot be
    /// separated from the word before it (LB22) and takes 1 column, or 2 when ambiguous
    /// characters are wide.
    @inline(__always)
    static func lineCount(_ text: String, width: Int, ambiguousIsWide: Bool = false) -> Int? {
        // Native strings are contiguous UTF-8; a bridged one simply takes the slow path.
        text.utf8.withContiguousStorageIfAvailable { bytes in
            lineCount(bytes, width: width, ellipsisWidth: ambiguousIsWide ? 2 : 1)
        } ?? nil
    }

    static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, ellipsisWidth: Int = 1) -> Int? {
        var count = bytes.count
        var ellipsis = 0
        if count >= 4 && bytes[count - 3] == 0xE2 && bytes[count - 2] == 0x80 && bytes[count - 1] == 0xA6 {
            count -= 3
            ellipsis = ellipsisWidth
        }
        if count == 0 || width <= 0 { return nil }
        return classes.withUnsafeBufferPointer { table -> Int? in
            if table[Int(bytes[0])] != 1 || table[Int(bytes[count - 1])] != 1 { return nil }
            var lines = 1
            var lineWidth = 0      // columns of the current line up to its last word
            var pendingSpaces = 0  // spaces since that word
            var wordStart = 0
            var index = 0
            while index < count {
                // One word: a run of word characters. One that starts with "." or "," clings to
                // the word before it across the spaces (LB13: no break before IS, even after
                // spaces), so leave such text to TextWrapper.
                if pendingSpaces > 0 && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",")) { return nil }
                wordStart = index
                while index < count {
                    let byte = bytes[index]
                    let kind = table[Int(byte)]
                    if kind != 1 {
                        if kind == 0 { return nil }
                        break
                    }
                    // "," or "." before a digit may be a break opportunity (LB25 keeps "1.5"
                    // together but "a,5" breaks): not simple word packing any more.
                    if (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")) && index + 1 < count
                        && bytes[index + 1] >= UInt8(ascii: "0") && bytes[index + 1] <= UInt8(ascii: "9") {
                        return nil
                    }
                    index += 1
                }
                let word = index - wordStart + (index == count ? ellipsis : 0)
                if word > width { return nil } // an emergency break: leave it to TextWrapper
                if lineWidth == 0 {
                    lineWidth = word
                } else if lineWidth + pendingSpaces + word <= width {
                    lineWidth += pendingSpaces + word
                } else {
                    lines += 1
                    lineWidth = word
                }
                // The spaces after it (the text does not end with one).
                pendingSpaces = 0
                while index < count && bytes[index] == 0x20 {
                    pendingSpaces += 1
                    index += 1
                }
            }
            return lines
        }
    }
}

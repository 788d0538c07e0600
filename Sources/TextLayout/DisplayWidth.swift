/// Display width of grapheme clusters in terminal columns.
///
/// Rules (tables generated from Unicode 15.0): East Asian Wide and Fullwidth and Emoji_Presentation
/// take 2 columns; East Asian Ambiguous 1, or 2 with `ambiguousIsWide`; non-spacing and enclosing
/// marks, format characters (ZWJ, variation selectors), controls and medial/final Hangul jamo 0;
/// spacing marks (Mc) 1. A cluster is as wide as its scalars together, as terminals draw it, so
/// "नि" is 2; an emoji sequence is as wide as its first pictograph, 2 if VS16 or a skin tone
/// follows a one-column base; a flag (two regional indicators) is 2.
public enum DisplayWidth {
    /// Columns one grapheme cluster occupies (0 for a lone mark, 1 or 2, more for a letter with
    /// spacing vowel signs, e.g. 3 for "क्षि").
    ///
    /// A `Character` that the Unicode 15.0 rules split into several clusters (Swift may follow a
    /// newer Unicode) is the sum of their widths, so this agrees with `of(_:)` on strings.
    public static func of(_ character: Character, options: TextOptions = .standard) -> Int {
        var string = String(character)
        return string.withUTF8 { buffer in
            var scanner = ClusterScanner(buffer, options: options)
            return scanner.totalColumns()
        }
    }

    /// Columns a whole string occupies on one line (tabs count as 0: they depend on the column).
    public static func of<S: StringProtocol>(_ text: S, options: TextOptions = .standard) -> Int {
        text.withUTF8Buffer { buffer in
            columns(buffer, options: options)
        }
    }

    /// Columns of valid UTF-8 `text` on one line, as `of(_:options:)` counts a string of those bytes.
    public static func of(utf8 text: UnsafeBufferPointer<UInt8>, options: TextOptions = .standard) -> Int {
        columns(text, options: options)
    }

    /// Columns of UTF-8 text; printable ASCII is counted a byte at a time without cluster rules.
    static func columns(_ buffer: UnsafeBufferPointer<UInt8>, options: TextOptions) -> Int {
        var index = 0
        let n = buffer.count
        // Printable ASCII runs: one column per byte, except that the run's last byte may start a
        // cluster with what follows (a VS16 or a mark), so the general scanner takes over there.
        while index < n {
            let byte = buffer[index]
            guard byte >= 0x20 && byte < 0x7F else { break }
            if index + 1 < n && buffer[index + 1] >= 0x80 { break }
            index += 1
        }
        if index == n { return n }
        var scanner = ClusterScanner(UnsafeBufferPointer(rebasing: buffer[index...]), options: options)
        return index + scanner.totalColumns()
    }
}

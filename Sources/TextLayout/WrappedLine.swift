/// One wrapped line: a range into the original string (no copy) and its width in columns.
///
/// The range excludes the whitespace at the break that ended the line and any mandatory break
/// character ("\n", "\r\n", U+2028 ...), so `text[line.range]` is exactly what to draw.
public struct WrappedLine: Sendable, Equatable {
    /// Where the line's text lies in the wrapped string.
    public let range: Range<String.Index>
    /// Columns the line occupies, tabs expanded from the line's first column.
    public let width: Int

    public init(range: Range<String.Index>, width: Int) {
        self.range = range
        self.width = width
    }
}

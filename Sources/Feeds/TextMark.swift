/// A stretch of a converted text that the HTML marked: a heading, emphasis, code, a quotation or
/// a link. Offsets are UTF-8 bytes into the text; marks are kept beside the text (never in it), so
/// the plain text `parse --json` prints is the same with or without them.
public struct TextMark: Sendable, Equatable {
    /// What the HTML said about the stretch.
    public enum Kind: Sendable, Equatable {
        /// `<h1>`...`<h6>`.
        case heading
        /// `<strong>`, `<b>`.
        case strong
        /// `<em>`, `<i>`.
        case emphasis
        /// `<code>`, `<kbd>`, `<samp>`, `<tt>` in running text.
        case code
        /// `<pre>`: lines kept as they are.
        case preformatted
        /// `<blockquote>`; nested quotes give overlapping marks.
        case quote
        /// `<a href>`: the text of link `index` (from 0) of the item's `links`.
        case link(index: Int)
    }

    public var kind: Kind
    /// UTF-8 offsets into the text: from the first byte the mark covers to the byte after its last.
    public var start: Int
    public var end: Int

    public init(_ kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

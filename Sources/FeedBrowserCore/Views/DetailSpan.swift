/// A styled stretch of one detail line: UTF-8 offsets into the line's text and what it is. Spans
/// may overlap (a link inside bold text, a filter match inside a link); the view draws each piece
/// of the line with the styles of every span over it layered in order.
public struct DetailSpan: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case strong, emphasis, code
        /// The text of a link.
        case linkText
        /// The "[n]" written after a link's text: `number` opens it (numbered from 1).
        case linkNumber(Int)
    }

    public var kind: Kind
    public var start: Int
    public var end: Int

    public init(_ kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

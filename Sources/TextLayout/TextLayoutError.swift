/// Errors the text engine reports instead of crashing.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Wrapping needs a width of at least one column.
    case nonPositiveWidth(Int)

    public var description: String {
        switch self {
        case .nonPositiveWidth(let width):
            return "cannot wrap text at width \(width): the width must be at least 1 column"
        }
    }
}

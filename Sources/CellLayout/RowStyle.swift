/// How dense the list's rows are; each style is its own set of templates, all self-sizing.
public enum RowStyle: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Title, summary and picture with a blank line above and below (the design's templates).
    case comfortable
    /// The title wrapped (at most three lines) and the date: no summary, no picture, no padding.
    case compact
    /// One line per item: the title cut with an ellipsis, and the date.
    case oneLine = "one-line"

    public var description: String { rawValue }

    /// The style's name in messages: "comfortable", "compact", "one line".
    public var name: String { self == .oneLine ? "one line" : rawValue }

    /// The style after this one, for the key that cycles them.
    public var next: RowStyle {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// Whether rows of this style are followed by a separator line (the dense ones have none, so
    /// that a 24-line terminal shows a screenful of items).
    public var hasSeparators: Bool { self == .comfortable }
}

import TerminalUI
/// One view of a measured cell: where it is and, for labels, the lines to draw there.
public struct MeasuredView: Sendable, Equatable {
    /// "title", "summary", "thumbnail", "avatar", "author", "badge", "text", "picture".
    public var name: String
    public var frame: Rect
    /// Whether the view is a label (then `lines` holds its text, one string per row).
    public var isLabel: Bool
    public var style: LabelStyle
    /// The wrapped (and, for line-limited labels, truncated) lines; `lines.count == frame.height`
    /// unless the frame is shorter than the text wants.
    public var lines: [String]
}

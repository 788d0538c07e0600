/// How a cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// Text colour.
    public var foreground: TerminalColor
    /// Cell background colour.
    public var background: TerminalColor
    /// Bold (or bright) text.
    public var bold: Bool
    /// Dim (half-bright) text.
    public var dim: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool
    /// Italic text (where the terminal has it; others show it plain or in another colour).
    public var italic: Bool

    /// A style; every part defaults to the terminal's plain text.
    public init(
        foreground: TerminalColor = .defaultColor,
        background: TerminalColor = .defaultColor,
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false,
        underline: Bool = false,
        italic: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.italic = italic
    }

    /// This style with `top` laid over it: `top`'s attributes added, its colours where it has any.
    public func layered(with top: CellStyle) -> CellStyle {
        var style = self
        if top.foreground != .defaultColor { style.foreground = top.foreground }
        if top.background != .defaultColor { style.background = top.background }
        style.bold = bold || top.bold
        style.dim = dim || top.dim
        style.reverse = reverse || top.reverse
        style.underline = underline || top.underline
        style.italic = italic || top.italic
        return style
    }

    /// Default colours, no attributes.
    public static let plain = CellStyle()
}

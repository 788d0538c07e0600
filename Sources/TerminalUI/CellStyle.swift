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

    /// A style; every part defaults to the terminal's plain text.
    public init(
        foreground: TerminalColor = .defaultColor,
        background: TerminalColor = .defaultColor,
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false,
        underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// Default colours, no attributes.
    public static let plain = CellStyle()
}

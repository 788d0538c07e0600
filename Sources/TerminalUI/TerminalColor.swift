/// A colour as the canvas stores it; the backend maps it to what the terminal can show.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case defaultColor
    /// An index into the terminal's palette: 0-15 the ANSI colours, 16-255 the xterm cube and greys.
    case palette(UInt8)
    /// A 24-bit colour; shown as the nearest colour the terminal has.
    case rgb(RGB)
}

import TerminalUI

extension Theme {
    /// For light backgrounds: the dark theme's accents one step darker and a pale grey selection
    /// (the dark theme's grey 236 would be nearly black behind dark text).
    public static let light: Theme = {
        var theme = Theme()
        theme.unreadMarker = CellStyle(foreground: .palette(28), bold: true)
        theme.author = CellStyle(foreground: .palette(25), bold: true)
        theme.badge = CellStyle(foreground: .palette(130), bold: true)
        theme.selectedBackground = .palette(254)
        theme.selectionMarker = CellStyle(foreground: .palette(30), bold: true)
        theme.link = CellStyle(foreground: .palette(25), underline: true)
        theme.statusError = CellStyle(foreground: .palette(124), bold: true, reverse: true)
        return theme
    }()

    /// Only ANSI colours 0-7 and attributes, so the terminal's palette decides every colour; the
    /// selection is blue, the one background every common palette keeps readable under text.
    public static let ansi: Theme = {
        var theme = Theme()
        theme.selectedBackground = .palette(4)
        // Blue would vanish on the blue selection.
        theme.author = CellStyle(foreground: .palette(5), bold: true)
        theme.selectionMarker = CellStyle(foreground: .palette(6), bold: true)
        return theme
    }()
}

import TerminalUI

/// Maps canvas colours to the colour numbers a terminal with `colors` colours has. Caches RGB lookups.
struct ColorMapper {
    /// COLORS of the terminal (0 when colours are off).
    let colors: Int
    private var cache: [RGB: Int32] = [:]

    init(colors: Int) {
        self.colors = colors
    }

    /// Whether colour numbers are 24-bit values (a direct-colour terminfo entry). There numbers
    /// below 8 are still the ANSI colours, which is what their `setaf` does.
    var isDirect: Bool { colors >= DirectColorTerminal.directColors }

    /// The curses colour number for `color`: -1 for the default, else a palette index below
    /// `colors`, or on a direct-colour terminal an ANSI colour (0-7) or a 24-bit value.
    mutating func number(for color: TerminalColor) -> Int32 {
        switch color {
        case .defaultColor:
            return -1
        case .palette(let index):
            if isDirect {
                // Only 0-7 keep the terminal's palette: the entry draws every other number as RGB.
                return index < 8 ? Int32(index) : Self.directNumber(XtermPalette.rgb(ofIndex: index))
            }
            if Int(index) < colors { return Int32(index) }
            return rgbNumber(XtermPalette.rgb(ofIndex: index))
        case .rgb(let rgb):
            if isDirect { return Self.directNumber(rgb) }
            return rgbNumber(rgb)
        }
    }

    /// A 24-bit colour as a direct-colour number: values below 8 would be ANSI colours, so the
    /// darkest blues (#000000-#000007) become #000008, which no one can tell apart.
    static func directNumber(_ rgb: RGB) -> Int32 {
        max(8, Int32(rgb.r) << 16 | Int32(rgb.g) << 8 | Int32(rgb.b))
    }

    private mutating func rgbNumber(_ rgb: RGB) -> Int32 {
        if let cached = cache[rgb] { return cached }
        let number = colors >= 8 ? Int32(XtermPalette.nearestIndex(to: rgb, colors: colors)) : -1
        cache[rgb] = number
        return number
    }
}

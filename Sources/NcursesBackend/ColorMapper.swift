import TerminalUI

/// Maps canvas colours to the colour numbers a terminal with `colors` colours has. Caches RGB lookups.
struct ColorMapper {
    /// COLORS of the terminal (0 when colours are off).
    let colors: Int
    private var cache: [RGB: Int32] = [:]

    init(colors: Int) {
        self.colors = colors
    }

    /// The curses colour number for `color`: -1 for the default, else a palette index below `colors`.
    mutating func number(for color: TerminalColor) -> Int32 {
        switch color {
        case .defaultColor:
            return -1
        case .palette(let index):
            if Int(index) < colors { return Int32(index) }
            return rgbNumber(XtermPalette.rgb(ofIndex: index))
        case .rgb(let rgb):
            return rgbNumber(rgb)
        }
    }

    private mutating func rgbNumber(_ rgb: RGB) -> Int32 {
        if let cached = cache[rgb] { return cached }
        let number = colors >= 8 ? Int32(XtermPalette.nearestIndex(to: rgb, colors: colors)) : -1
        cache[rgb] = number
        return number
    }
}

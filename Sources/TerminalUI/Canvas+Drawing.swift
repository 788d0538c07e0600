import TextLayout

extension Canvas {
    /// Draws one line of `text` from column `x` on row `y`, returning the columns it advanced.
    ///
    /// Drawing stops before column `x + clipWidth` (when given) and at the canvas edge; a wide
    /// cluster that would straddle that limit is not drawn (its column is left as it was).
    /// Columns left of 0 are skipped but counted, so `x + result` is always where the next text
    /// goes. The text is sanitised first; tabs advance to the next tab stop counted from `x`,
    /// line breaks are drawn as one space (this draws a single line), and clusters of zero
    /// width (a lone combining mark, a zero-width space) take no cell and are dropped.
    @discardableResult
    public mutating func draw(
        _ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, clipWidth: Int? = nil
    ) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, clipWidth.map { x + max(0, $0) } ?? width)
        guard x < limit else { return 0 }
        let clean = Canvas.needsSanitizing(text) ? Sanitizer.sanitize(String(text)) : String(text)
        var column = x
        for character in clean {
            if column >= limit { break }
            if character == "\t" {
                let stop = max(1, options.tabStop)
                let next = min(limit, x + ((column - x) / stop + 1) * stop)
                while column < next {
                    if column >= 0 { place(" ", width: 1, x: column, y: y, style: style) }
                    column += 1
                }
                continue
            }
            let isBreak = character == "\n" || character == "\r\n" || character == "\r"
            let glyph: Character = isBreak ? " " : character
            let columns = Canvas.columns(of: glyph, options: options)
            if columns == 0 { continue }
            if column + columns > limit { break }
            if column >= 0 {
                place(glyph, width: columns, x: column, y: y, style: style)
            } else if column + columns > 0 {
                // A wide cluster cut by the left edge: its visible half becomes a blank.
                place(" ", width: 1, x: 0, y: y, style: style)
            }
            column += columns
        }
        return column - x
    }

    /// Puts one cluster at (x, y), returning the columns it took (0 if it has no width or does not fit).
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        guard contains(x: x, y: y) else { return 0 }
        var glyph = character
        if Canvas.needsSanitizing(String(character)) {
            guard let clean = Sanitizer.sanitize(String(character)).first, clean != "\n", clean != "\t" else { return 0 }
            glyph = clean
        }
        let columns = Canvas.columns(of: glyph, options: options)
        guard columns > 0, x + columns <= width else { return 0 }
        place(glyph, width: columns, x: x, y: y, style: style)
        return columns
    }

    /// Fills the rectangle (clipped to the canvas) with `character` (one column wide) in `style`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, character: Character = " ", style: CellStyle = .plain) {
        let glyph = Canvas.columns(of: character, options: options) == 1 && !Canvas.needsSanitizing(String(character))
            ? character : " "
        let x0 = max(0, x), x1 = min(self.width, x + max(0, width))
        let y0 = max(0, y), y1 = min(self.height, y + max(0, height))
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 { place(glyph, width: 1, x: column, y: row, style: style) }
        }
    }

    /// Draws a frame around the rectangle (clipped to the canvas); the inside is left as it is.
    ///
    /// A `title`, when given, is drawn into the top edge after the corner and clipped to fit.
    public mutating func drawBox(
        x: Int, y: Int, width: Int, height: Int, style: CellStyle = .plain,
        border: BoxBorder = .light, title: String? = nil
    ) {
        guard width > 0, height > 0 else { return }
        let right = x + width - 1, bottom = y + height - 1
        for column in x...right {
            let top: Character = column == x ? border.topLeft : column == right ? border.topRight : border.horizontal
            let low: Character = column == x ? border.bottomLeft : column == right ? border.bottomRight : border.horizontal
            if contains(x: column, y: y) { place(top, width: 1, x: column, y: y, style: style) }
            if bottom != y, contains(x: column, y: bottom) { place(low, width: 1, x: column, y: bottom, style: style) }
        }
        if height > 2 {
            for row in (y + 1)..<bottom {
                if contains(x: x, y: row) { place(border.vertical, width: 1, x: x, y: row, style: style) }
                if right != x, contains(x: right, y: row) { place(border.vertical, width: 1, x: right, y: row, style: style) }
            }
        }
        if let title, width > 2 {
            draw(title, x: x + 1, y: y, style: style, clipWidth: width - 2)
        }
    }

    /// Changes the style of every cell in the rectangle (clipped) with `transform`, keeping the text.
    ///
    /// Use it to highlight a selected row after drawing it: `restyle(...) { $0.reverse = true }`.
    public mutating func restyle(x: Int, y: Int, width: Int, height: Int, _ transform: (inout CellStyle) -> Void) {
        let x0 = max(0, x), x1 = min(self.width, x + max(0, width))
        let y0 = max(0, y), y1 = min(self.height, y + max(0, height))
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 { transform(&cells[row * self.width + column].style) }
        }
    }

    /// Copies `other` onto this canvas with its top-left corner at (x, y), clipped.
    public mutating func blit(_ other: Canvas, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            var column = 0
            while column < other.width {
                let cell = other.cells[row * other.width + column]
                let target = x + column
                if cell.isContinuation {
                    column += 1
                    continue
                }
                let columns = Int(cell.width)
                if target >= 0, target + columns <= width {
                    place(cell.character, width: columns, x: target, y: y + row, style: cell.style)
                } else if target < width, target + columns > 0 {
                    place(" ", width: 1, x: max(0, target), y: y + row, style: cell.style)
                }
                column += columns
            }
        }
    }

    /// Writes a cluster already known to be clean and `width` columns wide into (x, y).
    ///
    /// Keeps the wide-cluster invariant: a cluster half overwritten loses its other half, which
    /// becomes a blank in that cluster's style, so no orphan continuation or half cluster remains.
    @usableFromInline
    mutating func place(_ character: Character, width columns: Int, x: Int, y: Int, style: CellStyle) {
        let row = y * width
        let index = row + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, x + 1 < width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = Cell(character: character, width: UInt8(columns), style: style)
        if columns == 2 {
            let next = index + 1
            if cells[next].width == 2, x + 2 < width {
                cells[next + 1] = .blank(cells[next + 1].style)
            }
            cells[next] = .continuation(style)
        }
    }

    /// True when `text` holds anything `Sanitizer` would change or the canvas treats specially.
    ///
    /// A byte scan: C0 controls (including tab and newline, handled by `draw`), DEL, and C1
    /// controls (UTF-8 0xC2 0x80...0x9F). Clean text, the common case, skips a copy.
    static func needsSanitizing(_ text: some StringProtocol) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2, byte >= 0x80, byte <= 0x9F { return true }
            previous = byte
        }
        return false
    }

    /// Columns `character` takes, with a fast path for printable ASCII.
    static func columns(of character: Character, options: TextOptions) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        return min(2, max(0, DisplayWidth.of(character, options: options)))
    }
}

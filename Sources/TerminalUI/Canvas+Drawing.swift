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
        drawString(String(text), x: x, y: y, style: PackedStyle(style), clipWidth: clipWidth)
    }

    /// `draw` for a concrete String, so the loop is compiled once, specialised, in this module.
    mutating func drawString(_ text: String, x: Int, y: Int, style: PackedStyle, clipWidth: Int?) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, clipWidth.map { x + max(0, $0) } ?? width)
        guard x < limit else { return 0 }
        var clean = Canvas.needsSanitizing(text) ? Sanitizer.sanitize(text) : text
        clean.makeContiguousUTF8()
        let utf8 = clean.utf8
        var offset = 0
        var column = x
        let count = utf8.count
        while offset < count, column < limit {
            // Fast path: printable ASCII not followed by a combining mark, ZWJ or selector is a
            // cluster of its own, one column wide (CR, which would join LF, is sanitised away).
            let asciiRun = utf8.withContiguousStorageIfAvailable { bytes -> Int in
                var position = offset
                while position < count, column < limit {
                    let byte = bytes[position]
                    guard byte >= 0x20, byte < 0x7F, position + 1 == count || bytes[position + 1] < 0x80 else { break }
                    if column >= 0 { place(Glyph(ascii: byte), width: 1, x: column, y: y, style: style) }
                    column += 1
                    position += 1
                }
                return position
            } ?? offset
            offset = asciiRun
            guard offset < count, column < limit else { break }
            let index = utf8.index(utf8.startIndex, offsetBy: offset)
            let character = clean[index]
            // The cluster's own length: `clean.index(after:)` found its end a second time (a
            // grapheme break per character, a quarter of drawing non-ASCII text).
            let utf8Count = character.utf8.count
            offset += utf8Count
            var glyph = character
            // Not `asciiValue`: it compares with "\r\n" as a string on every call.
            if utf8Count == 1, let ascii = character.utf8.first {
                if ascii == 0x09 {
                    let stop = max(1, options.tabStop)
                    let tabEnd = min(limit, x + ((column - x) / stop + 1) * stop)
                    while column < tabEnd {
                        if column >= 0 { place(.space, width: 1, x: column, y: y, style: style) }
                        column += 1
                    }
                    continue
                }
                // A line break inside a one-line draw shows as one space.
                if ascii == 0x0A || ascii == 0x0D { glyph = " " }
            }
            let columns = Canvas.columns(of: glyph, options: options)
            if columns == 0 { continue }
            if column + columns > limit { break }
            if column >= 0 {
                place(Glyph(glyph), width: columns, x: column, y: y, style: style)
            } else {
                // A wide cluster cut by the left edge: its visible columns become blanks.
                for visible in 0..<max(0, column + columns) {
                    place(.space, width: 1, x: visible, y: y, style: style)
                }
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
        place(Glyph(glyph), width: columns, x: x, y: y, style: PackedStyle(style))
        return columns
    }

    /// Fills the rectangle (clipped to the canvas) with `character` (one column wide) in `style`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, character: Character = " ", style: CellStyle = .plain) {
        let glyph = Canvas.columns(of: character, options: options) == 1 && !Canvas.needsSanitizing(String(character))
            ? Glyph(character) : Glyph.space
        let x0 = max(0, x), x1 = min(self.width, x + max(0, width))
        let y0 = max(0, y), y1 = min(self.height, y + max(0, height))
        guard x0 < x1, y0 < y1 else { return }
        let packed = PackedStyle(style)
        for row in y0..<y1 {
            for column in x0..<x1 { place(glyph, width: 1, x: column, y: row, style: packed) }
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
        let packed = PackedStyle(style)
        let right = x + width - 1, bottom = y + height - 1
        for column in x...right {
            let top: Character = column == x ? border.topLeft : column == right ? border.topRight : border.horizontal
            let low: Character = column == x ? border.bottomLeft : column == right ? border.bottomRight : border.horizontal
            if contains(x: column, y: y) { place(Glyph(top), width: 1, x: column, y: y, style: packed) }
            if bottom != y, contains(x: column, y: bottom) { place(Glyph(low), width: 1, x: column, y: bottom, style: packed) }
        }
        if height > 2 {
            for row in (y + 1)..<bottom {
                if contains(x: x, y: row) { place(Glyph(border.vertical), width: 1, x: x, y: row, style: packed) }
                if right != x, contains(x: right, y: row) { place(Glyph(border.vertical), width: 1, x: right, y: row, style: packed) }
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
            for column in x0..<x1 {
                var style = cells[row * self.width + column].style
                transform(&style)
                cells[row * self.width + column].packedStyle = PackedStyle(style)
            }
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
                    place(cell.glyph, width: columns, x: target, y: y + row, style: cell.packedStyle)
                } else if target < width {
                    // A wide cluster cut by an edge: its visible columns become blanks.
                    for visible in max(0, target)..<max(0, min(width, target + columns)) {
                        place(.space, width: 1, x: visible, y: y + row, style: cell.packedStyle)
                    }
                }
                column += columns
            }
        }
    }

    /// Writes a cluster already known to be clean and `width` (at least 1) columns wide into
    /// (x, y); the caller has checked that it fits.
    ///
    /// Keeps the wide-cluster invariant: a cluster partly overwritten loses the rest of its
    /// columns, which become blanks in that cluster's style, so no orphan continuation or part of
    /// a cluster remains.
    @inline(__always)
    mutating func place(_ glyph: Glyph, width columns: Int, x: Int, y: Int, style: PackedStyle) {
        let row = y * width
        let index = row + x
        let end = index + columns
        if cells[index].isContinuation, x > 0 {
            var head = index - 1
            while head > row && cells[head].isContinuation { head -= 1 }
            for cut in head..<index { cells[cut] = .blank(packed: cells[cut].packedStyle) }
        }
        var tail = end
        while tail < row + width && cells[tail].isContinuation {
            cells[tail] = .blank(packed: cells[tail].packedStyle)
            tail += 1
        }
        cells[index] = Cell(glyph: glyph, width: UInt8(columns), style: style)
        for next in (index + 1)..<end { cells[next] = .continuation(style) }
    }

    /// True when `text` holds anything `Sanitizer` would change or the canvas treats specially.
    ///
    /// A byte scan: C0 controls (including tab and newline, handled by `draw`), DEL, and C1
    /// controls (UTF-8 0xC2 0x80...0x9F). Clean text, the common case, skips a copy.
    static func needsSanitizing(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2, byte >= 0x80, byte <= 0x9F { return true }
            previous = byte
        }
        return false
    }

    /// Columns `character` takes, with a fast path for printable ASCII.
    ///
    /// At most 255, what a cell records (only a letter with hundreds of spacing marks is wider).
    static func columns(of character: Character, options: TextOptions) -> Int {
        let utf8 = character.utf8
        if utf8.count == 1, let ascii = utf8.first {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        return min(Int(UInt8.max), max(0, DisplayWidth.of(character, options: options)))
    }
}

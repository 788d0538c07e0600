import TextLayout

/// Drawing clipped to a rectangle, the one way views, boxes and pictures clip: nothing a view draws
/// can spill into its neighbour.
extension Canvas {
    /// Draws `text` at (x, y) if row y is inside `clip`, cut at the clip's right edge and at `maxWidth`.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle, maxWidth: Int = .max, clip: Rect) -> Int {
        guard y >= clip.y, y < clip.maxY, x >= clip.x else { return 0 }
        let available = min(maxWidth, clip.maxX - x)
        guard available > 0 else { return 0 }
        return draw(String(text), x: x, y: y, style: style, clipWidth: available)
    }

    /// Draws a framed box row by row so a box cut by the pane's top or bottom edge still clips.
    /// Each edge is clipped as `draw(_:x:y:style:clip:)` clips its line: a line starting left of
    /// the clip is not drawn, one reaching past its right edge is cut there.
    public mutating func drawClippedBox(_ frame: Rect, style: CellStyle, clip: Rect) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        guard Canvas.boxGlyphColumns(options) == 1 else { return drawClippedBoxAsText(frame, style: style, clip: clip) }
        // The glyphs are placed straight into the cells: drawing the edges as strings took each
        // box character through the cluster path (a grapheme break, a width, a sanitising scan of
        // the line), a fifth of every frame of a list with thumbnails.
        let packed = PackedStyle(style)
        let limit = min(width, clip.maxX)
        func put(_ glyph: Glyph, x: Int, y: Int) {
            if x >= 0 { place(glyph, width: 1, x: x, y: y, style: packed) }
        }
        for row in 0..<frame.height {
            let y = frame.y + row
            guard y >= clip.y, y < clip.maxY, y >= 0, y < height else { continue }
            let left = frame.x, right = frame.x + frame.width - 1
            if row == 0 || row == frame.height - 1 {
                guard left >= clip.x else { continue }
                let (first, last) = row == 0 ? (Canvas.boxGlyphs.topLeft, Canvas.boxGlyphs.topRight)
                                             : (Canvas.boxGlyphs.bottomLeft, Canvas.boxGlyphs.bottomRight)
                for x in left..<max(left, min(right + 1, limit)) {
                    put(x == left ? first : x == right ? last : Canvas.boxGlyphs.horizontal, x: x, y: y)
                }
            } else {
                for x in [left, right] where x >= clip.x && x < limit { put(Canvas.boxGlyphs.vertical, x: x, y: y) }
            }
        }
    }

    /// The box drawn as lines of text: for ambiguous-width box characters drawn wide.
    private mutating func drawClippedBoxAsText(_ frame: Rect, style: CellStyle, clip: Rect) {
        let inner = frame.width - 2
        for row in 0..<frame.height {
            let y = frame.y + row
            let line: String
            if row == 0 {
                line = "┌" + String(repeating: "─", count: inner) + "┐"
            } else if row == frame.height - 1 {
                line = "└" + String(repeating: "─", count: inner) + "┘"
            } else {
                draw("│", x: frame.x, y: y, style: style, clip: clip)
                draw("│", x: frame.x + frame.width - 1, y: y, style: style, clip: clip)
                continue
            }
            draw(line, x: frame.x, y: y, style: style, clip: clip)
        }
    }

    /// The box's characters as glyphs.
    private static let boxGlyphs = (topLeft: Glyph("┌"), topRight: Glyph("┐"), bottomLeft: Glyph("└"), bottomRight: Glyph("┘"),
                                    horizontal: Glyph("─"), vertical: Glyph("│"))

    /// Columns of the box characters under `options`: 1, or -1 when any of them is drawn wider
    /// (ambiguous characters drawn wide).
    private static func boxGlyphColumns(_ options: TextOptions) -> Int {
        let widths = Set(["┌", "┐", "└", "┘", "─", "│"].map { columns(of: $0, options: options) })
        return widths == [1] ? 1 : -1
    }

    /// Fills the part of `rect` inside `clip` with `character` (one column wide) in `style`.
    public mutating func fill(_ rect: Rect, character: Character = " ", style: CellStyle, clip: Rect) {
        let visible = rect.intersection(clip)
        guard !visible.isEmpty else { return }
        fill(x: visible.x, y: visible.y, width: visible.width, height: visible.height, character: character, style: style)
    }
}

extension Canvas {
    /// Copies the cells of `source` with its top-left cell at (x, y), only where they fall inside
    /// `clip` (e.g. a picture in a list row half scrolled out of its pane).
    public mutating func blit(_ source: Canvas, x: Int, y: Int, clip: Rect) {
        let visible = Rect(x: x, y: y, width: source.width, height: source.height).intersection(clip)
        guard !visible.isEmpty else { return }
        if visible.width == source.width && visible.height == source.height {
            blit(source, x: x, y: y)
            return
        }
        for row in visible.y..<visible.maxY {
            for column in visible.x..<visible.maxX {
                let cell = source[x: column - x, y: row - y]
                put(cell.character, x: column, y: row, style: cell.style)
            }
        }
    }
}

import TerminalUI

/// Drawing helpers that clip to a pane, so nothing a view draws can spill into its neighbour.
extension Canvas {
    /// Draws `text` at (x, y) if row y is inside `clip`, cut at the clip's right edge and at `maxWidth`.
    @discardableResult
    mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle, maxWidth: Int = .max, clip: Rect) -> Int {
        guard y >= clip.y, y < clip.y + clip.height, x >= clip.x else { return 0 }
        let available = min(maxWidth, clip.x + clip.width - x)
        guard available > 0 else { return 0 }
        return draw(String(text), x: x, y: y, style: style, clipWidth: available)
    }

    /// Draws a framed box row by row so a box cut by the pane's top or bottom edge still clips.
    mutating func drawClippedBox(_ frame: Rect, style: CellStyle, clip: Rect) {
        guard frame.width >= 2, frame.height >= 2 else { return }
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

    /// Fills the part of `rect` inside `clip` with `character` (one column wide) in `style`.
    mutating func fill(_ rect: Rect, character: Character = " ", style: CellStyle, clip: Rect) {
        let x0 = max(rect.x, clip.x), x1 = min(rect.x + rect.width, clip.x + clip.width)
        let y0 = max(rect.y, clip.y), y1 = min(rect.y + rect.height, clip.y + clip.height)
        guard x1 > x0, y1 > y0 else { return }
        fill(x: x0, y: y0, width: x1 - x0, height: y1 - y0, character: character, style: style)
    }
}

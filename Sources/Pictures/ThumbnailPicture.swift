import TerminalUI

/// A picture as terminal cells: `columns` x `rows` cells ready to be put into a canvas.
///
/// Held as a small `Canvas` so drawing is a `blit` (cells copied as they are, no per-cell
/// sanitising or width lookup): about a microsecond or less per cell.
public struct ThumbnailPicture: Equatable, Sendable {
    /// The cells; letterbox cells are blanks in the default colours, so the pane's own
    /// background shows through.
    public let canvas: Canvas

    /// A picture from row-major `cells` (must hold columns * rows one-column cells).
    public init(columns: Int, rows: Int, cells: [Cell]) {
        precondition(cells.count == columns * rows, "ThumbnailPicture: \(cells.count) cells for \(columns)x\(rows)")
        var canvas = Canvas(width: columns, height: rows)
        for (index, cell) in cells.enumerated() {
            canvas.put(cell.character, x: index % max(1, columns), y: index / max(1, columns), style: cell.style)
        }
        self.canvas = canvas
    }

    public var columns: Int { canvas.width }
    public var rows: Int { canvas.height }

    /// Row-major cells: the cell at (x, y) is `cells[y * columns + x]`.
    public var cells: [Cell] { canvas.cells }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell { canvas[x: x, y: y] }

    /// Draws the picture with its top-left cell at (x, y); parts outside the canvas are clipped.
    public func draw(into target: inout Canvas, x: Int, y: Int) {
        target.blit(canvas, x: x, y: y)
    }

    /// Draws the picture at (x, y), showing only the part inside `clip`.
    public func draw(into target: inout Canvas, x: Int, y: Int, clip: Rect) {
        target.blit(canvas, x: x, y: y, clip: clip)
    }

    /// The picture's rows as plain text (what `feedbrowser render` shows of it).
    public var text: [String] {
        (0..<rows).map { row in String(canvas.cells[(row * columns)..<((row + 1) * columns)].map(\.character)) }
    }
}

import TerminalUI

/// A picture as terminal cells: `columns` x `rows` cells ready to be put into a canvas.
public struct ThumbnailPicture: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Row-major: the cell at (x, y) is `cells[y * columns + x]`. Letterbox cells are blanks
    /// in the default colours, so the pane's own background shows through.
    public let cells: [Cell]

    /// A picture from `cells` (must hold columns * rows cells).
    public init(columns: Int, rows: Int, cells: [Cell]) {
        precondition(cells.count == columns * rows, "ThumbnailPicture: \(cells.count) cells for \(columns)x\(rows)")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }

    /// Draws the picture with its top-left cell at (x, y); parts outside the canvas are clipped.
    public func draw(into canvas: inout Canvas, x: Int, y: Int) {
        for row in 0..<rows where y + row >= 0 && y + row < canvas.height {
            for column in 0..<columns where x + column >= 0 && x + column < canvas.width {
                let cell = cells[row * columns + column]
                canvas.put(cell.character, x: x + column, y: y + row, style: cell.style)
            }
        }
    }

    /// The picture's rows as plain text (what `feedbrowser render` shows of it).
    public var text: [String] {
        (0..<rows).map { row in String(cells[(row * columns)..<((row + 1) * columns)].map(\.character)) }
    }
}

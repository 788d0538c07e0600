import TextLayout

/// A grid of styled cells that views draw into and a backend shows.
///
/// Each cell holds one grapheme cluster. A cluster n columns wide (CJK: 2; "नि": 2) takes its own
/// cell plus n - 1 continuation cells to its right, so column arithmetic on the canvas is the same
/// as on the terminal. Text is sanitised when it enters the canvas (no control characters or escape
/// sequences can reach a backend) and measured with `DisplayWidth`, the same width function the
/// layout engine wraps with, so what was measured is what gets drawn.
public struct Canvas: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Options for measuring text (ambiguous width, tab stops).
    public let options: TextOptions
    /// Row-major cells: the cell at (x, y) is `cells[y * width + x]`.
    public internal(set) var cells: [Cell]

    /// A blank canvas of `width` x `height` cells (negative sizes become 0) filled with `fill`.
    public init(width: Int, height: Int, options: TextOptions = .standard, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.options = options
        let blank = fill.width == 1 ? fill : Cell.blank(fill.style)
        self.cells = Array(repeating: blank, count: self.width * self.height)
    }

    /// A blank canvas of `size`.
    public init(size: TerminalSize, options: TextOptions = .standard) {
        self.init(width: size.width, height: size.height, options: options)
    }

    /// The canvas size.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// The cell at column `x`, row `y`; both must be inside the canvas.
    public subscript(x x: Int, y y: Int) -> Cell {
        precondition(contains(x: x, y: y), "cell (\(x), \(y)) is outside the \(width)x\(height) canvas")
        return cells[y * width + x]
    }

    /// True when (x, y) is a cell of this canvas.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Every cell set back to `cell` (a blank by default).
    public mutating func clear(_ cell: Cell = .blank) {
        let blank = cell.width == 1 ? cell : Cell.blank(cell.style)
        for index in cells.indices { cells[index] = blank }
    }
}

/// A rectangle of terminal cells: screen panes, the frames CellLayout solves inside a cell, picture
/// boxes and clipping all use it (x grows to the right, y downwards).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle; a negative width or height is clamped to zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle of `size` at the origin (a whole screen).
    public init(size: TerminalSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }

    /// The row just below the rectangle.
    public var maxY: Int { y + height }

    /// The rectangle's size.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// True when the cell (px, py) is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The cells both rectangles cover (empty, at this rectangle's origin, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

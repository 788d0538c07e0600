/// A rectangle of terminal cells.
public struct Rect: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// True when the cell (px, py) is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

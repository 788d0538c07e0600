/// A horizontal run of cells on one row that a backend must rewrite.
public struct CellRun: Hashable, Sendable {
    /// Row.
    public var y: Int
    /// First column; never a continuation cell.
    public var x: Int
    /// Number of columns; never ends inside a wide cluster.
    public var count: Int

    /// A run of `count` cells from (x, y).
    public init(y: Int, x: Int, count: Int) {
        self.y = y
        self.x = x
        self.count = count
    }
}

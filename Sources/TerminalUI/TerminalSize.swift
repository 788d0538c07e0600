/// A terminal or canvas size in columns and rows.
public struct TerminalSize: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size; negative values are clamped to zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

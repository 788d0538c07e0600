/// A terminal or canvas size in columns and rows.
public struct TerminalSize: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The largest size scripted runs accept (`render --size`, `resize:` keys): beyond any real
    /// terminal (a 4K screen with a tiny font is about 800 x 250), yet small enough that a typo such
    /// as 99999x99999 is refused instead of asking for gigabytes of cells.
    public static let largestScripted = TerminalSize(width: 2000, height: 1000)

    /// A size; negative values are clamped to zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// Where to draw the scroll bar thumb in a track of `trackLength` cells.
public struct ScrollBarGeometry: Sendable, Equatable {
    /// Cells in the track (usually the viewport height).
    public var trackLength: Int
    /// First cell of the thumb, `0...trackLength - thumbLength`.
    public var thumbStart: Int
    /// Cells the thumb covers, at least 1 when the track is not empty.
    public var thumbLength: Int
    /// True when every row's height is measured at the current width, so the geometry is exact.
    public var isExact: Bool
    /// True when all content fits in the viewport (the app may hide the bar).
    public var isContentFitting: Bool
}

/// One cchar_t to write: the scalars of (part of) a cluster and the columns the terminal gives it.
struct GlyphSegment: Hashable, Sendable {
    /// Unicode scalar values, the first spacing, the rest zero-width; at most CCHARW_MAX.
    var scalars: [UInt32]
    /// Columns this segment occupies on the terminal.
    var columns: Int
}

/// A packed cluster and the columns it was measured at: the key of the backend's plan cache.
struct GlyphPlanKey: Hashable, Sendable {
    var bits: UInt64
    var columns: Int
}

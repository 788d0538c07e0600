/// Measurement counters, for tests and the app's debug line.
public struct TableCounters: Sendable, Equatable {
    /// Data-source measurements made by viewport operations between the last two `frame()` calls.
    public var rowsMeasuredLastFrame = 0
    /// Height-cache hits made by viewport operations between the last two `frame()` calls.
    public var cacheHitsLastFrame = 0
    /// Rows whose exact height at the current width is known.
    public var measuredRows = 0
    /// Rows in the table (the filtered view when a filter is set).
    public var rowCount = 0
    /// Data-source measurements since the model was created (viewport and background).
    public var totalMeasurements = 0
    /// Measurements made in background ticks since the model was created.
    public var backgroundMeasurements = 0
    /// Height-cache hits since the model was created.
    public var totalCacheHits = 0

    /// A one-line summary for a debug status line.
    public var summary: String {
        "measured \(measuredRows)/\(rowCount) · last frame \(rowsMeasuredLastFrame) measured, \(cacheHitsLastFrame) cached · total \(totalMeasurements) measured, \(totalCacheHits) cached"
    }
}

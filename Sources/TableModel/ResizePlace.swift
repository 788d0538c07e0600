/// Where the selection was on screen, as a fraction of the viewport, when a run of resizes began.
///
/// A resize clamps the selected row so that it stays whole on a short screen; scaling the clamped
/// line back would not return the row to where it was. Consecutive resizes therefore reuse the
/// first one's fraction, as long as nothing else moved the view in between (the viewport is
/// still exactly where the last resize left it).
struct ResizePlace {
    var row: Int
    var fraction: Double
    /// The viewport the last resize left: any other change to it ends the run.
    var topRow: Int
    var topOffset: Int
    var width: Int
    var viewportHeight: Int
}

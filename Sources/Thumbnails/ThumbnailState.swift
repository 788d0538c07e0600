import Pictures
/// What the app can draw for a thumbnail right now.
public enum ThumbnailState: Equatable, Sendable {
    /// Nobody asked for it: draw the placeholder box, and call `request`.
    case notRequested
    /// Queued or being fetched and decoded: draw the placeholder box.
    case loading
    /// The cells to draw (exactly the requested box size).
    case ready(ThumbnailPicture)
    /// It will not load; the placeholder can show this short reason.
    case failed(String)
}

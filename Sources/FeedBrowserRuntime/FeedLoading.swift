import FeedFetch

/// Loads a feed off the main loop and reports it in batches, so the first screen can be drawn
/// while a large feed is still parsing.
public protocol FeedLoading: Sendable {
    /// Starts loading `location`; `deliver` is called from any thread, in order, until `.finished`
    /// or `.failed`. Cancelling the result stops deliveries as soon as possible.
    func load(_ location: String, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> Cancellation
}

/// Loads a feed off the main loop and reports it in batches, so the first screen can be drawn
/// while a large feed is still parsing.
public protocol FeedLoading: Sendable {
    /// Starts loading `location`; `deliver` is called from any thread, in order, until `.finished`
    /// or `.failed`. Calling `cancel` on the result stops deliveries as soon as possible.
    func load(_ location: String, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> FeedLoadCancellation
}

/// Stops a load started by a `FeedLoading`.
public final class FeedLoadCancellation: Sendable {
    private let flag = AtomicFlag()

    public init() {}

    /// Asks the load to stop; later deliveries are dropped by the runner anyway (by generation).
    public func cancel() { flag.set() }

    /// True once `cancel()` was called.
    public var isCancelled: Bool { flag.isSet }
}

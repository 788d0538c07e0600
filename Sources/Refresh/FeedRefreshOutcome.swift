/// How refreshing one feed ended.
public struct FeedRefreshOutcome: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        /// The feed was fetched and stored: `newItems` it did not have before, `updatedItems` changed.
        case stored(newItems: Int, updatedItems: Int)
        /// Nothing changed: the server answered 304, or sent the body stored last time (same
        /// hash); nothing was parsed or stored.
        case unchanged
        /// The fetch, the parse or the store failed; the message says what and where. Old items stay.
        case failed(String)
    }

    /// The feed's URL as subscribed.
    public var url: String
    public var result: Result

    public init(url: String, result: Result) {
        self.url = url
        self.result = result
    }

    /// True when the refresh failed.
    public var isFailure: Bool {
        if case .failed = result { return true }
        return false
    }
}

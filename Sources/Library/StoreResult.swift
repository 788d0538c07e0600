/// What one `store(feed:…)` call changed.
public struct StoreResult: Sendable, Equatable {
    /// Items whose identity the feed did not have before.
    public var newItems: Int
    /// Known items whose stored fields changed.
    public var updatedItems: Int

    /// A result as given.
    public init(newItems: Int, updatedItems: Int) {
        self.newItems = newItems
        self.updatedItems = updatedItems
    }
}

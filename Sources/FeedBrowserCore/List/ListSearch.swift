/// A search of a library list held as a window, asked of the runtime (`AppEffect.searchItems`):
/// which of these items match the filter. Searching the items' texts takes reading them all,
/// which the window exists to avoid on the loop, so the library does it on a worker thread and
/// answers with `AppAction.itemsSearched`.
public struct ListSearch: Sendable, Equatable {
    /// Tells this search's answer from those of searches it replaced.
    public let number: Int
    /// The filter as typed (`FilterQuery` splits it into words).
    public let query: String
    /// The library ids of the items to search, in list order.
    public let ids: [Int64]

    public init(number: Int, query: String, ids: [Int64]) {
        self.number = number
        self.query = query
        self.ids = ids
    }
}

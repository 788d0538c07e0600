/// The order a list shows a feed's items in: the app sorts a feed it holds by it, and the library
/// pages its lists in it. Here, with the feed model, because both the pure app core and the
/// library use it (named apart from Foundation's `SortOrder`).
public enum ItemOrder: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Newest date first; items without a date after all dated ones, in the feed's order.
    case newestFirst = "newest-first"
    /// As the feed gives them: the document's order (in the library, each fetch's items in
    /// document order, items first seen by a later fetch above).
    case feedOrder = "feed-order"

    public var description: String { rawValue }

    /// The other order, for the key that toggles them.
    public var toggled: ItemOrder { self == .newestFirst ? .feedOrder : .newestFirst }
}

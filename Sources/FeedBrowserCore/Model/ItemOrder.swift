/// The order the list shows items in (named apart from Foundation's `SortOrder`).
public enum ItemOrder: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Newest date first; items without a date after all dated ones, in the feed's order.
    case newestFirst = "newest-first"
    /// The order of the feed document (or of the library's query).
    case feedOrder = "feed"

    public var description: String { rawValue }

    /// The other order, for the key that toggles them.
    public var toggled: ItemOrder { self == .newestFirst ? .feedOrder : .newestFirst }
}

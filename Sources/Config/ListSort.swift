/// The order of a list's items, as the config file names it.
public enum ListSort: String, Sendable, CaseIterable {
    /// Newest first, undated items last.
    case newestFirst = "newest-first"
    /// The order the feed lists them in.
    case feedOrder = "feed-order"
}

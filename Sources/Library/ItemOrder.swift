/// The order a list's pages come in.
public enum ItemOrder: Sendable, Hashable, Codable {
    /// Newest first by publication date; undated items last (the library's default).
    case newestFirst
    /// As the feeds give them: each fetch's items in document order, items first seen by a later
    /// fetch above (items are stored last first, so their ids grow towards the document's top).
    case feedOrder
}

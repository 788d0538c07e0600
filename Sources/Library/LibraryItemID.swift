/// The row id of an item in the library: stable while the item is stored, and never given to
/// another item after it is pruned (AUTOINCREMENT).
public struct LibraryItemID: Hashable, Sendable, CustomStringConvertible {
    /// The item table's INTEGER PRIMARY KEY.
    public let rawValue: Int64

    /// The id of the item row `rawValue`.
    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// "item 42", for messages and logs.
    public var description: String { "item \(rawValue)" }
}

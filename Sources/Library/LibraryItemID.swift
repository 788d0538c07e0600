/// The row id of an item in the library: stable while the item is stored, never reused by SQLite
/// for a live row (the table's INTEGER PRIMARY KEY).
public struct LibraryItemID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    public var description: String { "item \(rawValue)" }
}

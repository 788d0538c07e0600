/// The row id of a feed in the library.
public struct LibraryFeedID: Hashable, Sendable, CustomStringConvertible {
    /// The feed table's INTEGER PRIMARY KEY.
    public let rawValue: Int64

    /// The id of the feed row `rawValue`.
    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// "feed 42", for messages and logs.
    public var description: String { "feed \(rawValue)" }
}

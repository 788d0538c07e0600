/// The row id of a feed in the library.
public struct LibraryFeedID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    public var description: String { "feed \(rawValue)" }
}

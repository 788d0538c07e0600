/// A picture of an item at one size; `width`/`height` are nil when the feed did not say.
public struct FeedThumbnail: Sendable, Equatable, Hashable, Codable {
    /// Absolute URL when the feed's location was known (relative ones are resolved against it).
    public var url: String
    public var width: Int?
    public var height: Int?

    public init(url: String, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.width = width
        self.height = height
    }
}

/// A media file attached to an item (RSS enclosure, Atom enclosure link or media:content).
public struct FeedEnclosure: Sendable, Equatable, Hashable, Codable {
    public var url: String
    /// MIME type, e.g. "audio/mpeg".
    public var type: String?
    /// Size in bytes as the feed states it.
    public var length: Int?
    /// Media RSS `medium` ("image", "video", "audio"...).
    public var medium: String?
    public var width: Int?
    public var height: Int?

    public init(url: String, type: String? = nil, length: Int? = nil, medium: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.type = type
        self.length = length
        self.medium = medium
        self.width = width
        self.height = height
    }
}

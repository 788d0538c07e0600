/// A parsed feed: the channel's metadata and its items in document order.
///
/// Text fields are plain text (HTML converted, then `Sanitizer.sanitize`d): safe to draw.
public struct Feed: Sendable, Equatable, Codable {
    /// Which dialect the document was written in.
    public var format: FeedFormat
    /// The channel title ("" when the feed has none).
    public var title: String
    /// The channel's web page, absolute when a base URL was known.
    public var link: String?
    /// The channel description or Atom subtitle, as plain text.
    public var description: String
    /// The channel language tag, e.g. "en-us".
    public var language: String?
    /// The channel logo (RSS image, Atom logo or icon), absolute when a base URL was known.
    public var imageURL: String?
    /// Items in document order.
    public var items: [FeedItem]
    /// Things that were odd but did not stop the parse (refused external entities, bad characters).
    public var warnings: [String]

    public init(format: FeedFormat = .unknown, title: String = "", link: String? = nil, description: String = "",
                language: String? = nil, imageURL: String? = nil, items: [FeedItem] = [], warnings: [String] = []) {
        self.format = format
        self.title = title
        self.link = link
        self.description = description
        self.language = language
        self.imageURL = imageURL
        self.items = items
        self.warnings = warnings
    }
}

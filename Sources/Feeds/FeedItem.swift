import Foundation

/// One entry of a feed, reduced to what a reader shows.
///
/// Every text field is plain text (HTML converted, whitespace collapsed, sanitised); every URL is
/// absolute when the feed's location was known.
public struct FeedItem: Sendable, Equatable, Codable {
    /// Stable identity: the guid/id, else the link, else "hash:" + a hash of title and date.
    public var id: String
    public var title: String?
    public var link: String?
    public var author: String?
    /// Publication date (pubDate, dc:date, Atom published, else updated).
    public var published: Date?
    /// The short text a list row shows: media:text, else media:description, else
    /// description/summary, else the content; plain text, not cut (the app cuts it).
    public var summary: String
    /// The full text: content:encoded or Atom content, else the description/summary.
    public var content: String
    /// Targets of the links found in the content (or the summary when there is no content), in order.
    public var links: [String]
    /// Pictures for the row, ordered small to large (media:thumbnail, else media:content images,
    /// else image enclosures, else the itunes:image artwork, else the first image in the HTML).
    public var thumbnails: [FeedThumbnail]
    /// Attached media: RSS enclosures, Atom rel="enclosure" links and media:content.
    public var enclosures: [FeedEnclosure]
    /// Categories or tags, in document order.
    public var categories: [String]
    /// A podcast episode's length (itunes:duration) as "1:02:03" or "4:05", when the feed gives it.
    public var duration: String?
    /// A podcast episode's artwork (itunes:image), absolute when a base URL was known.
    public var artworkURL: String?

    /// Headings, emphasis, code, quotations and links of `content` (what the detail styles).
    /// Not part of the JSON: `parse --json` prints the plain text only.
    public var marks: [TextMark] = []

    /// The fields `parse --json` writes (its schema, README.md): `duration` and `artworkURL` are
    /// shown in the detail but not yet part of the schema, and `marks` are the detail's alone, so
    /// they are left out here.
    enum CodingKeys: String, CodingKey {
        case id, title, link, author, published, summary, content, links, thumbnails, enclosures, categories
    }

    public init(id: String, title: String? = nil, link: String? = nil, author: String? = nil, published: Date? = nil,
                summary: String = "", content: String = "", links: [String] = [], thumbnails: [FeedThumbnail] = [],
                enclosures: [FeedEnclosure] = [], categories: [String] = [], duration: String? = nil, artworkURL: String? = nil,
                marks: [TextMark] = []) {
        self.id = id
        self.title = title
        self.link = link
        self.author = author
        self.published = published
        self.summary = summary
        self.content = content
        self.links = links
        self.thumbnails = thumbnails
        self.enclosures = enclosures
        self.categories = categories
        self.duration = duration
        self.artworkURL = artworkURL
        self.marks = marks
    }
}

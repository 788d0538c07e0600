/// The dialect a feed document was written in, detected from its root element and namespace.
public enum FeedFormat: String, Sendable, Equatable, Codable {
    case rss090 = "rss-0.90"
    case rss091 = "rss-0.91"
    case rss092 = "rss-0.92"
    case rss10 = "rss-1.0"
    case rss20 = "rss-2.0"
    case atom03 = "atom-0.3"
    case atom10 = "atom-1.0"
    /// JSON Feed (https://jsonfeed.org/version/1 and /version/1.1).
    case json10 = "json-1.0"
    case json11 = "json-1.1"
    /// Nothing parsed yet.
    case unknown
}

/// Why a urls file was not changed; the description says what to do instead.
public enum SubscriptionEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL is already on `line`.
    case alreadySubscribed(url: String, line: Int)
    /// No line subscribes to the URL.
    case notSubscribed(url: String)
    /// The URL is not one FeedBrowser reads; `reason` says why.
    case notAFeedURL(url: String, reason: String)
    /// A tag is empty or starts with `~` or `!`, which newsboat reads as a title or as hiding the feed.
    case unwritableTag(String)
    /// The title is empty: `"~"` would give the feed no name.
    case emptyTitle

    public var description: String {
        switch self {
        case .alreadySubscribed(let url, let line):
            "\(url) is already subscribed on line \(line); edit that line to change its tags or title"
        case .notSubscribed(let url):
            "\(url) is not in the subscription list; check the URL as it is written there"
        case .notAFeedURL(let url, let reason):
            "'\(url)' is not a feed URL FeedBrowser reads (\(reason)); give an https://, http:// or file:/// URL"
        case .unwritableTag(let tag):
            tag.isEmpty
                ? "an empty tag cannot be written; leave it out"
                : "the tag '\(tag)' starts with '\(tag.first!)', which newsboat reads as \(tag.hasPrefix("~") ? "a title" : "hiding the feed"); rename the tag"
        case .emptyTitle:
            "an empty title cannot be written; give a title or none"
        }
    }
}

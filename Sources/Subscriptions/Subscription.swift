/// One feed the user subscribes to: its URL, tags, display title and whether it is hidden.
///
/// The fields mean what newsboat gives them: `tags` are the plain tags (neither the `"~title"`
/// nor the `"!"` marker), `title` replaces the feed's own title in lists, and a hidden feed is
/// left out of the feed list (newsboat still shows it through query feeds).
public struct Subscription: Sendable, Hashable {
    /// The feed's address exactly as the user wrote it.
    public var url: String
    /// Plain tags in the order written.
    public var tags: [String]
    /// The title the user gave the feed, if any.
    public var title: String?
    /// Whether the feed is left out of the feed list.
    public var isHidden: Bool
    /// The 1-based line this subscription was read from (urls line or OPML outline); nil when built in code.
    public var line: Int?

    /// A subscription; `line` stays nil unless it was read from a file.
    public init(url: String, tags: [String] = [], title: String? = nil, isHidden: Bool = false, line: Int? = nil) {
        self.url = url
        self.tags = tags
        self.title = title
        self.isHidden = isHidden
        self.line = line
    }
}

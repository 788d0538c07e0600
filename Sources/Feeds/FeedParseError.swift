/// Why a document could not be parsed (fully) as a feed; `partialFeed` keeps what came before.
public struct FeedParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of failure, each with its own one-line message.
    public enum Kind: Sendable, Equatable {
        /// Zero bytes, or only whitespace.
        case empty
        /// Well-formed or not, the document is something else; the payload names it ("an HTML page").
        case notAFeed(String)
        /// Not well-formed XML (includes truncated documents).
        case malformed
        /// Entity expansion exceeded its bounds (a "billion laughs" document).
        case entityExpansion
        /// The document is larger than `FeedParserLimits.maxDocumentBytes`.
        case tooLarge(limit: Int)
        /// An element declares more namespaces than `FeedParserLimits.maxNamespaceDeclarationsPerElement`,
        /// or more than `maxNamespacesInScope` are declared around one.
        case tooManyNamespaces(limit: Int)
    }

    public var kind: Kind
    /// One line, e.g. "Premature end of data in tag item"; what it quotes from the document is
    /// sanitised (no control characters, no escape sequences).
    public var message: String
    /// 1-based position of the fault in the document, when known.
    public var line: Int?
    public var column: Int?
    /// The channel and the items completed before the fault (a truncated download still shows them).
    public var partialFeed: Feed
    /// For an HTML page: the first feed it links to (`<link rel="alternate" type="application/rss+xml">`
    /// and the like), absolute when the page's location was known.
    public var feedLink: String? = nil

    public init(kind: Kind, message: String, line: Int? = nil, column: Int? = nil, partialFeed: Feed = Feed()) {
        self.kind = kind
        self.message = ErrorText.oneLine(message)
        self.line = line
        self.column = column
        self.partialFeed = partialFeed
    }

    /// One line for the user: what is wrong, where, and how many items were read before it.
    public var description: String {
        var text: String
        switch kind {
        case .empty: text = "not a feed: the document is empty"
        case .notAFeed(let found): text = "not a feed: found \(found)"
        case .malformed: text = "malformed feed"
        case .entityExpansion, .tooManyNamespaces: text = "refused feed"
        case .tooLarge(let limit): text = "feed too large (limit \(limit) bytes)"
        }
        if let line {
            text += " at line \(line)"
            if let column { text += ", column \(column)" }
        }
        if !message.isEmpty { text += ": " + message }
        if !partialFeed.items.isEmpty { text += " (\(partialFeed.items.count) items read before it)" }
        // Again as a whole: `kind` quotes the document too (a root element's name).
        return ErrorText.oneLine(text)
    }
}

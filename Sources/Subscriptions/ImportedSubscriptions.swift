/// The feeds read from a file to import (OPML or a newsboat urls file), and what was wrong in it.
public struct ImportedSubscriptions: Sendable, Hashable {
    /// Which kind of file it was.
    public var format: SubscriptionFormat
    /// The feeds that loaded, in file order, each with the line it came from.
    public var subscriptions: [Subscription]
    /// The problems, each with its line (and column where one place can be named).
    public var issues: [SubscriptionIssue]
    /// A urls file's lines kept for newsboat (`query:` feeds, other schemes), to copy as written.
    public var keptLines: [KeptLine]

    /// Reads `bytes` as whichever of the two formats they are (see `SubscriptionFormat(detecting:)`).
    public init(bytes: some Collection<UInt8>, limits: OPMLLimits = .standard) {
        switch SubscriptionFormat(detecting: bytes) {
        case .opml: self = Self.opml(bytes, limits: limits)
        case .newsboatURLs: self = Self.newsboatURLs(bytes)
        }
    }

    /// Reads an OPML 1.0 or 2.0 subscription list; nothing outside `bytes` is ever read.
    public static func opml(_ bytes: some Collection<UInt8>, limits: OPMLLimits = .standard) -> ImportedSubscriptions {
        let reader = OPMLReader(bytes: Array(bytes.prefix(limits.maxBytes + 1)), limits: limits)
        return ImportedSubscriptions(format: .opml, subscriptions: reader.subscriptions, issues: reader.issues, keptLines: [])
    }

    /// Reads a newsboat urls file, as `SubscriptionList` does.
    public static func newsboatURLs(_ bytes: some Collection<UInt8>) -> ImportedSubscriptions {
        let list = SubscriptionList(bytes: bytes)
        return ImportedSubscriptions(format: .newsboatURLs, subscriptions: list.subscriptions, issues: list.issues, keptLines: list.keptLines)
    }

    private init(format: SubscriptionFormat, subscriptions: [Subscription], issues: [SubscriptionIssue], keptLines: [KeptLine]) {
        self.format = format
        self.subscriptions = subscriptions
        self.issues = issues
        self.keptLines = keptLines
    }
}

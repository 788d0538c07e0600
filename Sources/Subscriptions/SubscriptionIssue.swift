/// A problem found in one line of a urls file or one place of an OPML file.
public struct SubscriptionIssue: Sendable, Hashable {
    /// The 1-based line the problem is on.
    public var line: Int
    /// The 1-based column (in characters) where it starts, when one place can be named.
    public var column: Int?
    /// What is wrong and, where it helps, what to do about it.
    public var message: String
    /// Whether the line or outline was left out as wrong (`error`), gives no feed (`unused`), or
    /// loaded anyway (`warning`).
    public var severity: IssueSeverity

    /// Whether the line or outline gives no feed (wrong, or not one FeedBrowser reads): what the
    /// feed list and refresh say once, so no line of a copied newsboat file disappears silently.
    public var leavesLineUnused: Bool { severity != .warning }

    /// An issue at `line` (and `column`, when known).
    public init(line: Int, column: Int? = nil, message: String, severity: IssueSeverity) {
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// The issue as compilers print one: `urls:3: message`, or `feeds.opml:3:14: message`.
    public func formatted(fileName: String) -> String {
        if let column { return "\(fileName):\(line):\(column): \(message)" }
        return "\(fileName):\(line): \(message)"
    }
}

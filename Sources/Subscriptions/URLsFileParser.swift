/// Reads the lines of a newsboat urls file into subscriptions and issues, as newsboat reads them.
///
/// Each line is one of: blank, a comment (`#` where a word would start), or an entry: the URL
/// (the first word), then its words. A `"~Name"` word is the title (the first one counts, as in
/// newsboat), a word starting with `!` hides the feed, any other word is a tag.
struct URLsFileParser {
    private(set) var subscriptions: [Subscription] = []
    private(set) var issues: [SubscriptionIssue] = []
    /// The URL of each entry line (a `feed:` URL as the URL it names), by 0-based line index,
    /// including entries that were not loaded.
    private(set) var entryURLs: [Int: String] = [:]
    /// The 0-based index of each line kept for newsboat (another scheme or a `query:` feed), with its URL.
    private(set) var keptLines: [(index: Int, url: String)] = []
    /// The 1-based line of the first entry for each URL: a later one is a duplicate.
    private var firstLineOfURL: [String: Int] = [:]

    init(lines: [[UInt8]]) {
        for (index, bytes) in lines.enumerated() {
            read(bytes, lineNumber: index + 1, index: index)
        }
    }

    private mutating func read(_ bytes: [UInt8], lineNumber: Int, index: Int) {
        guard let line = String(validating: bytes, as: UTF8.self) else {
            report(lineNumber, nil, "this line is not valid UTF-8: save the file as UTF-8", .error)
            return
        }
        let tokens: [URLsToken]
        switch URLsLineTokenizer.tokens(of: line) {
        case .success(let words): tokens = words
        case .failure(let unterminated):
            report(lineNumber, unterminated.column, "unterminated quote: the \" here is never closed; add the closing \" or remove it", .error)
            return
        }
        guard let urlToken = tokens.first else { return }
        // `feed:https://…` and `feed://…` (what browsers hand to feed readers) are the http(s)
        // URL they name, as `add` stores them: the line stays as written.
        let url = FeedURLText.normalised(urlToken.text)
        entryURLs[index] = url
        if let firstLine = firstLineOfURL[url] {
            report(lineNumber, urlToken.column, "duplicate of line \(firstLine): the feed is already subscribed there; remove one of the two lines", .unused)
            return
        }
        firstLineOfURL[url] = lineNumber
        switch FeedAddressKind(classifying: url) {
        case .feed:
            subscriptions.append(subscription(url: url, words: tokens.dropFirst(), lineNumber: lineNumber))
        case .newsboatOnly(let scheme):
            keptLines.append((index, url))
            report(lineNumber, urlToken.column, "\(scheme): feeds are newsboat's and not supported here yet; the line is kept as it is", .unused)
        case .unsupportedScheme(let scheme):
            keptLines.append((index, url))
            report(lineNumber, urlToken.column, "unsupported scheme '\(scheme)': FeedBrowser reads http://, https:// and file:// feeds; the line is kept as it is", .unused)
        case .notAURL(let reason):
            report(lineNumber, urlToken.column, "'\(url)' is not a feed URL (\(reason)): write it as https://… or file:///…", .error)
        }
    }

    private mutating func subscription(url: String, words: ArraySlice<URLsToken>, lineNumber: Int) -> Subscription {
        var loaded = Subscription(url: url, line: lineNumber)
        for word in words {
            if word.text.hasPrefix("~") {
                let title = String(word.text.dropFirst())
                if loaded.title != nil {
                    report(lineNumber, word.column, "a second title is ignored: the first \"~…\" on the line is the feed's title", .warning)
                } else if title.isEmpty {
                    report(lineNumber, word.column, "empty title \"~\" is ignored: write the title after the ~", .warning)
                } else {
                    loaded.title = title
                }
            } else if word.text.hasPrefix("!") {
                loaded.isHidden = true
            } else if word.text.isEmpty {
                report(lineNumber, word.column, "empty tag \"\" is ignored", .warning)
            } else {
                loaded.tags.append(word.text)
            }
        }
        return loaded
    }

    private mutating func report(_ line: Int, _ column: Int?, _ message: String, _ severity: IssueSeverity) {
        issues.append(SubscriptionIssue(line: line, column: column, message: message, severity: severity))
    }
}

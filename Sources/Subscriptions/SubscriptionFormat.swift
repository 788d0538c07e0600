/// The two kinds of subscription file FeedBrowser imports.
public enum SubscriptionFormat: Sendable, Hashable {
    /// An OPML outline (1.0 or 2.0), as most feed readers export.
    case opml
    /// A newsboat urls file: one feed per line.
    case newsboatURLs

    /// Tells the two apart from the first bytes.
    ///
    /// After an optional byte order mark and white space, XML starts with `<` (`<?xml`, `<opml`,
    /// or a comment or DOCTYPE before them) while a urls-file line starts with a URL or `#`:
    /// anything starting with `<` is read as OPML, so an XML file that is not OPML is reported
    /// as such instead of as one bad URL per line. A UTF-16 byte order mark also means XML.
    public init(detecting bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            self = .opml
            return
        }
        let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes.dropFirst(0)
        let first = content.first { !(" \t\r\n".utf8.contains($0)) }
        self = first == UInt8(ascii: "<") ? .opml : .newsboatURLs
    }
}

/// A newsboat urls file as a document: every original line kept, the feeds read from it, and what is wrong.
///
/// Lines are split on `\n` only, so a CRLF file keeps its `\r`s and a file without a final
/// newline stays without one: `bytes` of an unchanged list are the bytes it was read from.
/// Comments, blank lines, query feeds and lines with errors are all kept; `subscriptions` holds
/// the feeds FeedBrowser can read, `issues` every line that is wrong or only partly understood.
public struct SubscriptionList: Sendable, Equatable {
    /// The file's lines without their `\n`; the last one is empty when the file ends with a newline.
    private(set) var lines: [[UInt8]]
    /// The URL of each entry line, by 0-based line index (also entries that were not loaded); a
    /// `feed:` URL as the http(s) URL it names.
    private(set) var entryURLs: [Int: String]
    /// The feeds FeedBrowser reads, in file order; a duplicate URL loads once, from its first line.
    public private(set) var subscriptions: [Subscription]
    /// What is wrong with the lines that were not loaded or only partly understood, in line order.
    public private(set) var issues: [SubscriptionIssue]
    /// The lines kept for newsboat only (`query:` feeds, other schemes), in line order.
    public private(set) var keptLines: [KeptLine]

    /// An empty urls file.
    public init() {
        self.init(bytes: [UInt8]())
    }

    /// Reads a urls file from its bytes (UTF-8, as newsboat writes it).
    public init(bytes: some Sequence<UInt8>) {
        self.init(lines: Array(bytes).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init))
    }

    /// Reads a urls file from its text.
    public init(text: String) {
        self.init(bytes: text.utf8)
    }

    init(lines: [[UInt8]]) {
        let parser = URLsFileParser(lines: lines)
        self.lines = lines
        self.entryURLs = parser.entryURLs
        self.subscriptions = parser.subscriptions
        self.issues = parser.issues
        self.keptLines = parser.keptLines.map { kept in
            // Without the `\r` of a CRLF line: the file it is copied into has its own line ends.
            let bytes = lines[kept.index].last == UInt8(ascii: "\r") ? lines[kept.index].dropLast() : lines[kept.index][...]
            return KeptLine(url: kept.url, text: String(decoding: bytes, as: UTF8.self), line: kept.index + 1)
        }
    }

    /// The file's bytes: exactly the bytes read, plus the edits made since.
    public var bytes: [UInt8] {
        Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// The file's text (bytes that are not UTF-8 show as U+FFFD; write `bytes` to keep them).
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The 1-based lines whose entry is exactly `url`, loaded or not (`feed:https://host/x` and
    /// `https://host/x` are the same feed, whichever of the two the line or `url` has).
    public func lineNumbers(of url: String) -> [Int] {
        entryIndexes(of: url).sorted().map { $0 + 1 }
    }

    /// The 0-based indexes of the entry lines for `url`, read as a line's URL is (`feed:` dropped).
    func entryIndexes(of url: String) -> [Int] {
        let url = FeedURLText.normalised(url)
        return entryURLs.filter { $0.value == url }.map(\.key)
    }
}

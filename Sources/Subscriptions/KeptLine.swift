/// A urls-file line FeedBrowser does not read but keeps for newsboat (a `query:`, `exec:` or
/// `filter:` feed, or another scheme): an import copies it as written.
public struct KeptLine: Sendable, Hashable {
    /// The address the line starts with (what a second line for it would repeat).
    public var url: String
    /// The whole line as written, without its line ending.
    public var text: String
    /// The 1-based line it was read from.
    public var line: Int

    public init(url: String, text: String, line: Int) {
        self.url = url
        self.text = text
        self.line = line
    }
}

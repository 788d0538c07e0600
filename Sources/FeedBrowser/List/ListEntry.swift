import Feeds
import TextLayout

/// A feed item prepared for the list, off the main loop: its template, the texts its cell shows,
/// their widths (so a height estimate is O(1)) and a lowercased key for the `/` filter.
public struct ListEntry: Sendable {
    public let item: FeedItem
    public let kind: RowKind
    /// Title as the cell shows it ("[No Title]" when missing; unused by posts).
    public let title: String
    /// Summary as the cell shows it (one paragraph, at most 200 characters plus "…"); for posts, the text.
    public let summary: String
    /// Display widths of `title` and `summary` on one line.
    public let titleColumns: Int
    public let summaryColumns: Int
    /// Lowercased title, author, summary and the start of the text, searched by the filter.
    let searchKey: String

    /// Characters of the full text the filter searches beyond title and summary; bounded so a
    /// 100k-item feed's keys stay small and every keystroke of the filter stays fast.
    static let searchedContentPrefix = 600

    public init(_ item: FeedItem) {
        self.item = item
        kind = item.rowKind
        title = item.displayTitle
        summary = kind == .post ? item.postText : item.listSummary
        titleColumns = DisplayWidth.of(title)
        summaryColumns = DisplayWidth.of(summary)
        var key = (item.title ?? "") + "\n" + (item.author ?? "") + "\n" + item.summary + "\n"
        key += item.content.prefix(Self.searchedContentPrefix)
        searchKey = key.lowercased()
    }

    /// True when the lowercased `needle` occurs in the searched text.
    func matches(_ needle: String) -> Bool {
        needle.isEmpty || searchKey.contains(needle)
    }
}

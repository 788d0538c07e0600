import CellLayout
import Feeds
import TextLayout

/// A feed item prepared for the list, off the main loop: its template, the content its cell
/// shows, the texts' widths (so a height estimate is O(1)) and a lowercased key for the filter.
public struct ListEntry: Sendable {
    public let item: FeedItem
    /// The cell template (reuse identifier) the row is laid out with.
    public let cellKind: CellKind
    /// Title, summary (cut to 200 characters), author and flags exactly as the cell shows them.
    public let content: CellContent
    /// Display widths of the shown title and summary on one line.
    public let titleColumns: Int
    public let summaryColumns: Int
    /// Lowercased title, author, summary and the start of the text, searched by the filter.
    let searchKey: String

    /// UTF-8 bytes of the full text the filter searches beyond title and summary (about 600
    /// characters of Latin text); bounded so the keys of a 100k-item feed stay small and every
    /// keystroke of the filter stays fast.
    static let searchedContentBytes = 600

    public init(_ item: FeedItem) {
        self.item = item
        let author = FeedItem.oneLine(item.author ?? "")
        if item.isTitleless && !author.isEmpty {
            // A post: its text keeps its line breaks; a thumbnail becomes the picture under it.
            content = CellContent(title: nil, summary: String(FeedItem.leading(400, of: item.postText)), author: author,
                                  hasThumbnail: false, hasPicture: !item.thumbnails.isEmpty)
        } else {
            let source = item.summary.isEmpty ? item.content : item.summary
            content = CellContent(title: item.isTitleless ? nil : FeedItem.oneLine(item.title ?? ""),
                                  summary: FeedItem.oneLine(String(FeedItem.leading(400, of: source))), author: author,
                                  hasThumbnail: !item.thumbnails.isEmpty)
        }
        cellKind = content.kind
        titleColumns = DisplayWidth.of(content.title)
        summaryColumns = DisplayWidth.of(content.summary)
        var key = (item.title ?? "") + "\n" + author + "\n" + item.summary + "\n"
        key += FeedItem.leadingScalars(ofUTF8Bytes: Self.searchedContentBytes, in: item.content)
        searchKey = FeedItem.foldedForSearch(key)
    }

    /// The template's number, for the table's per-template height cache.
    var templateIndex: Int {
        switch cellKind {
        case .article: 0
        case .media: 1
        case .post: 2
        }
    }

    /// True when the lowercased `needle` occurs in the searched text.
    func matches(_ needle: String) -> Bool {
        needle.isEmpty || searchKey.contains(needle)
    }
}

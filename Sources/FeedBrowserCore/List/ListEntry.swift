import CellLayout
import Feeds
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TextLayout

/// A feed item prepared for the list, off the main loop: its template, the content its cell
/// shows and the texts' widths (so a height estimate is O(1)). The filter searches the item's own
/// fields (`FilterQuery`): no folded copy of the text is kept.
public struct ListEntry: Sendable {
    public internal(set) var item: FeedItem
    /// The item's place in the library and its read and starred marks; nil outside the library.
    public var state: ItemState?
    /// The cell template (reuse identifier) the row is laid out with.
    public internal(set) var cellKind: CellKind
    /// Title, summary (cut to 200 characters), author and flags exactly as the cell shows them.
    public internal(set) var content: CellContent
    /// The date the row shows and the list sorts by (the item's publication date).
    public let date: Date?
    /// Display widths of the shown title and summary on one line.
    public let titleColumns: Int
    public let summaryColumns: Int
    /// Whether the filter searches the summary too: not when the text already contains it (the
    /// same string when the feed has only one of them, else usually its start).
    let searchesSummary: Bool
    /// Where the row's texts lie in the item's fields (nil: the row keeps its strings), for a held
    /// list; found here, off the main loop (`SearchText.held`).
    let rowTextPlace: RowTextPlace?

    public init(_ item: FeedItem, state: ItemState? = nil) {
        self.item = item
        self.state = state
        date = item.published
        content = Self.content(of: item)
        cellKind = content.kind
        titleColumns = DisplayWidth.of(content.title)
        summaryColumns = DisplayWidth.of(content.summary)
        searchesSummary = !Self.summaryIsRepeated(item.summary, in: item.content)
        rowTextPlace = RowTextPlace.of(item, shown: content)
    }

    /// An entry from the parts `init(_:state:)` made (a held list reads its entries back from
    /// their compact form, `SearchText.entry(from:at:packed:)`).
    init(item: FeedItem, state: ItemState?, cellKind: CellKind, content: CellContent, titleColumns: Int, summaryColumns: Int,
         searchesSummary: Bool) {
        self.item = item
        self.state = state
        self.cellKind = cellKind
        self.content = content
        date = item.published
        self.titleColumns = titleColumns
        self.summaryColumns = summaryColumns
        self.searchesSummary = searchesSummary
        rowTextPlace = RowTextPlace.of(item, shown: content)
    }

    /// Characters of the summary (or a post's text) the row's content is made from, before
    /// `CellContent` cuts it to its own limit.
    static let shownTextCharacters = 400

    /// What the row of `item` shows: reads only the first `shownTextCharacters` of the summary or
    /// text (a held list makes the row again from the start of its source, `SearchText.held`).
    static func content(of item: FeedItem) -> CellContent {
        let author = FeedItem.oneLine(item.author ?? "")
        // Asked once: it walks the title's characters.
        let titleless = item.isTitleless
        if titleless && !author.isEmpty {
            // A post: its text keeps its line breaks; a thumbnail becomes the picture under it.
            return CellContent(title: nil, summary: String(FeedItem.leading(shownTextCharacters, of: item.postText)), author: author,
                               hasThumbnail: false, hasPicture: !item.thumbnails.isEmpty, hasDate: item.published != nil)
        }
        let source = item.summary.isEmpty ? item.content : item.summary
        return CellContent(title: titleless ? nil : FeedItem.oneLine(item.title ?? ""),
                           summary: FeedItem.oneLine(String(FeedItem.leading(shownTextCharacters, of: source))), author: author,
                           hasThumbnail: !item.thumbnails.isEmpty, hasDate: item.published != nil)
    }

    /// The template's number, for the table's per-template height cache.
    var templateIndex: Int { Self.templateIndex(of: cellKind) }

    /// The template (height-cache key part) rows of `kind` are laid out with.
    static func templateIndex(of kind: CellKind) -> Int {
        switch kind {
        case .article: 0
        case .media: 1
        case .post: 2
        }
    }

    /// Whether `text`'s UTF-8 bytes contain those of `part` (a match of whole scalars, as UTF-8 is
    /// self-synchronising); an empty `part` is contained.
    private static func utf8(of text: String, contains part: String) -> Bool {
        guard !part.isEmpty else { return true }
        // Native strings are contiguous: read in place, without the copy `withUTF8` needs.
        if let found = text.utf8.withContiguousStorageIfAvailable({ haystack in
            part.utf8.withContiguousStorageIfAvailable { needle in bytes(haystack, contain: needle) }
        }), let found { return found }
        var haystack = text
        var needle = part
        return haystack.withUTF8 { haystackBytes in
            needle.withUTF8 { needleBytes in
                bytes(haystackBytes, contain: needleBytes)
            }
        }
    }

    /// Whether `needle` (not empty) occurs in `haystack`: `memchr` finds each candidate first
    /// byte, `memcmp` checks the rest. Worst case haystack x needle bytes: callers bound one of
    /// them (a typed filter is short; see `summaryIsRepeated`).
    private static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, let wanted = needle.baseAddress, needle.count <= haystack.count else { return false }
        let lastStart = base + (haystack.count - needle.count)
        var start = base
        while start <= lastStart {
            guard let found = memchr(start, Int32(wanted[0]), lastStart - start + 1) else { return false }
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, wanted, needle.count) == 0 { return true }
            start = candidate + 1
        }
        return false
    }

    /// Whether the summary already occurs near the start of the content, where feeds repeat it.
    /// Both may be megabytes long and the search costs their product on hostile text ("aaa…ab"),
    /// so only a summary of up to 1 KB is looked for, in the content's first 8 KB (at most about
    /// 0.3 ms per item); a longer one is simply kept in the key as well.
    static func summaryIsRepeated(_ summary: String, in content: String) -> Bool {
        guard summary.utf8.count <= 1 << 10 else { return false }
        if content.utf8.count <= 8 << 10 { return utf8(of: content, contains: summary) }
        return utf8(of: String(decoding: content.utf8.prefix(8 << 10), as: UTF8.self), contains: summary)
    }
}

import TextLayout

/// What one row shows, already in display form: the design's text rules are applied here, once,
/// so that measuring and drawing see exactly the same strings.
///
/// - The title falls back to "[No Title]" when missing or blank (`hasTitle` remembers which).
/// - The summary is cut to its first `summaryCharacterLimit` characters plus "…"
///   (`Truncation.truncate(_:maxCharacters:)`); callers pass the full plain text.
/// Build a `CellContent` when an item arrives (not per frame): the cut is O(summary length).
public struct CellContent: Sendable, Equatable {
    /// The title as shown ("[No Title]" when the item has none).
    public var title: String
    /// Whether the item had a non-blank title (title-less items with an author become posts).
    public var hasTitle: Bool
    /// The summary (or post text) as shown, at most 200 characters plus an ellipsis.
    public var summary: String
    /// The author's name ("" when unknown).
    public var author: String
    /// A short marker after the author, e.g. "●" for unread or "★" for starred ("" for none).
    public var badge: String
    /// Whether the item has a thumbnail (it is then a media row).
    public var hasThumbnail: Bool
    /// Whether a post has a picture below its text (the picture box collapses otherwise).
    public var hasPicture: Bool
    /// Whether the row shows a date (the templates keep a `dateColumns`-wide slot beside the title;
    /// the text itself depends on the clock, so it is drawn, not measured).
    public var hasDate: Bool
    /// A one-line note under the text ("" for none): why the row's picture did not load.
    public var note: String

    /// Text shown for items without a title.
    public static let missingTitle = "[No Title]"
    /// Characters of the summary kept before the ellipsis.
    public static let summaryCharacterLimit = 200
    /// Columns of the date slot: the widest date text, "2024-10-28".
    public static let dateColumns = 10

    /// Content from an item's raw strings, applying the title fallback and the summary cut.
    public init(title: String?, summary: String, author: String = "", badge: String = "",
                hasThumbnail: Bool = false, hasPicture: Bool = false, hasDate: Bool = false, note: String = "") {
        let trimmed = title?.trimmingWhitespace ?? ""
        self.hasTitle = !trimmed.isEmpty
        self.title = hasTitle ? trimmed : CellContent.missingTitle
        self.summary = Truncation.truncate(summary.trimmingWhitespace, maxCharacters: CellContent.summaryCharacterLimit)
        self.author = author.trimmingWhitespace
        self.badge = badge
        self.hasThumbnail = hasThumbnail
        self.hasPicture = hasPicture
        self.hasDate = hasDate
        self.note = note
    }

    /// The template this content is measured with: a thumbnail makes a media row; a title-less
    /// item with an author is a post; everything else is an article.
    public var kind: CellKind {
        if hasThumbnail { return .media }
        if !hasTitle && !author.isEmpty { return .post }
        return .article
    }

    /// The text a label bound to `field` shows.
    @inline(__always)
    public func text(for field: ContentField) -> String {
        switch field {
        case .title: title
        case .summary: summary
        case .author: author
        case .badge: badge
        case .headline: hasTitle || author.isEmpty ? title : author + ": " + String(summary.map { $0.isNewline ? " " : $0 })
        case .note: note
        }
    }

    /// Calls `body` with this content's texts as UTF-8, read in place (measuring a row counts
    /// its bytes: `CellTemplates.fittingHeight` measures every row this way).
    public func withUTF8<R>(_ body: (CellTextBytes) -> R) -> R {
        var (title, summary, author, badge, note) = (title, summary, author, badge, note)
        // Most rows' headline is their title: its bytes are not copied then.
        var headline = hasTitle || author.isEmpty ? "" : text(for: .headline)
        return title.withUTF8 { title in
            summary.withUTF8 { summary in
                author.withUTF8 { author in
                    badge.withUTF8 { badge in
                        note.withUTF8 { note in
                            headline.withUTF8 { headline in
                                body(CellTextBytes(title: title, summary: summary, author: author, badge: badge, note: note,
                                                   headline: self.hasTitle || self.author.isEmpty ? title : headline,
                                                   hasThumbnail: hasThumbnail, hasPicture: hasPicture, hasDate: hasDate))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether `flag` holds for this content.
    @inline(__always)
    public func has(_ flag: ContentFlag) -> Bool {
        switch flag {
        case .hasThumbnail: hasThumbnail
        case .hasPicture: hasPicture
        case .hasDate: hasDate
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingWhitespace: String {
        // Those characters all start and end with one of these bytes: with neither at the ends,
        // nothing is trimmed, and the string is kept as it is (no copy: most titles, authors and
        // list summaries, which are one line already, for every item of a loading feed).
        let isSpaceByte: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}

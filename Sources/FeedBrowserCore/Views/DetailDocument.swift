import CellLayout
import Feeds
import Foundation
import TextLayout

/// The detail of one item laid out at one width: an optional picture box, then styled lines
/// (title, byline, link, the full text, the numbered links it contains and attachments), all
/// wrapped by TextLayout.
public struct DetailDocument: Sendable {
    /// How a detail line is drawn.
    public enum Role: Sendable, Equatable {
        case title, byline, link, body, heading, code, listedLink, blank
    }

    /// One screen line of the detail.
    public struct Line: Sendable {
        public var role: Role
        public var text: Substring
        /// Columns left blank before the text (after the quotation bars): code is indented, and a
        /// list item's continuation lines hang under its text, not under its bullet.
        public var indent = 0
        /// Which text of the document the line was wrapped from (its number in the order the
        /// texts are added; each paragraph of the body is one), so a place in it can be found
        /// again at another width.
        public var source: Int
        /// Quotation bars drawn before the text, two columns each.
        public var quoteBars = 0
        /// Styled stretches of `text` (UTF-8 offsets into it).
        public var spans: [DetailSpan] = []

        /// Columns from the reading column's left edge to the text.
        public var textColumn: Int { quoteBars * 2 + indent }
    }

    /// The large picture box at the top of media items: rows it takes and its size in cells.
    public struct Picture: Sendable, Equatable {
        public var width: Int
        public var height: Int
        public var url: String
        public var pixelSize: String?
    }

    public var itemID: String
    /// The feed named in the byline (an item of a list that mixes feeds), nil in a feed's own list.
    public var feedTitle: String?
    public var width: Int
    /// The reading column it was laid out for.
    public var column: ReadingColumn
    /// Columns the text takes: the pane less its margins, at most the column's maximum.
    public var textWidth: Int
    /// Columns between the pane's left margin and the text (the column centred in a wide pane).
    public var textInset: Int
    public var picture: Picture?
    public var lines: [Line]

    /// Rows before the first text line (the picture and the blank row under it).
    public var pictureRows: Int { picture.map { $0.height + 1 } ?? 0 }

    /// Screen lines the whole document takes.
    public var lineCount: Int { pictureRows + lines.count }

    /// Lays `item` out for a pane `width` columns wide (one column of margin each side, the text
    /// kept to `column`), with its date shown in `timeZone`. A picture known not to load
    /// (`pictureFailure`, why) is a one-line note under the link instead of a box of 12 rows.
    /// `feedTitle` names the item's feed in the byline.
    public init(item: FeedItem, width: Int, timeZone: TimeZone, column: ReadingColumn = .standard, pictureFailure: String? = nil,
                feedTitle: String? = nil) {
        itemID = item.id
        self.feedTitle = feedTitle
        self.width = width
        self.column = column
        let paneText = max(1, width - 2)
        let textWidth = min(paneText, max(1, column.maximumWidth ?? paneText))
        self.textWidth = textWidth
        textInset = column.centred ? (paneText - textWidth) / 2 : 0
        if let thumbnail = item.detailThumbnail, pictureFailure == nil {
            // Fit the picture in at most 48 x 12 cells keeping its aspect (cells are about twice
            // as tall as wide); 4:3 when the feed does not give a plausible size.
            let size = thumbnail.declaredSize
            let aspect = size.map { Double($0.width) / Double($0.height) } ?? 4.0 / 3.0
            var boxWidth = min(48, textWidth)
            // Compared while still a Double: a very tall picture's height in cells may not fit an Int.
            let fittedHeight = (Double(boxWidth) / aspect / 2).rounded()
            var boxHeight = 12
            if fittedHeight > 12 {
                boxWidth = min(boxWidth, max(4, Int((Double(boxHeight) * aspect * 2).rounded())))
            } else {
                boxHeight = Int(fittedHeight)
            }
            let pixelSize = size.map { "\($0.width)x\($0.height)" }
            picture = Picture(width: boxWidth, height: max(3, boxHeight), url: thumbnail.url, pixelSize: pixelSize)
        }
        var lines: [Line] = []
        var source = 0
        /// Adds `text` wrapped; as lines that are slices of `text` itself (the reading place is
        /// an offset into it). A list item ("• ", "2. ", "[3] ", indented when nested) in the body
        /// or the lists of links wraps its text after the marker, its later lines hanging under
        /// that text; not when the marker leaves too little room to read (deep nesting, a narrow
        /// pane). Quotation bars and code's indent take their columns first, where 8 are left.
        func add(_ text: String, _ role: Role, spans: [DetailSpan] = [], quotes: Int = 0) {
            source += 1
            let lead = quotes * 2 + (role == .code ? 4 : 0)
            let fits = textWidth - lead >= 8
            let (bars, indent) = fits ? (quotes, role == .code ? 4 : 0) : (0, 0)
            let room = fits ? textWidth - lead : textWidth
            guard !text.isEmpty else {
                if bars > 0 { lines.append(Line(role: .blank, text: "", source: source, quoteBars: bars)) }
                return
            }
            let marker = role == .body || role == .listedLink ? Self.listMarker(text) : nil
            let hang = marker.map { room - $0.columns >= 8 ? $0.columns : 0 } ?? 0
            let start = hang > 0 ? text.utf8.index(text.startIndex, offsetBy: marker!.bytes) : text.startIndex
            let rest = hang > 0 ? String(text[start...]) : text
            let wrapped = (try? TextWrapper.wrap(rest, width: max(1, room - hang))) ?? []
            func inText(_ index: String.Index) -> String.Index {
                text.utf8.index(start, offsetBy: rest.utf8.distance(from: rest.startIndex, to: index))
            }
            if wrapped.isEmpty { lines.append(Line(role: role, text: text[...], indent: indent, source: source, quoteBars: bars, spans: spans)) }
            for (number, line) in wrapped.enumerated() {
                let range = (number == 0 ? text.startIndex : inText(line.range.lowerBound))..<inText(line.range.upperBound)
                let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
                let lineSpans = spans.compactMap { span -> DetailSpan? in
                    guard span.start < upper, span.end > lower else { return nil }
                    return DetailSpan(span.kind, start: max(span.start, lower) - lower, end: min(span.end, upper) - lower)
                }
                lines.append(Line(role: text[range].isEmpty ? .blank : role, text: text[range],
                                  indent: indent + (number == 0 ? 0 : hang), source: source, quoteBars: bars, spans: lineSpans))
            }
        }
        func addBlank() {
            source += 1
            lines.append(Line(role: .blank, text: "", source: source))
        }
        // A post has no title: its author heads the detail instead of "[No Title]".
        let isPost = item.isTitleless && !(item.author ?? "").isEmpty
        add(isPost ? FeedItem.oneLine(item.author ?? "") : (item.isTitleless ? CellContent.missingTitle : FeedItem.oneLine(item.title ?? "")), .title)
        // On a line of its own: the byline below keeps its shape, and a long feed title wraps alone.
        if let feedTitle, !feedTitle.isEmpty { add("from " + FeedItem.oneLine(feedTitle), .byline) }
        var byline: [String] = []
        if !isPost, let author = item.author, !author.isEmpty { byline.append("by " + FeedItem.oneLine(author)) }
        if let date = item.published { byline.append(Self.format(date, in: timeZone)) }
        // A podcast episode's length (itunes:duration) belongs with its date.
        if let duration = item.duration { byline.append(duration) }
        add(byline.joined(separator: " · "), .byline)
        if let link = item.link, !link.isEmpty { add(link, .link) }
        // The episode's artwork (itunes:image), when the picture box shows another picture.
        if let artwork = item.artworkURL, !item.thumbnails.contains(where: { $0.url == artwork }) { add("Artwork: " + artwork, .byline) }
        if let pictureFailure { add("✕ picture: " + FeedItem.oneLine(pictureFailure), .byline) }
        addBlank()
        // The marks describe the content; a summary shown in its place is plain.
        let body = item.content.isEmpty ? item.summary : item.content
        for paragraph in DetailBody.paragraphs(of: body, marks: item.content.isEmpty ? [] : item.marks) {
            if paragraph.text.isEmpty && paragraph.quoteDepth == 0 { addBlank(); continue }
            let role: Role = paragraph.block == .heading ? .heading : paragraph.block == .code ? .code : .body
            add(paragraph.text, role, spans: paragraph.spans, quotes: paragraph.quoteDepth)
        }
        if !item.links.isEmpty {
            addBlank()
            add("Links", .heading)
            for (number, url) in item.links.enumerated() { add("[\(number + 1)] \(url)", .listedLink) }
        }
        // Podcast episodes, videos, documents: what the item is about, so it must be visible.
        // Pictures are left out: the picture box and the thumbnails already show them. Their
        // numbers go on after the links', so every listed URL opens the same way (`numberedURLs`).
        let attachments = item.listedAttachments
        if !attachments.isEmpty {
            addBlank()
            add("Attachments", .heading)
            for (number, enclosure) in attachments.enumerated() {
                add("[\(item.links.count + number + 1)] \(enclosure.url)\(Self.describe(enclosure))", .listedLink)
            }
        }
        self.lines = lines
    }

    /// The number of the link whose "[n]" is at `column` (from the text's left edge) of line
    /// `index`, if one is there: what a click on it opens.
    public func linkNumber(line index: Int, column: Int) -> Int? {
        guard lines.indices.contains(index) else { return nil }
        let line = lines[index]
        var x = line.textColumn
        var offset = 0
        for character in line.text {
            let width = DisplayWidth.of(character)
            let bytes = character.utf8.count
            if column >= x && column < x + max(1, width) {
                for span in line.spans where span.start <= offset && offset < span.end {
                    if case .linkNumber(let number) = span.kind { return number }
                }
                if line.role == .listedLink, let number = Self.listedNumber(line) { return number }
                return nil
            }
            x += width
            offset += bytes
        }
        return nil
    }

    /// The number a line of the lists of links or attachments starts with ("[3] https://…").
    private static func listedNumber(_ line: Line) -> Int? {
        guard line.text.hasPrefix("[") else { return nil }
        return Int(line.text.dropFirst().prefix { $0.isASCII && $0.isNumber })
    }

    /// The place shown when the document is scrolled to `row` (a row of `lineCount`), for `itemID`.
    func place(atRow row: Int, atEnd: Bool) -> DetailPlace {
        guard row >= pictureRows, row - pictureRows < lines.count else {
            return DetailPlace(itemID: itemID, atEnd: atEnd, source: 0, offset: 0, pictureRow: max(0, min(row, pictureRows)))
        }
        let line = lines[row - pictureRows]
        return DetailPlace(itemID: itemID, atEnd: atEnd, source: line.source, offset: Self.offset(of: line), pictureRow: nil)
    }

    /// The row showing `place` in this layout: the line of its text that holds its offset.
    func row(of place: DetailPlace) -> Int {
        if let pictureRow = place.pictureRow { return min(pictureRow, pictureRows) }
        var found = lines.firstIndex { $0.source >= place.source } ?? lines.count
        var index = found
        while index < lines.count, lines[index].source == place.source, Self.offset(of: lines[index]) <= place.offset {
            found = index
            index += 1
        }
        return pictureRows + found
    }

    /// Where `line` starts in the text it was wrapped from, in UTF-8 bytes (O(1) on native strings).
    private static func offset(of line: Line) -> Int {
        line.text.base.utf8.distance(from: line.text.base.startIndex, to: line.text.startIndex)
    }

    /// A list item's marker with the spaces before it, as the HTML converter and the lists of
    /// links write them ("  • " is 6 bytes and 4 columns, "12. " 4 and 4, "[3] " 4 and 4), or nil
    /// when `paragraph` is not a list item.
    static func listMarker(_ paragraph: String) -> (bytes: Int, columns: Int)? {
        let bytes = paragraph.utf8
        let spaces = bytes.prefix { $0 == 0x20 }.count
        var rest = bytes.dropFirst(spaces)
        if rest.starts(with: "• ".utf8) { return (spaces + "• ".utf8.count, spaces + 2) }
        let bracketed = rest.first == UInt8(ascii: "[")
        if bracketed { rest = rest.dropFirst() }
        let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
        guard digits > 0, digits < 4, rest.dropFirst(digits).starts(with: (bracketed ? "] " : ". ").utf8) else { return nil }
        let length = spaces + digits + 2 + (bracketed ? 1 : 0)
        return (length, length)
    }

    /// " (audio/mpeg, 1.9 MB)" from what the feed states, or "" when it states nothing. The size's
    /// number and unit are joined by a no-break space: a line never ends between them.
    static func describe(_ enclosure: FeedEnclosure) -> String {
        var facts: [String] = []
        if let type = enclosure.type, !type.isEmpty { facts.append(type) } else if let medium = enclosure.medium { facts.append(medium) }
        if let length = enclosure.length, length > 0 {
            facts.append(NumberText.byteCount(length).replacingOccurrences(of: " ", with: "\u{00A0}"))
        }
        return facts.isEmpty ? "" : " (" + facts.joined(separator: ", ") + ")"
    }

    /// A date as "2024-05-01 14:30 UTC" or "2024-05-01 23:30 +09:00": in the reader's time zone
    /// (the app passes the system's, which honours TZ), with the zone written out so screens say
    /// what they mean.
    static func format(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let year = c.year ?? 0
        let paddedYear = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(paddedYear)-\(twoDigits(c.month ?? 0))-\(twoDigits(c.day ?? 0)) \(twoDigits(c.hour ?? 0)):\(twoDigits(c.minute ?? 0)) \(zoneText(timeZone, at: date))"
    }

    /// "UTC" for a zero offset, else the offset as "+09:00" / "-05:30".
    static func zoneText(_ timeZone: TimeZone, at date: Date) -> String {
        let seconds = timeZone.secondsFromGMT(for: date)
        if seconds == 0 { return "UTC" }
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }

    /// 0...99 as two digits: "07".
    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

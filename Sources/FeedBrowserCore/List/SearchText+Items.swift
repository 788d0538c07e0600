import CellLayout
import Feeds
import TextLayout
#if canImport(Glibc)
import Glibc
#endif

/// The buffer as the only copy of the entries' searched text: a held list keeps each entry as a
/// `HeldEntry`, without those fields, and reads them back when the entry is asked for (drawn,
/// opened), so the text of a 100k-item feed is not held twice (about 60 MB: the strings, their
/// headers and their allocations' rounding). The row's strings are made again from it too.
extension SearchText {
    /// What a held list keeps of `entry`, added at `index` already: a summary only when the
    /// buffer holds none for it (`.summary`, equal to the text, or found in it), the row's
    /// strings only when they are not the buffer's bytes on one line (`entry.rowTextPlace`: a post
    /// keeps its line breaks).
    func held(_ entry: ListEntry, at index: Int) -> HeldEntry {
        withUnsafePointer(to: entry) { held($0, at: index) }
    }

    /// `held(_:at:)` of the entry at `entry`, read in place (a batch's entries: passing one on
    /// as a value copied it, retaining and releasing every string of it).
    func held(_ entry: UnsafePointer<ListEntry>, at index: Int) -> HeldEntry {
        let keepsSummary = stored[index].isDisjoint(with: [.summary, .summaryIsText, .summaryInText])
        guard !keepsSummary || entry.pointee.item.summary.isEmpty else { return HeldEntry(entry, keepingSummary: true, rowTextPlace: nil) }
        return HeldEntry(entry, keepingSummary: keepsSummary, rowTextPlace: entry.pointee.rowTextPlace)
    }

    /// The whole entry `held` keeps entry `index` of: `packed` (its other fields, unpacked) with
    /// its text read back from the buffer; no library state (the store keeps it).
    func entry(from held: HeldEntry, at index: Int, packed: FeedItem) -> ListEntry {
        let fields = fieldRanges(ofEntry: index)
        var item = packed
        item.duration = held.rare?.duration
        item.artworkURL = held.rare?.artworkURL
        item.title = fields.title.map(original)
        item.content = original(fields.text)
        item.author = fields.author.map(original)
        // A summary equal to the text shares its string, as it did when it was added.
        item.summary = fields.summary.map { $0 == fields.text ? item.content : original($0) } ?? held.rare?.summary ?? ""
        item.link = fields.link.map(original)
        return ListEntry(item: item, state: nil, cellKind: held.cellKind, content: cellContent(of: held, fields),
                         titleColumns: Int(held.titleColumns), summaryColumns: Int(held.summaryColumns),
                         searchesSummary: stored[index].contains(.summary))
    }

    /// What the row of entry `index` (kept as `held`) shows, equal to the entry's `content`: a
    /// few short strings made from the buffer (a row is measured once per width, and drawn when
    /// shown; its strings are not kept).
    func cellContent(of held: HeldEntry, at index: Int) -> CellContent {
        cellContent(of: held, fieldRanges(ofEntry: index))
    }

    private func cellContent(of held: HeldEntry, _ fields: FieldRanges) -> CellContent {
        if let kept = held.rare?.content { return held.shown(kept) }
        return madeContent(of: held, fields)
    }

    /// The row's strings made from the buffer as `ListEntry.content(of:)` makes them from the item:
    /// the title and author on one line, the summary's first `rowSummaryBytes` on one line.
    private func madeContent(of held: HeldEntry, _ fields: FieldRanges) -> CellContent {
        var content = CellContent(title: nil, summary: "")
        content.hasTitle = held.hasTitle
        // Most rows' text is one line already: `oneLine` would only scan it again.
        func shown(_ range: Range<Int>) -> String { held.rowTextIsAsWritten ? original(range) : FeedItem.oneLine(original(range)) }
        if held.hasTitle, let title = fields.title { content.title = shown(title) }
        content.author = fields.author.map(shown) ?? ""
        let source = summarySource(fields)
        let summary = shown(source.lowerBound..<source.lowerBound + Int(held.rowSummaryBytes))
        content.summary = held.rowSummaryIsCut ? summary + Truncation.ellipsis : summary
        return held.shown(content)
    }

    /// Where the row's summary is cut from: the summary, or the text when the summary is empty.
    func summarySource(_ fields: FieldRanges) -> Range<Int> {
        if let summary = fields.summary, !summary.isEmpty { return summary }
        return fields.text
    }

    /// Where an entry's fields lie in `bytes`.
    typealias FieldRanges = (title: Range<Int>?, text: Range<Int>, author: Range<Int>?, summary: Range<Int>?, link: Range<Int>?)

    /// Where the fields of entry `index` lie in `bytes`, in the order `add` wrote them; a summary
    /// the buffer holds as the text, or inside it, has the range it has there.
    func fieldRanges(ofEntry index: Int) -> FieldRanges {
        let stored = stored[index]
        let end = ranges[index].upperBound
        var start = ranges[index].lowerBound
        func next() -> Range<Int> {
            let fieldEnd = bytes.withUnsafeBufferPointer { all -> Int in
                guard let base = all.baseAddress, let found = memchr(base + start, Int32(Self.separator), end - start) else { return end }
                return UnsafeRawPointer(found) - UnsafeRawPointer(base)
            }
            defer { start = min(fieldEnd + 1, end) }
            return start..<fieldEnd
        }
        let title = stored.contains(.title) ? next() : nil
        let text = next()
        let author = stored.contains(.author) ? next() : nil
        var summary: Range<Int>?
        if stored.contains(.summary) {
            summary = next()
        } else if stored.contains(.summaryIsText) {
            summary = text
        } else if stored.contains(.summaryInText) {
            summary = summariesInText[index]
        }
        let link = stored.contains(.link) ? next() : nil
        return (title, text, author, summary, link)
    }

    /// The bytes of `range` as the text had them: the ASCII letters `uppercase` marks raised again.
    private func original(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { out in
            bytes.withUnsafeBufferPointer { all in
                _ = out.initialize(from: all[range])
            }
            var word = range.lowerBound >> 6
            while word << 6 < range.upperBound {
                var marks = uppercase[word]
                while marks != 0 {
                    let offset = word << 6 + marks.trailingZeroBitCount
                    if range.contains(offset) { out[offset - range.lowerBound] &= ~0x20 }
                    marks &= marks - 1
                }
                word += 1
            }
            return range.count
        }
    }

    /// Where `part` (not empty) starts in `text`'s UTF-8, looked for as `ListEntry.summaryIsRepeated`
    /// does (a summary of up to 1 KB, in the text's first 8 KB): feeds repeat the summary at or
    /// near the start of the text, so this costs little more than a comparison.
    static func offset(of part: String, in text: String) -> Int? {
        var part = part  // native strings are contiguous: `withUTF8` reads them in place
        var text = text
        return text.withUTF8 { all in
            part.withUTF8 { wanted in
                let searched = min(all.count, 8 << 10)
                guard !wanted.isEmpty, wanted.count <= min(1 << 10, searched) else { return nil }
                for start in 0...(searched - wanted.count) where all[start] == wanted[0] {
                    if memcmp(all.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0 { return start }
                }
                return nil
            }
        }
    }
}

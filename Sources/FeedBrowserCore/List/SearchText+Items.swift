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
    /// strings only when they are not the buffer's bytes on one line (a post keeps its line breaks).
    func held(_ entry: ListEntry, at index: Int) -> HeldEntry {
        let keepsSummary = stored[index].isDisjoint(with: [.summary, .summaryIsText, .summaryInText])
        guard !keepsSummary || entry.item.summary.isEmpty else { return HeldEntry(entry, keepingSummary: true, rowSummary: nil) }
        let fields = fieldRanges(ofEntry: index)
        let shown = entry.content
        // Each: nil when the field on one line is not what the row shows, else whether it is the
        // field's bytes as they are (then `oneLine` need not run when the row is made).
        let title = shown.hasTitle ? fields.title.flatMap { oneLineMatch(shown.title, of: $0) } : true
        let author = fields.author.map { oneLineMatch(shown.author, of: $0) } ?? (shown.author.isEmpty ? true : nil)
        guard let title, let author, let place = rowSummary(shown.summary, in: summarySource(fields)) else {
            return HeldEntry(entry, keepingSummary: keepsSummary, rowSummary: nil)
        }
        return HeldEntry(entry, keepingSummary: keepsSummary,
                         rowSummary: (place.bytes, place.isCut, isAsWritten: title && author && place.isAsWritten))
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

    /// How many bytes at the start of `source` the row's `summary` is made of (`FeedItem.oneLine`
    /// of them), whether it ends in an ellipsis the cut added, and whether those bytes are the
    /// summary as they are; nil when it is not made so.
    private func rowSummary(_ summary: String, in source: Range<Int>) -> (bytes: Int, isCut: Bool, isAsWritten: Bool)? {
        var shown = summary
        return shown.withUTF8 { wanted in
            // Most summaries are cut: that is tried first.
            let ellipsis = Truncation.ellipsis.utf8.count
            if summary.hasSuffix(Truncation.ellipsis),
               let found = oneLineLength(of: UnsafeBufferPointer(rebasing: wanted.dropLast(ellipsis)), in: source, wholeField: false) {
                return (found.length, true, found.isAsWritten)
            }
            return oneLineLength(of: wanted, in: source, wholeField: false).map { ($0.length, false, $0.isAsWritten) }
        }
    }

    /// Nil unless `shown` is `FeedItem.oneLine` of the text of field `range`; then whether it is
    /// that text as it is.
    private func oneLineMatch(_ shown: String, of range: Range<Int>) -> Bool? {
        var shown = shown
        return shown.withUTF8 { oneLineLength(of: $0, in: range, wholeField: true)?.isAsWritten }
    }

    /// The length of the start of field `range` (all of it, with `wholeField`) whose text on one
    /// line (`FeedItem.oneLine`: runs of spaces, tabs and line breaks one space, none at either
    /// end) is `wanted`, byte for byte and case for case, and whether that start is `wanted` as
    /// it is (nothing dropped or collapsed); nil when there is none.
    private func oneLineLength(of wanted: UnsafeBufferPointer<UInt8>, in range: Range<Int>,
                               wholeField: Bool) -> (length: Int, isAsWritten: Bool)? {
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        // oneLine never makes a text that starts or ends with a space.
        if let first = wanted.first, isSeparator(first) { return nil }
        if let last = wanted.last, isSeparator(last) { return nil }
        return bytes.withUnsafeBufferPointer { all -> (length: Int, isAsWritten: Bool)? in
            uppercase.withUnsafeBufferPointer { upper -> (length: Int, isAsWritten: Bool)? in
                func isUppercase(_ offset: Int) -> Bool { upper[offset >> 6] >> UInt64(offset & 63) & 1 == 1 }
                var at = range.lowerBound
                while at < range.upperBound && isSeparator(all[at]) { at += 1 }
                var isAsWritten = at == range.lowerBound
                for byte in wanted {
                    guard at < range.upperBound else { return nil }
                    let stored = all[at]
                    if byte == stored && !isSeparator(byte) {
                        // The same byte: a lowercase letter must not be one the text had in capitals.
                        if byte &- 0x61 < 26 && isUppercase(at) { return nil }
                        at += 1
                    } else if byte &- 0x41 < 26 && stored == byte | 0x20 && isUppercase(at) {
                        at += 1
                    } else if byte == 0x20 && isSeparator(stored) {
                        let run = at
                        while at < range.upperBound && isSeparator(all[at]) { at += 1 }
                        if at - run > 1 || stored != 0x20 { isAsWritten = false }
                    } else {
                        return nil  // another byte, or a tab or line break oneLine never leaves
                    }
                }
                let length = at - range.lowerBound
                guard wholeField else { return (length, isAsWritten) }
                if at < range.upperBound { isAsWritten = false }
                while at < range.upperBound && isSeparator(all[at]) { at += 1 }
                return at == range.upperBound ? (length, isAsWritten) : nil
            }
        }
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

import CByteScan
import CellLayout
import Feeds
import TextLayout
#if canImport(Glibc)
import Glibc
#endif

/// Where a row's texts lie in its item's fields, found when the entry is made (on the loader's
/// thread) so a held list (`SearchText.held`) need not find them again by matching the row's
/// strings against its buffer (a tenth of the main thread's share of loading a 100k feed): the
/// row's summary is `FeedItem.oneLine` of the first `summaryBytes` of the summary's source (the
/// summary, else the text), plus an ellipsis when `summaryIsCut`; the title and author are their
/// fields on one line. The buffer holds those fields byte for byte (its lowercased letters marked),
/// so a match in the item's bytes is a match in the buffer's.
struct RowTextPlace: Sendable, Equatable {
    let summaryBytes: UInt32
    let summaryIsCut: Bool
    /// Whether the title, author and summary are those bytes as they are (no spaces to collapse),
    /// so making the row skips `FeedItem.oneLine`.
    let isAsWritten: Bool

    /// The place of `shown`'s texts (the row of `item`) in `item`'s fields; nil when the row's
    /// strings are not made so (a post's line breaks, a text trimmed of other spaces): they are kept.
    static func of(_ item: FeedItem, shown: CellContent) -> RowTextPlace? {
        // Each: nil when the field on one line is not what the row shows, else whether it is the
        // field's bytes as they are.
        let title = shown.hasTitle ? item.title.flatMap { oneLineMatch(shown.title, of: $0) } : true
        let author = item.author.map { oneLineMatch(shown.author, of: $0) } ?? (shown.author.isEmpty ? true : nil)
        guard let title, let author, let place = rowSummary(shown.summary, in: item.summary.isEmpty ? item.content : item.summary) else {
            return nil
        }
        return RowTextPlace(summaryBytes: UInt32(clamping: place.bytes), summaryIsCut: place.isCut,
                            isAsWritten: title && author && place.isAsWritten)
    }

    /// How many bytes at the start of `source` the row's `summary` is made of, whether it ends
    /// in an ellipsis the cut added, and whether those bytes are the summary as they are.
    private static func rowSummary(_ summary: String, in source: String) -> (bytes: Int, isCut: Bool, isAsWritten: Bool)? {
        withBytes(of: summary) { wanted in
            withBytes(of: source) { source in
                // Most summaries are cut: that is tried first. (The bytes are compared first; then
                // the characters, as the ellipsis may join a scalar before it in one, but never an
                // ASCII one.)
                let ellipsis = ellipsisBytes.count
                if wanted.count >= ellipsis, memcmp(wanted.baseAddress! + wanted.count - ellipsis, ellipsisBytes, ellipsis) == 0,
                   wanted.count == ellipsis || wanted[wanted.count - ellipsis - 1] < 0x80 || summary.hasSuffix(Truncation.ellipsis),
                   let found = oneLineLength(of: UnsafeBufferPointer(rebasing: wanted.dropLast(ellipsis)), in: source, wholeField: false) {
                    return (found.length, true, found.isAsWritten)
                }
                return oneLineLength(of: wanted, in: source, wholeField: false).map { ($0.length, false, $0.isAsWritten) }
            }
        }
    }

    private static let ellipsisBytes: [UInt8] = Array(Truncation.ellipsis.utf8)

    /// Nil unless `shown` is `FeedItem.oneLine` of `field`; then whether it is `field` as it is.
    private static func oneLineMatch(_ shown: String, of field: String) -> Bool? {
        withBytes(of: shown) { wanted in withBytes(of: field) { oneLineLength(of: wanted, in: $0, wholeField: true)?.isAsWritten } }
    }

    /// `body` with `text`'s UTF-8, read in place when the string is native (the parser's are).
    private static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    @inline(__always) private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// The length of the start of `field` (all of it, with `wholeField`) whose text on one line
    /// (`FeedItem.oneLine`: runs of spaces, tabs and line breaks one space, none at either end)
    /// is `wanted`, byte for byte, and whether that start is `wanted` as it is (nothing dropped or
    /// collapsed); nil when there is none.
    static func oneLineLength(of wanted: UnsafeBufferPointer<UInt8>, in field: UnsafeBufferPointer<UInt8>,
                              wholeField: Bool) -> (length: Int, isAsWritten: Bool)? {
        // oneLine never makes a text that starts or ends with a space.
        if let first = wanted.first, isSeparator(first) { return nil }
        if let last = wanted.last, isSeparator(last) { return nil }
        // Most rows' texts are their field's first bytes as written (one clean line): one compare.
        if !wanted.isEmpty, wanted.count <= field.count, !wholeField || wanted.count == field.count,
           memcmp(wanted.baseAddress!, field.baseAddress!, wanted.count) == 0,
           fb_has_break_or_double_space(wanted.baseAddress!, wanted.count) == 0 {
            return (wanted.count, true)
        }
        var at = 0
        while at < field.count && isSeparator(field[at]) { at += 1 }
        var isAsWritten = at == 0
        for byte in wanted {
            guard at < field.count else { return nil }
            let stored = field[at]
            if byte == stored && !isSeparator(byte) {
                at += 1
            } else if byte == 0x20 && isSeparator(stored) {
                let run = at
                while at < field.count && isSeparator(field[at]) { at += 1 }
                if at - run > 1 || stored != 0x20 { isAsWritten = false }
            } else {
                return nil  // another byte, or a tab or line break oneLine never leaves
            }
        }
        let length = at
        guard wholeField else { return (length, isAsWritten) }
        if at < field.count { isAsWritten = false }
        while at < field.count && isSeparator(field[at]) { at += 1 }
        return at == field.count ? (length, isAsWritten) : nil
    }
}

import CellLayout
import Feeds
import TextLayout

/// A held row measured from the buffer in place: its title, author and summary are read as the
/// bytes `cellContent(of:at:)` makes its strings of, so measuring every row of a loaded feed
/// builds no strings (making three or four per row doubled the measurement of a 100k feed).
extension SearchText {
    /// Calls `body` with the texts the row of entry `index` (`held`) shows, as UTF-8: the bytes
    /// of `cellContent(of:at:)`'s strings, the buffer's own where they are its bytes as written,
    /// else (a summary's ellipsis, a title or text on one line, "[No Title]") copied to the stack.
    /// ASCII letters are lowercase in the buffer; that changes no height: every ASCII letter is one
    /// column wide, a line-break class AL letter and a grapheme of its own in either case.
    /// Nil when the row's strings are not made from the buffer alone (kept strings, a note or a
    /// badge, a title-less row with an author, whose headline joins two fields): measure
    /// `cellContent(of:at:)` then.
    func withRowBytes<R>(of held: UnsafePointer<HeldEntry>, at index: Int, _ body: (CellTextBytes) -> R) -> R? {
        if let rare = held.pointee.rare, rare.content != nil || !rare.note.isEmpty || !rare.badge.isEmpty { return nil }
        let fields = fieldRanges(ofEntry: index)
        guard held.pointee.hasTitle || fields.author == nil else { return nil }
        let title = held.pointee.hasTitle ? fields.title : nil
        let source = summarySource(fields)
        let summary = source.lowerBound..<source.lowerBound + Int(held.pointee.rowSummaryBytes)
        let isCut = held.pointee.rowSummaryIsCut
        let collapses = !held.pointee.rowTextIsAsWritten
        let room = Self.missingTitle.count + summary.count + (isCut ? Self.ellipsis.count : 0)
            + (collapses ? (title?.count ?? 0) + (fields.author?.count ?? 0) : 0)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { scratch in
            bytes.withUnsafeBufferPointer { all in
                var used = 0
                /// The bytes of `range` as the row shows them (`FeedItem.oneLine` when the row's
                /// text is not as written), followed by `suffix`.
                func shown(_ range: Range<Int>, then suffix: [UInt8] = []) -> UnsafeBufferPointer<UInt8> {
                    if !collapses && suffix.isEmpty { return UnsafeBufferPointer(rebasing: all[range]) }
                    let start = used
                    if collapses {
                        used += FeedItem.writeOneLine(UnsafeBufferPointer(rebasing: all[range]), into: scratch.baseAddress! + used)
                    } else {
                        _ = UnsafeMutableBufferPointer(rebasing: scratch[used...]).initialize(from: all[range])
                        used += range.count
                    }
                    _ = UnsafeMutableBufferPointer(rebasing: scratch[used...]).initialize(from: suffix)
                    used += suffix.count
                    return UnsafeBufferPointer(rebasing: scratch[start..<used])
                }
                let titleBytes: UnsafeBufferPointer<UInt8>
                if let title {
                    titleBytes = shown(title)
                } else {
                    _ = UnsafeMutableBufferPointer(rebasing: scratch[used...]).initialize(from: Self.missingTitle)
                    titleBytes = UnsafeBufferPointer(rebasing: scratch[used..<used + Self.missingTitle.count])
                    used += Self.missingTitle.count
                }
                let author = fields.author.map { shown($0) } ?? UnsafeBufferPointer(start: nil, count: 0)
                let summaryBytes = shown(summary, then: isCut ? Self.ellipsis : [])
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                return body(CellTextBytes(title: titleBytes, summary: summaryBytes, author: author, badge: none, note: none,
                                          headline: titleBytes, hasThumbnail: held.pointee.hasThumbnail,
                                          hasPicture: held.pointee.hasPicture, hasDate: held.pointee.hasDate))
            }
        }
    }

    private static let missingTitle = Array(CellContent.missingTitle.utf8)
    private static let ellipsis = Array(Truncation.ellipsis.utf8)
}

import CellLayout
import Feeds
import Foundation

/// What a held list keeps of an entry besides the text its `SearchText` holds: no title, text,
/// author, summary or link (the buffer's bytes are their only copy), no id, date, links, pictures,
/// enclosures, categories or marks (packed in `EntryStore`'s `PackedItemFields`), and none of the row's
/// strings made from them: its title, author and summary cut are made again from the buffer
/// when the row is measured or drawn (`SearchText.cellContent(of:at:)`), the summary from the
/// first `rowSummaryBytes` of its source. Its library state is the store's (`EntryStore.state(at:)`).
/// 40 bytes where a `ListEntry` took 344 plus about
/// 350 for the row's strings and about 450 for the other fields' strings and arrays (docs/PERFORMANCE.md).
struct HeldEntry {
    /// Where `PackedItemFields` holds this entry's other fields (set by the store that packs them).
    var packedFields = 0
    /// The fields few entries have, behind one reference (nil for most entries).
    let rare: HeldRareFields?
    /// `ListEntry.titleColumns` and `summaryColumns` (a row's text is never 2^31 columns wide).
    let titleColumns: Int32
    let summaryColumns: Int32
    let cellKind: CellKind
    /// The row's flags as the entry had them (a failed picture clears one, `withoutPicture`).
    let hasThumbnail: Bool
    let hasPicture: Bool
    let hasDate: Bool
    let hasTitle: Bool
    /// Bytes at the start of the summary's source (the summary, else the text) that the row's
    /// summary is those of with spaces collapsed, and whether an ellipsis follows them.
    let rowSummaryBytes: UInt32
    let rowSummaryIsCut: Bool
    /// Whether the row's title, author and summary are those bytes as they are (no spaces to
    /// collapse), so making the row skips `FeedItem.oneLine`.
    let rowTextIsAsWritten: Bool

    /// The compact form of the entry at `entry` (read in place); `keepingSummary`: the buffer does not hold its summary.
    /// `rowTextPlace`: where the buffer holds the row's texts; nil keeps the row's strings.
    init(_ entry: UnsafePointer<ListEntry>, keepingSummary: Bool, rowTextPlace place: RowTextPlace?) {
        rare = HeldRareFields.of(duration: entry.pointee.item.duration, artworkURL: entry.pointee.item.artworkURL,
                                 summary: keepingSummary ? entry.pointee.item.summary : "", content: place == nil ? entry.pointee.content : nil,
                                 note: entry.pointee.content.note, badge: entry.pointee.content.badge)
        titleColumns = Int32(clamping: entry.pointee.titleColumns)
        summaryColumns = Int32(clamping: entry.pointee.summaryColumns)
        cellKind = entry.pointee.cellKind
        hasThumbnail = entry.pointee.content.hasThumbnail
        hasPicture = entry.pointee.content.hasPicture
        hasDate = entry.pointee.content.hasDate
        hasTitle = entry.pointee.content.hasTitle
        rowSummaryBytes = place?.summaryBytes ?? 0
        rowSummaryIsCut = place?.summaryIsCut ?? false
        rowTextIsAsWritten = place?.isAsWritten ?? false
    }

    /// `made` (the row's strings made from the text) with this entry's flags, note and badge.
    func shown(_ made: CellContent) -> CellContent {
        var content = made
        content.hasThumbnail = hasThumbnail
        content.hasPicture = hasPicture
        content.hasDate = hasDate
        content.note = rare?.note ?? ""
        content.badge = rare?.badge ?? ""
        return content
    }
}

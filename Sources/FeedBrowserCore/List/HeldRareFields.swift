import CellLayout

/// The fields of a `HeldEntry` that few entries have, in one object so the others pay eight
/// bytes for them: a podcast's duration and artwork, a summary the search buffer does not hold,
/// the row's strings when they cannot be made from it (posts keep their line breaks), a failed
/// picture's note and a badge.
final class HeldRareFields {
    let duration: String?
    let artworkURL: String?
    let summary: String
    let content: CellContent?
    let note: String
    let badge: String

    /// The fields, or nil when none is set.
    init?(duration: String?, artworkURL: String?, summary: String, content: CellContent?, note: String, badge: String) {
        guard duration != nil || artworkURL != nil || !summary.isEmpty || content != nil || !note.isEmpty || !badge.isEmpty else {
            return nil
        }
        self.duration = duration
        self.artworkURL = artworkURL
        self.summary = summary
        self.content = content
        self.note = note
        self.badge = badge
    }
}

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

    /// The fields, or nil when none is set (checked before allocating: most entries have none).
    static func of(duration: String?, artworkURL: String?, summary: String, content: CellContent?, note: String,
                   badge: String) -> HeldRareFields? {
        guard duration != nil || artworkURL != nil || !summary.isEmpty || content != nil || !note.isEmpty || !badge.isEmpty else {
            return nil
        }
        return HeldRareFields(duration: duration, artworkURL: artworkURL, summary: summary, content: content, note: note, badge: badge)
    }

    private init(duration: String?, artworkURL: String?, summary: String, content: CellContent?, note: String, badge: String) {
        self.duration = duration
        self.artworkURL = artworkURL
        self.summary = summary
        self.content = content
        self.note = note
        self.badge = badge
    }
}

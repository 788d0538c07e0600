import Feeds

extension ListEntry {
    /// The entry laid out without its thumbnail, with a one-line note saying why the picture did
    /// not load: a failed picture takes one row, not a box of six (the next reload tries again).
    func withoutPicture(reason: String) -> ListEntry {
        var entry = self
        if entry.cellKind == .post { entry.content.hasPicture = false } else { entry.content.hasThumbnail = false }
        entry.content.note = "✕ picture: " + FeedItem.oneLine(reason)
        entry.cellKind = entry.content.kind
        return entry
    }
}

import Pictures

extension App {
    /// Rows on screen whose picture will not load are laid out again without it, with a one-line
    /// note saying why, instead of a six-row box with a cross (a reload tries the picture again).
    /// Only rows on screen can have asked for a picture, so only they are looked at.
    func collapseFailedPictures(_ delivered: [ThumbnailKey: PictureSlot]) {
        var reasons: [String: String] = [:]
        for (key, slot) in delivered {
            if case .failed(let reason) = slot { reasons[key.url] = reason }
        }
        guard !reasons.isEmpty else { return }
        for row in frameLayout.rows {
            for box in row.drawing.boxes where box.role == .thumbnail || box.role == .picture {
                guard let url = box.url, let reason = reasons[url] else { continue }
                list.replaceEntry(list.entry(atItemIndex: row.itemIndex).withoutPicture(reason: reason), atItemIndex: row.itemIndex)
                break
            }
        }
    }
}

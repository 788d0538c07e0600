import Pictures

extension App {
    /// Remembers why the delivered pictures that failed would not load; the next layout
    /// collapses the rows showing them (`collapseShownFailures`).
    func collapseFailedPictures(_ delivered: [ThumbnailKey: PictureSlot]) {
        for (key, slot) in delivered {
            guard case .failed(let reason) = slot else { continue }
            failedPictureReasons[key.url] = reason
            // The detail's picture too: laid out again with the note, the text as far up as the
            // box was tall, so the line being read stays on screen.
            if let picture = detailCache?.picture, picture.url == key.url {
                state.detailScroll = max(0, state.detailScroll - (picture.height + 1) + 1)
                detailCache = nil
            }
        }
    }

    /// Rows on screen whose picture will not load are laid out again without it, with a one-line
    /// note saying why, instead of a six-row box with a cross. Rows read again (a library refresh
    /// reloads the list, a page comes back into the window) are collapsed again here, since the
    /// failure is remembered by the picture's URL, not by the row (a reload with `r` forgets it
    /// and tries again). Only rows on screen can show a picture, so only they are looked at.
    /// True when a row changed (the rows on screen must be laid out again).
    func collapseShownFailures() -> Bool {
        guard !failedPictureReasons.isEmpty else { return false }
        var changed = false
        for row in frameLayout.rows {
            for box in row.drawing.boxes where box.role == .thumbnail || box.role == .picture {
                guard let url = box.url, let reason = failedPictureReasons[url] else { continue }
                list.replaceEntry(list.entry(atItemIndex: row.itemIndex).withoutPicture(reason: reason), atItemIndex: row.itemIndex)
                changed = true
                break
            }
        }
        return changed
    }
}

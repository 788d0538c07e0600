extension App {
    /// The selected item's detail at `width`, from the cache when it is still valid.
    func detailDocument(width: Int) -> DetailDocument? {
        guard width > 0, let item = list.selectedItem else { return nil }
        if let cached = detailCache, cached.itemID == item.id, cached.width == width, cached.column == readingColumn { return cached }
        let failure = item.detailThumbnail.flatMap { failedPictureReasons[$0.url] }
        let document = DetailDocument(item: item, width: width, timeZone: timeZone, column: readingColumn, pictureFailure: failure)
        detailCache = document
        return document
    }
}

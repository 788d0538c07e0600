extension App {
    /// The selected item's detail at `width`, from the cache when it is still valid.
    func detailDocument(width: Int) -> DetailDocument? {
        guard width > 0, let item = list.selectedItem else { return nil }
        let feedTitle = selectedItemsFeedTitle
        if let cached = detailCache, cached.itemID == item.id, cached.feedTitle == feedTitle, cached.width == width,
           cached.column == readingColumn { return cached }
        let failure = item.detailThumbnail.flatMap { failedPictureReasons[$0.url] }
        let document = DetailDocument(item: item, width: width, timeZone: timeZone, column: readingColumn, pictureFailure: failure,
                                      feedTitle: feedTitle)
        detailCache = document
        return document
    }

    /// The selected item's feed in a list that mixes feeds (All unread, Starred, a tag), where
    /// neither its row nor often its text says where it is from; nil in a feed's own list.
    private var selectedItemsFeedTitle: String? {
        guard let source = listSource, let feedID = list.selectedState?.feedID else { return nil }
        if case .feed = source { return nil }
        return library?.feeds.first { $0.libraryID == feedID }?.title
    }
}

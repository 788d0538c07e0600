import Feeds
import Pictures
import TerminalUI

extension App {
    /// Starts the app on the library at `size`: the feed list first, its lists and their items
    /// coming from the runtime (`libraryChanged`, then `loadItems` batches). `reader` reads the
    /// rows of lists delivered as `rowsArrived` as they are shown.
    public func startLibrary(size: TerminalSize, pictureMode: ThumbnailMode? = nil, reader: ListWindowReader? = nil) {
        state.pictureMode = pictureMode
        windowReader = reader
        state.levels = [.feeds, .list, .detail]
        state.focus = .feeds
        state.feedTitle = "Library"
        state.loadStatus = .idle
        setSize(size)
        layOutFrame()
    }

    /// True when the app shows the library rather than one feed.
    public var isLibrary: Bool { state.levels.first == .feeds }

    /// Takes the library's new feeds and counts: the feed list is rebuilt with the same feed
    /// selected on the same line, and the list follows the selection.
    func takeLibrary(_ overview: LibraryOverview) -> [AppEffect] {
        let sources = overview.sources
        let selected = selectedSource
        let line = feedList.selectedScreenLine
        library = overview
        feedList.removeAll()
        feedList.append(overview.entries)
        if let place = pendingPlace, let row = sources.firstIndex(of: place.source) {
            feedList.select(row: row)
            state.focus = place.focus
        } else if let selected, let row = sources.firstIndex(of: selected) {
            feedList.select(row: row, screenLine: line)
        } else if feedList.rowCount > 0 {
            feedList.select(row: 0)
        }
        return followFeedSelection()
    }

    /// Shows the new counts of `feedIDs` on the feed list: their rows and the All unread and
    /// Starred rows are replaced in place, so a mark re-lays out three rows, not every feed's.
    /// Many feeds at once (a mark across a long list) rebuild the whole list instead.
    private func recount(feedIDs: Set<Int64>) {
        guard let library else { return }
        guard feedIDs.count <= 8 else { return recountFeedList() }
        var rows: [Int: ListEntry] = [:]
        for id in feedIDs {
            for (row, entry) in library.entriesCounting(feedID: id) { rows[row] = entry }
        }
        for (row, entry) in rows where row < feedList.itemCount { feedList.replaceEntry(entry, atItemIndex: row) }
    }

    /// Shows the counts in `library` on the feed list, the selection and its line kept.
    private func recountFeedList() {
        guard let library else { return }
        _ = takeLibrary(library)
    }

    /// The source of the feed list's selected row.
    var selectedSource: ItemSource? {
        guard let library, let row = feedList.selectedRow else { return nil }
        let sources = library.sources
        let index = feedList.itemIndex(forRow: row)
        return sources.indices.contains(index) ? sources[index] : nil
    }

    /// Loads the selected feed's items into the list when it shows another source.
    func followFeedSelection() -> [AppEffect] {
        guard let source = selectedSource, source != listSource else { return [] }
        listSource = source
        state.generation += 1
        state.loadStatus = .loading(received: 0)
        reloadedEntries = nil
        reloadedRows = nil
        state.detailScroll = 0
        keptDetailPlace = nil
        list.removeAll()
        if !list.filter.isEmpty { list.setFilter("") }
        detailCache = nil
        // Whether a picture loads can depend on the list (a local feed's pictures are refused
        // where web feeds are mixed in): the next list asks the loader again, which answers the
        // failures it keeps at once.
        pictures.removeFailures()
        failedPictureReasons.removeAll()
        state.feedTitle = feedTitle(of: source)
        return [.loadItems(source, generation: state.generation)]
    }

    /// Loads the list's source again, keeping the reader's place (after a refresh or `A`).
    func reloadList() -> [AppEffect] {
        guard let source = listSource else { return [] }
        state.generation += 1
        state.loadStatus = .loading(received: 0)
        reloadedEntries = list.itemCount > 0 ? [] : nil
        reloadedRows = list.itemCount > 0 ? ([], []) : nil
        if reloadedEntries == nil { list.removeAll() }
        return [.loadItems(source, generation: state.generation)]
    }

    private func feedTitle(of source: ItemSource) -> String {
        switch source {
        case .tag(let name, _): return "Tag: \(name)"
        case .allUnread: return "All unread"
        case .starred: return "Starred"
        case .feed(_, let url): return library?.feeds.first { $0.url == url }?.title ?? url
        }
    }

    /// Marks the item in the detail read, as showing it reads it: locally at once, in the
    /// library through the effect (before the next frame).
    /// Only an item newly shown is marked: `N` on the item being read leaves it unread.
    func markShownItemRead() -> [AppEffect] {
        guard isLibrary, state.focus == .detail, let row = list.selectedRow,
              let id = list.selectedState?.libraryID else {
            itemShownInDetail = nil
            return []
        }
        guard id != itemShownInDetail else { return [] }
        itemShownInDetail = id
        return setRead(true, rows: [row])
    }

    /// Sets the read mark of the items in `rows` (shown rows of the list); effects for those that changed.
    func setRead(_ read: Bool, rows: [Int]) -> [AppEffect] {
        var changed: [Int64] = []
        var feeds: Set<Int64> = []
        for row in rows {
            let index = list.itemIndex(forRow: row)
            guard var itemState = list.state(ofItemAt: index), itemState.isRead != read else { continue }
            itemState.isRead = read
            list.setState(itemState, ofItemAt: index)
            changed.append(itemState.libraryID)
            feeds.insert(itemState.feedID)
            library?.count(feedID: itemState.feedID, unread: read ? -1 : 1, starred: 0)
        }
        guard !changed.isEmpty else { return [] }
        recount(feedIDs: feeds)
        return [.setRead(changed, read)]
    }

    /// Carries out a library command; nil when `command` is not one (or the app shows one feed).
    func performLibraryCommand(_ command: Command) -> [AppEffect]? {
        guard isLibrary else {
            switch command {
            case .refreshAll, .nextUnread, .previousUnread, .toggleRead, .toggleStarred, .markAllRead:
                state.message = "That key works in the library (feedbrowser with no FEED, once feeds are added)."
                return []
            default:
                return nil
            }
        }
        switch command {
        case .reload:
            let url = state.focus == .feeds ? selectedSource?.feedURL : listSource?.feedURL
            guard let url else { return requestRefresh(library?.feeds.map(\.url) ?? []) }
            return requestRefresh([url])
        case .refreshAll:
            return requestRefresh(library?.feeds.map(\.url) ?? [])
        case .toggleRead:
            guard state.focus != .feeds, let row = list.selectedRow, let itemState = list.selectedState else { return [] }
            return setRead(!itemState.isRead, rows: [row])
        case .toggleStarred:
            guard state.focus != .feeds, let index = list.selectedRow.map(list.itemIndex(forRow:)),
                  var itemState = list.state(ofItemAt: index) else { return [] }
            itemState.isStarred.toggle()
            list.setState(itemState, ofItemAt: index)
            library?.count(feedID: itemState.feedID, unread: 0, starred: itemState.isStarred ? 1 : -1)
            recount(feedIDs: [itemState.feedID])
            return [.setStarred([itemState.libraryID], itemState.isStarred)]
        case .markAllRead:
            let source = state.focus == .feeds ? selectedSource : listSource
            guard let source else { return [] }
            // The filtered items only, when a filter is on; else every item of the source. While
            // the library still searches, the rows shown are an older filter's matches.
            let filtered = state.focus != .feeds && !list.filter.isEmpty
            if filtered && list.isSearching {
                state.message = "The filter is still searching: press A again once it has answered."
                return []
            }
            let (items, feeds) = filtered ? unreadInFilteredRows() : unread(in: source)
            // One feed's items are marked at once, as newsboat does; more than that is asked first.
            guard feeds <= 1 else {
                state.inputMode = .confirmMarkRead(MarkReadQuestion(source: source, filtered: filtered, items: items, feeds: feeds))
                return []
            }
            return markAllRead(source, filtered: filtered)
        case .nextUnread, .previousUnread:
            return moveToUnread(direction: command == .nextUnread ? 1 : -1)
        default:
            return nil
        }
    }

    /// Refreshes `urls`, or, while a refresh runs (its progress is `state.activity`; the runtime
    /// runs one at a time), remembers them and asks for them once it ends (`startQueuedRefresh`):
    /// a start's slow retry of failing feeds must not make `R` useless until it is over.
    private func requestRefresh(_ urls: [String]) -> [AppEffect] {
        guard state.activity != nil else { return [.refresh(urls)] }
        var queued = queuedRefresh ?? []
        var seen = Set(queued)
        for url in urls where seen.insert(url).inserted { queued.append(url) }
        queuedRefresh = queued
        state.message = "Refresh queued: it starts when the current one ends."
        return []
    }

    /// The refresh asked for while the last one ran, now that it has ended.
    func startQueuedRefresh() -> [AppEffect] {
        guard let queued = queuedRefresh else { return [] }
        queuedRefresh = nil
        return queued.isEmpty ? [] : [.refresh(queued)]
    }

    /// Marks the items of `source` read: only the rows the filter shows when `filtered`.
    private func markAllRead(_ source: ItemSource, filtered: Bool) -> [AppEffect] {
        if filtered { return setRead(true, rows: Array(0..<list.rowCount)) }
        // Its counts come from markAllRead below: marking row by row would count each one.
        if source == listSource { list.markAllItemsRead() }
        _ = library?.markAllRead(source)
        recountFeedList()
        return [.markAllRead(source)]
    }

    /// The answer to "Mark N items in M feeds read?": a key bound to `.confirm` (`y`) marks them,
    /// any other key cancels and says so.
    func answerMarkReadQuestion(_ question: MarkReadQuestion, _ key: Key) -> [AppEffect] {
        state.inputMode = .normal
        guard confirmKeys.command(for: key) == .confirm else {
            state.message = "Nothing marked read."
            return []
        }
        // The filter may have been searching again since the question (rows arrived meanwhile).
        if question.filtered && list.isSearching {
            state.message = "The filter is still searching: press A again once it has answered."
            return []
        }
        let effects = markAllRead(question.source, filtered: question.filtered)
        let items = question.items == 1 ? "1 item" : "\(NumberText.grouped(question.items)) items"
        state.message = "Marked \(items) in \(NumberText.grouped(question.feeds)) feeds read."
        return effects
    }

    /// The unread items among the rows the filter shows, and how many feeds they belong to.
    private func unreadInFilteredRows() -> (items: Int, feeds: Int) {
        var items = 0
        var feeds = Set<Int64>()
        for row in 0..<list.rowCount {
            guard let itemState = list.state(ofItemAt: list.itemIndex(forRow: row)), !itemState.isRead else { continue }
            items += 1
            feeds.insert(itemState.feedID)
        }
        return (items, feeds.count)
    }

    /// The unread items of `source` and how many feeds they belong to: from the feed list's
    /// counts, except for Starred, whose unread items are counted in its list when it is loaded.
    private func unread(in source: ItemSource) -> (items: Int, feeds: Int) {
        guard let library else { return (0, 0) }
        switch source {
        case .feed(let id, _):
            return (library.feeds.first { $0.libraryID == id }?.unread ?? 0, 1)
        case .allUnread, .tag:
            var ids: Set<Int64>?
            if case .tag(_, let feedIDs) = source { ids = Set(feedIDs) }
            let feeds = library.feeds.filter { feed in
                feed.unread > 0 && (ids == nil || feed.libraryID.map { ids!.contains($0) } == true)
            }
            return (feeds.reduce(0) { $0 + $1.unread }, feeds.count)
        case .starred:
            guard source == listSource else { return (0, 0) }
            var items = 0
            var feeds = Set<Int64>()
            for index in 0..<list.itemCount {
                guard let itemState = list.state(ofItemAt: index), !itemState.isRead else { continue }
                items += 1
                feeds.insert(itemState.feedID)
            }
            return (items, feeds.count)
        }
    }

    /// `n` / `p`: the next (previous) unread item of the list; past its end, the next feed with
    /// unread items, whose first unread item is selected once it loads.
    private func moveToUnread(direction: Int) -> [AppEffect] {
        if state.focus != .feeds {
            let start = list.selectedRow ?? (direction > 0 ? -1 : list.rowCount)
            if let row = list.row(from: start, direction: direction, where: { $0?.isRead == false }) {
                list.select(row: row)
                state.detailScroll = 0
                detailCache = nil
                return []
            }
        }
        guard let library, let current = feedList.selectedRow else { return [] }
        let sources = library.sources
        var row = current + direction
        while row >= 0 && row < feedList.rowCount {
            let index = feedList.itemIndex(forRow: row)
            if case .feed(let id, _) = sources[index], library.feeds.first(where: { $0.libraryID == id })?.unread ?? 0 > 0 {
                feedList.select(row: row)
                selectsFirstUnreadOnLoad = true
                if state.focus == .feeds { state.focus = .list }
                return followFeedSelection()
            }
            row += direction
        }
        state.message = "No more unread items."
        return []
    }

    /// Where the reader is, to come back to after a restart; nil outside the library or before
    /// a list is open.
    public var readingPlace: ReadingPlace? {
        guard isLibrary, let source = listSource else { return nil }
        return ReadingPlace(source: source, focus: state.focus, itemID: list.selectedState?.libraryID,
                            detail: state.focus == .detail ? detailPlace() : nil)
    }

    /// Once the list holds the item of the place being restored (looked for among the entries
    /// just appended, `indices`): select it and scroll its detail back to where it was.
    func restorePendingItem(among indices: Range<Int>) {
        guard let place = pendingPlace, place.source == listSource else { return }
        guard let itemID = place.itemID else {
            pendingPlace = nil
            return
        }
        guard let index = indices.first(where: { list.state(ofItemAt: $0)?.libraryID == itemID }),
              let row = list.row(forItemIndex: index) else { return }
        pendingPlace = nil
        list.select(row: row, screenLine: nil)
        detailCache = nil
        state.detailScroll = 0
        if place.detail != nil { restoreDetailPlace(place.detail) }
    }

    /// After a batch arrived: select the first unread item when `n` asked for it.
    func selectFirstUnreadIfAsked() {
        guard selectsFirstUnreadOnLoad,
              let row = list.row(from: -1, direction: 1, where: { $0?.isRead == false }) else { return }
        selectsFirstUnreadOnLoad = false
        list.select(row: row)
    }
}

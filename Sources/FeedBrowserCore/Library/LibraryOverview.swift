import Feeds
import Foundation

/// The library as the feed list shows it: every subscribed feed in the urls file's order, the
/// counts of the lists across feeds, and the time the "updated 3 h ago" texts are counted from.
public struct LibraryOverview: Sendable, Equatable {
    public var feeds: [LibraryFeedSummary]
    public var unread: Int
    public var starred: Int
    public var now: Date
    /// The hidden (`!`) feeds of the urls file: not listed, but refreshed with every feed (`R`
    /// and the start's refresh of stale feeds, which goes by their last attempt), as newsboat
    /// does (query feeds read their items), and as `feedbrowser refresh` does.
    public var hiddenFeeds: [LibraryFeedSummary]

    public init(feeds: [LibraryFeedSummary], unread: Int, starred: Int, now: Date, hiddenFeeds: [LibraryFeedSummary] = []) {
        self.feeds = feeds
        self.unread = unread
        self.starred = starred
        self.now = now
        self.hiddenFeeds = hiddenFeeds
    }

    /// The hidden feeds' URLs, in the urls file's order.
    public var hiddenURLs: [String] { hiddenFeeds.map(\.url) }

    /// What `R` refreshes: the listed feeds, then the hidden ones.
    public var refreshedURLs: [String] { feeds.map(\.url) + hiddenURLs }

    /// The feed list's rows, top to bottom: "All unread", "Starred", a row per tag (the items of
    /// its feeds), then the feeds.
    public var sources: [ItemSource] {
        [.allUnread, .starred] + tags.map { ItemSource.tag(name: $0, feedIDs: feedIDs(tagged: $0)) }
            + feeds.compactMap { feed in feed.libraryID.map { ItemSource.feed(id: $0, url: feed.url) } }
    }

    /// The feed list's rows as list entries (self-sizing like any item: the title wraps, the
    /// counts, age and last error form the summary). Its filter (`/`) finds a row by title, a
    /// feed's URL (the entry's link) and tags (its text), not by the counts in the summary.
    public var entries: [ListEntry] {
        [unreadEntry, starredEntry] + tags.map(entry(ofTag:)) + feeds.compactMap(entry(of:))
    }

    /// The tags of the listed feeds, each once, in alphabetical order (ignoring case).
    public var tags: [String] {
        var seen = Set<String>()
        let all = feeds.filter { $0.libraryID != nil }.flatMap(\.tags).filter { seen.insert($0).inserted }
        return all.sorted { $0.localizedLowercase < $1.localizedLowercase }
    }

    /// The library ids of the listed feeds tagged `tag`, in the feed list's order.
    func feedIDs(tagged tag: String) -> [Int64] {
        feeds.filter { $0.tags.contains(tag) }.compactMap(\.libraryID)
    }

    /// The rows a change to feed `feedID`'s counts touches (All unread, Starred, its tags' rows and
    /// the feed's), with their entries: what the feed list redraws after a mark, not every row.
    func entriesCounting(feedID: Int64) -> [(row: Int, entry: ListEntry)] {
        var changed = [(0, unreadEntry), (1, starredEntry)]
        let tags = self.tags
        let listed = feeds.filter { $0.libraryID != nil }
        guard let index = listed.firstIndex(where: { $0.libraryID == feedID }) else { return changed }
        for (tagIndex, tag) in tags.enumerated() where listed[index].tags.contains(tag) {
            changed.append((2 + tagIndex, entry(ofTag: tag)))
        }
        if let entry = entry(of: listed[index]) { changed.append((2 + tags.count + index, entry)) }
        return changed
    }

    /// A tag's row: the tag, how many feeds carry it and their unread items.
    private func entry(ofTag tag: String) -> ListEntry {
        let tagged = feeds.filter { $0.libraryID != nil && $0.tags.contains(tag) }
        let summary = "tag · \(tagged.count == 1 ? "1 feed" : "\(tagged.count) feeds") · \(NumberText.grouped(tagged.reduce(0) { $0 + $1.unread })) unread"
        return Self.row(FeedItem(id: "tag:\(tag)", title: "# \(tag)", summary: summary))
    }

    private var unreadEntry: ListEntry {
        Self.row(FeedItem(id: "source:unread", title: "All unread", summary: Self.count(unread, "unread item")))
    }

    private var starredEntry: ListEntry {
        Self.row(FeedItem(id: "source:starred", title: "Starred", summary: Self.count(starred, "starred item")))
    }

    /// A row whose summary (counts, ages, errors) the filter does not search: "unread" or
    /// "updated" would match every feed.
    private static func row(_ item: FeedItem) -> ListEntry {
        let entry = ListEntry(item)
        return ListEntry(item: item, state: nil, cellKind: entry.cellKind, content: entry.content, titleColumns: entry.titleColumns,
                         summaryColumns: entry.summaryColumns, searchesSummary: false)
    }

    /// A feed's row: its title wraps; its counts, tags, age and last error form the summary.
    private func entry(of feed: LibraryFeedSummary) -> ListEntry? {
        guard let id = feed.libraryID else { return nil }
        var facts = ["\(NumberText.grouped(feed.unread)) unread of \(NumberText.grouped(feed.total))"]
        if !feed.tags.isEmpty { facts.append(feed.tags.joined(separator: ", ")) }
        facts.append(feed.lastUpdate.map { "updated " + RelativeAge.text(from: $0, to: now) } ?? "never updated")
        // The urls file names the page; the reader is told which feed it led to.
        if let linked = feed.linkedFeed { facts.append("feed found on the page: " + FeedItem.oneLine(linked)) }
        var summary = facts.joined(separator: " · ")
        if let error = feed.lastError { summary += " · error: " + FeedItem.oneLine(error) }
        return Self.row(FeedItem(id: "feed:\(id)", title: feed.title, link: feed.url, summary: summary,
                                 content: feed.tags.joined(separator: " ")))
    }

    /// Counts one item of feed `feedID` changing: `unread` and `starred` are +1, -1 or 0.
    public mutating func count(feedID: Int64, unread: Int, starred: Int) {
        self.unread += unread
        self.starred += starred
        if let index = feeds.firstIndex(where: { $0.libraryID == feedID }) { feeds[index].unread += unread }
    }

    /// Every item of `source` read: its feed's unread count (every feed's, for "All unread") goes
    /// to zero. The starred items' feeds are not known here: false, and the counts stay.
    public mutating func markAllRead(_ source: ItemSource) -> Bool {
        if source == .starred { return false }
        for index in feeds.indices {
            if case .feed(let id, _) = source, feeds[index].libraryID != id { continue }
            if case .tag(_, let ids) = source, !ids.contains(where: { $0 == feeds[index].libraryID }) { continue }
            unread -= feeds[index].unread
            feeds[index].unread = 0
        }
        return true
    }

    /// The feeds not yet in the library (never refreshed successfully nor failed): not listed until
    /// a refresh reaches them.
    public var unlistedURLs: [String] { feeds.filter { $0.libraryID == nil }.map(\.url) }

    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(NumberText.grouped(value)) \(noun)s"
    }
}

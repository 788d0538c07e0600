import Feeds
import Foundation

/// The library as the feed list shows it: every subscribed feed in the urls file's order, the
/// counts of the lists across feeds, and the time the "updated 3 h ago" texts are counted from.
public struct LibraryOverview: Sendable, Equatable {
    public var feeds: [LibraryFeedSummary]
    public var unread: Int
    public var starred: Int
    public var now: Date

    public init(feeds: [LibraryFeedSummary], unread: Int, starred: Int, now: Date) {
        self.feeds = feeds
        self.unread = unread
        self.starred = starred
        self.now = now
    }

    /// The feed list's rows, top to bottom: "All unread", "Starred", then the feeds.
    public var sources: [ItemSource] {
        [.allUnread, .starred] + feeds.compactMap { feed in feed.libraryID.map { ItemSource.feed(id: $0, url: feed.url) } }
    }

    /// The feed list's rows as list entries (self-sizing like any item: the title wraps, the
    /// counts, age and last error form the summary).
    public var entries: [ListEntry] {
        var rows = [
            ListEntry(FeedItem(id: "source:unread", title: "All unread", summary: Self.count(unread, "unread item"))),
            ListEntry(FeedItem(id: "source:starred", title: "Starred", summary: Self.count(starred, "starred item"))),
        ]
        for feed in feeds {
            guard let id = feed.libraryID else { continue }
            var facts = ["\(feed.unread) unread of \(feed.total)"]
            if !feed.tags.isEmpty { facts.append(feed.tags.joined(separator: ", ")) }
            facts.append(feed.lastUpdate.map { "updated " + RelativeAge.text(from: $0, to: now) } ?? "never updated")
            var summary = facts.joined(separator: " · ")
            if let error = feed.lastError { summary += " · error: " + FeedItem.oneLine(error) }
            rows.append(ListEntry(FeedItem(id: "feed:\(id)", title: feed.title, summary: summary)))
        }
        return rows
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

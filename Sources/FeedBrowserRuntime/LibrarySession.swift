import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Library
import ReaderFiles
import Refresh
import Subscriptions

/// The library side of the runtime: the subscriptions file and the store, read for the app and
/// written when the reader marks items. Lists are read on a worker thread in pages, as a feed
/// loads; marks are small transactions done on the loop before the next frame.
public final class LibrarySession: Sendable {
    /// Items per page read from the store (and per batch handed to the app).
    public static let pageSize = 500

    public let store: LibraryStore
    public let subscriptions: SubscriptionFile
    /// Where the reader was when the app last quit.
    public let place: ReadingPlaceFile
    /// When feeds refresh by themselves and how long read items stay.
    public let policy: LibraryPolicy

    public init(store: LibraryStore, subscriptions: SubscriptionFile, place: ReadingPlaceFile, policy: LibraryPolicy = LibraryPolicy()) {
        self.store = store
        self.subscriptions = subscriptions
        self.place = place
        self.policy = policy
    }

    /// Opens the library of `directories` (creating the database when there is none yet).
    public convenience init(directories: ReaderDirectories, policy: LibraryPolicy = LibraryPolicy()) throws(LibraryError) {
        try? FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        self.init(store: try LibraryStore(path: directories.libraryFile.path), subscriptions: SubscriptionFile(url: directories.urlsFile),
                  place: ReadingPlaceFile(url: directories.data.appendingPathComponent("place.json")), policy: policy)
    }

    /// The subscribed feeds in the urls file's order with the library's counts, and the problems
    /// of the urls file (each as "urls:LINE: …").
    public func overview(now: Date) throws -> (overview: LibraryOverview, problems: [String]) {
        let list = try subscriptions.read()
        let known = Dictionary(try store.feeds().map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
        let counts = try store.counts()
        let feeds = list.subscriptions.filter { !$0.isHidden }.map { subscription in
            let feed = known[subscription.url]
            let title = subscription.title ?? feed.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? subscription.url
            return LibraryFeedSummary(libraryID: feed?.id.rawValue, url: subscription.url, title: title, tags: subscription.tags,
                                      unread: feed?.unreadCount ?? 0, total: feed?.itemCount ?? 0,
                                      lastUpdate: feed?.lastSucceededAt, lastError: feed?.lastError)
        }
        let problems = list.issues.filter { $0.severity == .error }.map { $0.formatted(fileName: subscriptions.url.lastPathComponent) }
        return (LibraryOverview(feeds: feeds, unread: counts.unread, starred: counts.starred, now: now), problems)
    }

    /// The subscribed feeds not refreshed within the policy's `staleAfter` of `now` (never
    /// refreshed included); none when the policy refreshes nothing by itself.
    public func staleFeeds(in overview: LibraryOverview, now: Date) -> [String] {
        guard let staleAfter = policy.staleAfter else { return [] }
        return overview.feeds.filter { feed in
            guard let last = feed.lastUpdate else { return true }
            return now.timeIntervalSince(last) > staleAfter
        }.map(\.url)
    }

    /// Reads `source`'s items on a worker thread, newest first, delivering them in pages as list
    /// entries carrying their read and starred marks.
    public func loadItems(_ source: ItemSource, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        let store = self.store
        let thread = Thread {
            do throws(LibraryError) {
                var cursor: ItemCursor?
                repeat {
                    let page = try Self.page(of: source, after: cursor, store: store)
                    let items = try store.items(page.rows.map(\.id))
                    guard !cancellation.isCancelled else { return }
                    deliver(.items(items.map { stored in
                        ListEntry(stored.item, state: ItemState(libraryID: stored.id.rawValue, feedID: stored.feedID.rawValue, isRead: stored.isRead,
                                                                isStarred: stored.isStarred))
                    }))
                    cursor = page.next
                } while cursor != nil && !cancellation.isCancelled
                if !cancellation.isCancelled { deliver(.finished) }
            } catch {
                deliver(.failed(error.description))
            }
        }
        thread.name = "library list"
        thread.start()
        return cancellation
    }

    private static func page(of source: ItemSource, after cursor: ItemCursor?, store: LibraryStore) throws(LibraryError) -> ItemPage {
        switch source {
        case .feed(let id, _): return try store.items(in: LibraryFeedID(rawValue: id), after: cursor, limit: pageSize)
        case .allUnread: return try store.unreadItems(after: cursor, limit: pageSize)
        case .starred: return try store.starredItems(after: cursor, limit: pageSize)
        }
    }

    /// Marks every item of `source` read.
    public func markAllRead(_ source: ItemSource) throws(LibraryError) {
        if case .feed(let id, _) = source {
            try store.markAllRead(feed: LibraryFeedID(rawValue: id))
            return
        }
        var cursor: ItemCursor?
        var ids: [LibraryItemID] = []
        repeat {
            let page = try Self.page(of: source, after: cursor, store: store)
            ids += page.rows.map(\.id)
            cursor = page.next
        } while cursor != nil
        try store.setRead(ids, true)
    }

    /// Refreshes `urls` into the library on worker threads: `progress` after each feed, then
    /// `finished` with every outcome. Returns at once.
    public func refresh(_ urls: [String], progress: @escaping @Sendable (RefreshProgress) -> Void,
                        finished: @escaping @Sendable ([FeedRefreshOutcome]) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        var configured = RefreshScheduler(store: store)
        configured.retentionCount = policy.retentionCount
        configured.retentionAge = policy.retentionAge
        let scheduler = configured
        let thread = Thread {
            let outcomes = scheduler.refresh(urls, cancellation: cancellation, progress: { report, _ in progress(report) })
            finished(outcomes)
        }
        thread.name = "refresh"
        thread.start()
        return cancellation
    }
}

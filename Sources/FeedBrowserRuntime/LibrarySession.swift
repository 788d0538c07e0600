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
    /// Rows read whole for a list's first screen, delivered with the first batch of rows: more
    /// than a tall terminal shows, and one page of the app's window, which keeps it.
    public static let firstPageSize = 64
    /// Rows per batch of marks (ids and read/starred only) after the first screen.
    public static let marksPageSize = 20_000

    public let store: LibraryStore
    public let subscriptions: SubscriptionFile
    /// Where the reader was when the app last quit.
    public let place: ReadingPlaceFile
    /// When feeds refresh by themselves and how long read items stay.
    public let policy: LibraryPolicy
    /// When the reader last left the library (the reading place was saved then): items first
    /// stored after it are marked new. Nil on a first start: nothing is new then.
    public let newSince: Date?

    public init(store: LibraryStore, subscriptions: SubscriptionFile, place: ReadingPlaceFile, policy: LibraryPolicy = LibraryPolicy()) {
        self.store = store
        self.subscriptions = subscriptions
        self.place = place
        self.policy = policy
        newSince = (try? FileManager.default.attributesOfItem(atPath: place.url.path))?[.modificationDate] as? Date
    }

    /// Whether `item` was first stored after `since`.
    static func isNew(_ item: StoredItem, since: Date?) -> Bool {
        guard let since else { return false }
        return item.firstSeenAt > since
    }

    /// Opens the library of `directories` (creating the database when there is none yet). A
    /// library that cannot be written is opened to read only (`store.isReadOnly`), so the reader
    /// still browses it; `readOnlyReason` says why.
    public convenience init(directories: ReaderDirectories, policy: LibraryPolicy = LibraryPolicy()) throws(LibraryError) {
        try? FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        let path = directories.libraryFile.path
        let store: LibraryStore
        do {
            store = try LibraryStore(path: path)
        } catch .readOnly(let path) where FileManager.default.fileExists(atPath: path) {
            store = try LibraryStore(readingOnly: path)
        }
        self.init(store: store, subscriptions: SubscriptionFile(url: directories.urlsFile),
                  place: ReadingPlaceFile(url: directories.data.appendingPathComponent("place.json")), policy: policy)
    }

    /// Why marks and refreshes are not kept, when the library is open to read only.
    public var readOnlyReason: String? {
        guard store.isReadOnly else { return nil }
        return "The library \(store.path) cannot be written (read-only file or directory): browsing what it holds; "
            + "marks and refreshes are not kept."
    }

    /// The subscribed feeds in the urls file's order with the library's counts, and the lines of
    /// the urls file that give no feed (each as "urls:LINE: why").
    public func overview(now: Date) throws -> (overview: LibraryOverview, problems: [String]) {
        let list = try subscriptions.read()
        let known = Dictionary(try store.feeds().map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
        let counts = try store.counts()
        let summaries = list.subscriptions.map { subscription in
            let feed = known[subscription.url]
            // A feed with no title yet shows its URL (cut short), and never a password given in it.
            let title = subscription.title ?? feed.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
                ?? URLDisplay.title(ofUntitled: subscription.url)
            return LibraryFeedSummary(libraryID: feed?.id.rawValue, url: subscription.url, title: title, tags: subscription.tags,
                                      unread: feed?.unreadCount ?? 0, total: feed?.itemCount ?? 0,
                                      lastUpdate: feed?.lastSucceededAt, lastError: feed?.lastError,
                                      linkedFeed: feed?.linkedURL.map(URLDisplay.redactingPassword(in:)), lastAttempt: feed?.lastFetchedAt)
        }
        let hidden = zip(list.subscriptions, summaries).filter { $0.0.isHidden }.map(\.1)
        let feeds = zip(list.subscriptions, summaries).filter { !$0.0.isHidden }.map(\.1)
        // Every line that gives no feed is named, newsboat's query: feeds too: none vanishes without a word.
        let problems = list.issues.filter(\.leavesLineUnused).map {
            URLDisplay.redactingPassword(in: $0.formatted(fileName: subscriptions.url.lastPathComponent))
        }
        return (LibraryOverview(feeds: feeds, unread: counts.unread, starred: counts.starred, now: now, hiddenFeeds: hidden), problems)
    }

    /// The subscribed feeds, hidden ones too (as `R` and newsboat refresh them: their items are
    /// in "All unread"), not fetched within the policy's `staleAfter` of `now`
    /// (never fetched included); none when the policy refreshes nothing by itself. A failed fetch
    /// counts: a feed that keeps failing (one that never succeeded too) is retried at most once per
    /// `staleAfter`, not at every start, where a server that does not answer would hold the
    /// refresh for its timeout.
    public func staleFeeds(in overview: LibraryOverview, now: Date) -> [String] {
        guard let staleAfter = policy.staleAfter else { return [] }
        return (overview.feeds + overview.hiddenFeeds).filter { feed in
            guard let last = feed.lastAttempt ?? feed.lastUpdate else { return true }
            return now.timeIntervalSince(last) > staleAfter
        }.map(\.url)
    }

    /// When the first of the subscribed feeds (hidden ones too) goes stale, as `staleFeeds` counts
    /// it: its last attempt plus `staleAfter` (a feed never tried is stale already, at the
    /// distant past); nil when the policy refreshes nothing by itself or there are no feeds.
    public func nextStaleDate(in overview: LibraryOverview) -> Date? {
        guard let staleAfter = policy.staleAfter else { return nil }
        return (overview.feeds + overview.hiddenFeeds)
            .map { ($0.lastAttempt ?? $0.lastUpdate)?.addingTimeInterval(staleAfter) ?? .distantPast }.min()
    }

    /// Reads `source`'s rows on a worker thread, in `order`: the first screen's rows whole, then
    /// every other row's id and marks only (from the list's index), in batches. The app reads the
    /// rest a page at a time as it shows them (`LibraryWindowReader`), so a list of 400k items
    /// holds 400k marks, not 400k texts.
    public func loadItems(_ source: ItemSource, order: ItemOrder = .newestFirst,
                          deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        let store = self.store
        let newSince = self.newSince
        let thread = Thread {
            do throws(LibraryError) {
                let first = try Self.firstPage(of: source, order: order, store: store)
                let items = try store.items(first.rows.map(\.id))
                guard !cancellation.isCancelled else { return }
                let states = items.map { Self.state(of: $0, newSince: newSince) }
                deliver(.rows(states, loaded: zip(items, states).map { ListEntry($0.item, state: $1) }))
                var cursor = first.next
                while let after = cursor, !cancellation.isCancelled {
                    let page = try Self.marks(of: source, after: after, order: order, store: store)
                    guard !cancellation.isCancelled else { return }
                    deliver(.rows(page.marks.map(Self.state(of:)), loaded: []))
                    cursor = page.next
                }
                if !cancellation.isCancelled { deliver(.finished) }
            } catch {
                deliver(.failed(error.description))
            }
        }
        thread.name = "library list"
        thread.start()
        return cancellation
    }

    private static func state(of item: StoredItem, newSince: Date?) -> ItemState {
        ItemState(libraryID: item.id.rawValue, feedID: item.feedID.rawValue, isRead: item.isRead, isStarred: item.isStarred,
                  isNew: isNew(item, since: newSince))
    }

    private static func state(of mark: ItemMark) -> ItemState {
        ItemState(libraryID: mark.id.rawValue, feedID: mark.feedID.rawValue, isRead: mark.isRead, isStarred: mark.isStarred)
    }

    private static func firstPage(of source: ItemSource, order: ItemOrder, store: LibraryStore) throws(LibraryError) -> ItemPage {
        switch source {
        case .feed(let id, _): return try store.items(in: LibraryFeedID(rawValue: id), limit: firstPageSize, order: order)
        case .tag(_, let ids): return try store.items(inFeeds: ids.map { LibraryFeedID(rawValue: $0) }, limit: firstPageSize, order: order)
        case .allUnread: return try store.unreadItems(limit: firstPageSize, order: order)
        case .starred: return try store.starredItems(limit: firstPageSize, order: order)
        }
    }

    private static func marks(of source: ItemSource, after cursor: ItemCursor?, order: ItemOrder = .newestFirst, store: LibraryStore,
                              limit: Int = marksPageSize) throws(LibraryError) -> MarkPage {
        switch source {
        case .feed(let id, _): return try store.marks(in: LibraryFeedID(rawValue: id), after: cursor, limit: limit, order: order)
        case .tag(_, let ids):
            return try store.marks(inFeeds: ids.map { LibraryFeedID(rawValue: $0) }, after: cursor, limit: limit, order: order)
        case .allUnread: return try store.unreadMarks(after: cursor, limit: limit, order: order)
        case .starred: return try store.starredMarks(after: cursor, limit: limit, order: order)
        }
    }

    /// Searches the items of `search` for its filter on a worker thread, as a held list's filter
    /// would (`FilterQuery` over title, text, author, summary and link, read in place by SQLite),
    /// and delivers the positions of the matching items in `search.ids` (ascending, so the loop
    /// only looks them up), or the error. Nothing is delivered once cancelled.
    public func search(_ search: ListSearch, deliver: @escaping @Sendable (Result<[Int], LibraryError>) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        let store = self.store
        let thread = Thread {
            let query = FilterQuery(search.query)
            // Made here, off the loop, from the list's states the search shares.
            let ids = search.ids
            do throws(LibraryError) {
                let found = try store.searchItems(ids.map { LibraryItemID(rawValue: $0) }, isCancelled: { cancellation.isCancelled },
                                                  matching: { query.matches(fields: $0) })
                guard let found, !cancellation.isCancelled else { return }
                let matched = Set(found.map(\.rawValue))
                deliver(.success(ids.indices.filter { matched.contains(ids[$0]) }))
            } catch {
                if !cancellation.isCancelled { deliver(.failure(error)) }
            }
        }
        thread.name = "library search"
        thread.start()
        return cancellation
    }

    /// Marks every item of `source` read.
    public func markAllRead(_ source: ItemSource) throws(LibraryError) {
        if case .feed(let id, _) = source {
            try store.markAllRead(feed: LibraryFeedID(rawValue: id))
            return
        }
        if source == .allUnread {
            try store.markEverythingRead()
            return
        }
        var cursor: ItemCursor?
        var ids: [LibraryItemID] = []
        repeat {
            let page = try Self.marks(of: source, after: cursor, store: store)
            ids += page.marks.map(\.id)
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

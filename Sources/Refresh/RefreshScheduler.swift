import FeedFetch
import Feeds
import Foundation
import Library

/// Refreshes many feeds into the library at once: a bounded pool of worker threads (at most
/// `maxConcurrent`, and `maxPerHost` per host), conditional GETs from the stored validators (a 304
/// costs no parse), a hash of each body (the same body as last time costs no parse either), each
/// feed parsed on its worker, and the feeds that finish together stored in one transaction
/// (`GroupCommit`), each reported once committed. A failure is recorded on its feed, whose old
/// items stay. Read items past the retention are pruned after
/// each refresh.
public struct RefreshScheduler: Sendable {
    public static let standardConcurrency = 8
    public static let standardPerHost = 2

    public let store: LibraryStore
    public var options: FeedLoadOptions
    public var maxConcurrent: Int
    public var maxPerHost: Int
    /// Read items kept per feed beyond those newer than `retentionAge` (see `LibraryStore.prune`).
    public var retentionCount = 500
    /// How old a read item must be before it may be pruned.
    public var retentionAge: TimeInterval = 90 * 24 * 60 * 60

    public init(store: LibraryStore, options: FeedLoadOptions = FeedLoadOptions(),
                maxConcurrent: Int = standardConcurrency, maxPerHost: Int = standardPerHost) {
        self.store = store
        self.options = options
        self.maxConcurrent = max(1, maxConcurrent)
        self.maxPerHost = max(1, maxPerHost)
    }

    /// Refreshes `urls` and returns their outcomes in the order given, once all are done.
    /// `progress` is called after each feed, one call at a time, from a worker thread; `now` dates
    /// what is stored (tests pass a fixed clock).
    public func refresh(_ urls: [String], cancellation: Cancellation = .none, now: @escaping @Sendable () -> Date = Date.init,
                        progress: @escaping @Sendable (RefreshProgress, FeedRefreshOutcome) -> Void = { _, _ in }) -> [FeedRefreshOutcome] {
        // Every feed's validators and body hash in one read: a read per feed from eight workers
        // opened a reader connection (and its page cache) per worker.
        let known = KnownFeeds(store: store)
        let queue = HostQueue(urls: urls, requestURLs: urls.map { known[$0]?.linkedURL ?? $0 }, maxPerHost: maxPerHost)
        let results = ResultBox(count: urls.count)
        let workersDone = DispatchSemaphore(value: 0)
        // Enough workers to fill every host's fetch places and keep each core parsing, no more: a
        // worker beyond that only holds another parsed feed (memory) waiting for the writer.
        let workers = min(maxConcurrent, max(1, urls.count), queue.fetchPlaces + ProcessInfo.processInfo.activeProcessorCount)
        let commits = GroupCommit(commit: { [store] writes in store.commit(writes) })
        for _ in 0..<workers {
            let thread = Thread { [self] in
                while !cancellation.isCancelled, let feed = queue.next() {
                    let outcome = refreshOne(feed.url, known: known[feed.url], commits: commits, cancellation: cancellation, now: now,
                                             place: HostPlace(queue: queue, held: feed.host))
                    results.record(outcome, at: feed.index, progress: progress)
                }
                workersDone.signal()
            }
            thread.name = "feed refresh"
            thread.start()
        }
        for _ in 0..<workers { workersDone.wait() }
        // Retention runs where the library grows: after each refresh. A failure here loses
        // nothing (the items stay until the next refresh prunes them).
        if !cancellation.isCancelled { _ = try? store.prune(now: now(), keepingNewest: retentionCount, maximumAge: retentionAge) }
        return results.outcomes(urls: urls)
    }

    /// Fetches, parses and stores one feed; never throws: every failure becomes the outcome.
    /// `place` is held only while a request runs (given back before the parse and the store).
    /// The feed's write goes through `commits`, shared by the workers; the outcome is returned
    /// once that write has committed.
    ///
    /// A subscription whose URL is an HTML page linking to a feed (`<link rel="alternate">`) is
    /// refreshed from that feed, as the one-feed mode loads it: the first time the page is read and
    /// the link followed once, and the library remembers the feed (`LibraryFeed.linkedURL`), so
    /// later refreshes ask the feed itself, conditionally. When the remembered feed fails, the page
    /// is read again, since it may link elsewhere now.
    func refreshOne(_ url: String, known: LibraryFeed?, commits: GroupCommit, cancellation: Cancellation,
                    now: @escaping @Sendable () -> Date, place: HostPlace = HostPlace(queue: nil, held: nil)) -> FeedRefreshOutcome {
        // Made in its own call: the body and the parsed feed are released before the write waits
        // for its transaction (only the items encoded as columns are kept).
        let fetch = fetchAndParse(url, known: known, cancellation: cancellation, now: now, place: place)
        let written = commits.write(fetch.write)
        var outcome: FeedRefreshOutcome
        if let message = fetch.write.failureMessage {
            outcome = FeedRefreshOutcome(url: url, result: .failed(message))
        } else if !fetch.write.storesDocument {
            // A 304 whose fetch time could not be recorded still changed nothing.
            outcome = FeedRefreshOutcome(url: url, result: .unchanged)
        } else {
            switch written {
            case .success(let stored):
                outcome = FeedRefreshOutcome(url: url, result: .stored(newItems: stored.newItems, updatedItems: stored.updatedItems))
            case .failure(let error):
                outcome = FeedRefreshOutcome(url: url, result: .failed(error.description))
            }
        }
        // After the feed's row is written (a new feed has none before): rare, only when the link changed.
        if !outcome.isFailure, fetch.linkedURL != known?.linkedURL { try? store.setLinkedFeed(feedURL: url, linkedURL: fetch.linkedURL) }
        if cancellation.isCancelled, outcome.isFailure { outcome.result = .failed("cancelled") }
        return outcome
    }

    /// Fetches and parses one feed into what the library should record of it, with the feed its
    /// page links to when that is where it came from (nil: the subscription's URL is the feed).
    private func fetchAndParse(_ url: String, known: LibraryFeed?, cancellation: Cancellation, now: @escaping @Sendable () -> Date,
                               place: HostPlace) -> (write: FeedWrite, linkedURL: String?) {
        // The place from the queue is given back however the refresh ends.
        defer { place.fetched() }
        /// Fetches `location` (the subscription's URL, or the feed its page links to) and makes
        /// what it holds the subscription's write.
        func attempt(_ location: String, conditional: Bool) throws(FeedLoadError) -> (write: FeedWrite, linkedURL: String?) {
            let source = try FeedSource(location)
            var options = self.options
            if conditional, let known, known.validators.etag != nil || known.validators.lastModified != nil {
                options.conditional = HTTPValidators(etag: known.validators.etag, lastModified: known.validators.lastModified)
            }
            let body: FetchedBody
            do {
                place.fetching(location)
                defer { place.fetched() }
                body = try FeedLoader.fetch(source, options: options, cancellation: cancellation)
            }
            let linkedURL = location == url ? nil : location
            let validators = FeedValidators(etag: body.validators.etag, lastModified: body.validators.lastModified)
            // A 304, or a 200 whose body is the one stored last time (servers without validators,
            // files), costs no parse and no write but the fetch time.
            let hash = body.notModified ? nil : BodyHash.of(body.data)
            if body.notModified || (hash != nil && hash == known?.bodyHash) {
                return (.unchanged(url: url, at: now(), validators: body.notModified ? nil : validators), linkedURL)
            }
            let loaded = try FeedLoader.parse(body, options: options)
            return (.store(loaded.feed, for: url, fetchedAt: now(), validators: validators, bodyHash: hash), linkedURL)
        }
        /// The subscription's URL, and the feed it links to when it is an HTML page.
        func attemptFollowingPage(conditional: Bool) throws(FeedLoadError) -> (write: FeedWrite, linkedURL: String?) {
            do throws(FeedLoadError) {
                return try attempt(url, conditional: conditional)
            } catch .parse(let parseError, let source) {
                guard let link = parseError.feedLink, link != url, !cancellation.isCancelled else { throw .parse(parseError, source: source) }
                // The feed's validators are not the page's: the first request for it is whole.
                return try attempt(link, conditional: false)
            }
        }
        do throws(FeedLoadError) {
            if let linked = known?.linkedURL {
                do throws(FeedLoadError) {
                    return try attempt(linked, conditional: true)
                } catch {
                    if cancellation.isCancelled { throw error }
                    return try attemptFollowingPage(conditional: false)
                }
            }
            return try attemptFollowingPage(conditional: true)
        } catch {
            return (.failure(url: url, message: error.description, at: now()), nil)
        }
    }
}

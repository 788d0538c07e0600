import FeedFetch
import Foundation
import Library
import Testing
@testable import Refresh

/// Refreshing many feeds from a loopback server whose feeds change between refreshes.
@Suite(.serialized) struct RefreshSchedulerTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func storesNewItemsThenAsksConditionallyAndStoresOnlyWhatChanged() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory)
        defer { server.stop() }
        let names = (0..<12).map { "feed\($0).xml" }
        for name in names { try server.writeFeed(name, items: 5) }
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        let scheduler = RefreshScheduler(store: store)
        let urls = names.map(server.url)

        let first = scheduler.refresh(urls)
        #expect(first.map(\.url) == urls, "outcomes come back in the order given")
        #expect(first.allSatisfy { $0.result == .stored(newItems: 5, updatedItems: 0) })
        #expect(try store.counts().items == 60)

        // Nothing changed: every answer is a 304, nothing is parsed or stored.
        let second = scheduler.refresh(urls)
        #expect(second.allSatisfy { $0.result == .unchanged }, "\(second)")

        // One feed gains an item: only it is stored again, with one new item.
        try server.writeFeed(names[3], items: 6)
        let third = scheduler.refresh(urls)
        #expect(third[3].result == .stored(newItems: 1, updatedItems: 0))
        #expect(third.enumerated().allSatisfy { $0.offset == 3 || $0.element.result == .unchanged })
        #expect(try store.counts().items == 61)
    }

    /// A feed without validators (a file here; a server without ETag alike) answers 200 every
    /// time: the same body as last time is recognised by its hash, neither parsed nor stored.
    @Test func anUnchangedBodyIsSkippedByItsHash() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory)
        defer { server.stop() }
        try server.writeFeed("feed.xml", items: 3)
        let url = directory.appendingPathComponent("feed.xml").absoluteString
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        let scheduler = RefreshScheduler(store: store)
        #expect(scheduler.refresh([url]).map(\.result) == [.stored(newItems: 3, updatedItems: 0)])
        let stored = try #require(try store.feed(url: url))
        #expect(stored.bodyHash != nil)
        let storedAt = try #require(stored.lastSucceededAt)

        #expect(scheduler.refresh([url], now: { storedAt.addingTimeInterval(60) }).map(\.result) == [.unchanged])
        let after = try #require(try store.feed(url: url))
        #expect(after.lastSucceededAt == storedAt.addingTimeInterval(60), "the fetch is recorded")
        #expect(after.bodyHash == stored.bodyHash)

        // Any change to the bytes is a new body: parsed and stored.
        try server.writeFeed("feed.xml", items: 3, title: "Renamed")
        #expect(scheduler.refresh([url]).map(\.result) == [.stored(newItems: 0, updatedItems: 0)])
        #expect(try store.feed(url: url)?.title == "Renamed")
        #expect(try store.feed(url: url)?.bodyHash != stored.bodyHash)
    }

    @Test func aFailingFeedKeepsItsItemsAndSaysWhy() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory)
        defer { server.stop() }
        try server.writeFeed("ok.xml", items: 3)
        try server.writeFeed("flaky.xml", items: 4)
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        let scheduler = RefreshScheduler(store: store)
        _ = scheduler.refresh([server.url("ok.xml"), server.url("flaky.xml")])

        try server.setStatus(500, for: "flaky.xml")
        let outcomes = scheduler.refresh([server.url("ok.xml"), server.url("flaky.xml"), "http://127.0.0.1:9/closed.xml"])
        #expect(outcomes[0].result == .unchanged)
        guard case .failed(let message) = outcomes[1].result else { Issue.record("500 accepted: \(outcomes[1])"); return }
        #expect(message.contains("500"), "\(message)")
        #expect(outcomes[2].isFailure)
        let flaky = try #require(try store.feed(url: server.url("flaky.xml")))
        #expect(flaky.itemCount == 4, "old items stay")
        #expect(flaky.lastError?.contains("500") == true)
        let closed = try #require(try store.feed(url: "http://127.0.0.1:9/closed.xml"))
        #expect(closed.lastError != nil && closed.itemCount == 0)

        // The next good answer clears the error.
        try server.setStatus(nil, for: "flaky.xml")
        _ = scheduler.refresh([server.url("flaky.xml")])
        #expect(try store.feed(url: server.url("flaky.xml"))?.lastError == nil)
    }

    /// Many feeds finishing together share transactions; each is committed before it is reported
    /// (another connection sees its items from the progress callback), a failed feed among them
    /// costs the others nothing, and every good feed's items are in the library at the end.
    @Test func everyFeedIsInTheLibraryBeforeItIsReportedAndAFailureLosesNoOther() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory)
        defer { server.stop() }
        let names = (0..<30).map { "feed\($0).xml" }
        for (number, name) in names.enumerated() { try server.writeFeed(name, items: 1 + number % 7) }
        try server.setStatus(500, for: names[7])
        try "<rss version=\"2.0\"><channel><title>cut".write(to: directory.appendingPathComponent(names[12]), atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("library.sqlite").path
        let store = try LibraryStore(path: path)
        let reader = try LibraryStore(path: path)
        let seenWhenReported = SeenCounts()
        let outcomes = RefreshScheduler(store: store).refresh(names.map(server.url), progress: { _, outcome in
            seenWhenReported.record(outcome.url, (try? reader.feed(url: outcome.url)).flatMap { $0 }.map { ($0.itemCount, $0.lastError) })
        })
        for (number, name) in names.enumerated() {
            let url = server.url(name)
            let seen = seenWhenReported[url]
            if number == 7 || number == 12 {
                #expect(outcomes[number].isFailure)
                #expect(seen?.itemCount == 0 && seen?.lastError != nil, "\(name)'s failure was reported before it was recorded: \(String(describing: seen))")
            } else {
                #expect(outcomes[number].result == .stored(newItems: 1 + number % 7, updatedItems: 0))
                #expect(seen?.itemCount == 1 + number % 7, "\(name) was reported before its items were committed: \(String(describing: seen))")
                #expect(try store.feed(url: url)?.itemCount == 1 + number % 7)
            }
        }
        #expect(try store.counts().items == (0..<30).filter { $0 != 7 && $0 != 12 }.map { 1 + $0 % 7 }.reduce(0, +))
    }

    /// A subscription to a blog's page: its feed link is followed, as `feedbrowser URL` does,
    /// remembered, and asked for directly (conditionally) from then on; the urls file is not touched.
    @Test func anHTMLPageIsRefreshedFromTheFeedItLinksTo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory)
        defer { server.stop() }
        try server.writeFeed("feed.xml", items: 3)
        try server.writeFeed("moved.xml", items: 2)
        func writePage(linkingTo feed: String) throws {
            try "<!DOCTYPE html><html><head><title>Blog</title><link rel=\"alternate\" type=\"application/rss+xml\" href=\"/\(feed)\"></head><body>Hi</body></html>"
                .write(to: directory.appendingPathComponent("blog.html"), atomically: true, encoding: .utf8)
        }
        try writePage(linkingTo: "feed.xml")
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        let scheduler = RefreshScheduler(store: store)
        let page = server.url("blog.html")

        let first = scheduler.refresh([page])
        #expect(first[0].result == .stored(newItems: 3, updatedItems: 0), "\(first)")
        let feed = try #require(try store.feed(url: page))
        #expect(feed.linkedURL == server.url("feed.xml") && feed.lastError == nil && feed.itemCount == 3)
        #expect(try server.stats().requests == 2, "the page, then its feed")

        // Later refreshes ask the feed itself: one request, a 304.
        #expect(scheduler.refresh([page])[0].result == .unchanged)
        #expect(try server.stats().requests == 3)
        try server.writeFeed("feed.xml", items: 4)
        #expect(scheduler.refresh([page])[0].result == .stored(newItems: 1, updatedItems: 0))

        // The feed goes away and the page links elsewhere: the page is read again and followed.
        try server.setStatus(404, for: "feed.xml")
        try writePage(linkingTo: "moved.xml")
        #expect(scheduler.refresh([page])[0].result == .stored(newItems: 2, updatedItems: 0))
        #expect(try store.feed(url: page)?.linkedURL == server.url("moved.xml"))

        // A page whose feed link is broken says so; the items stay.
        try server.setStatus(404, for: "moved.xml")
        try writePage(linkingTo: "moved.xml")
        guard case .failed(let message) = scheduler.refresh([page])[0].result else { Issue.record("a 404 accepted"); return }
        #expect(message.contains("404") && message.contains("moved.xml"), "\(message)")
        #expect(try store.feed(url: page)?.itemCount == 6)
    }

    @Test func runsInParallelButAtMostTwoRequestsPerHost() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory, delay: 0.15)
        defer { server.stop() }
        let names = (0..<8).map { "feed\($0).xml" }
        for name in names { try server.writeFeed(name, items: 2) }
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        let progress = ProgressLog()
        let outcomes = RefreshScheduler(store: store).refresh(names.map(server.url), progress: { report, _ in progress.append(report) })
        #expect(outcomes.allSatisfy { !$0.isFailure })
        let stats = try server.stats()
        #expect(stats.maxInFlight == RefreshScheduler.standardPerHost, "one host: two requests at a time, no more, no fewer")
        let reports = progress.reports
        #expect(reports.map(\.done) == Array(1...8), "progress after each feed, in order")
        let last = try #require(reports.last)
        #expect(last.total == 8 && last.done == 8 && last.failed == 0 && last.newItems == 16)
        #expect(reports.last?.description == "Refreshing 8/8… 16 new items")
    }

    /// A page and then the feed it links to are two requests: the second waits for a place on
    /// its host like any other, and a remembered feed's request counts on the feed's own host.
    @Test func pagesAndTheFeedsTheyLinkToStayAtTwoRequestsPerHost() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory, delay: 0.15)
        defer { server.stop() }
        // The pages are asked for as localhost, their feeds (and six other feeds) as 127.0.0.1.
        let pages = (0..<6).map { "http://localhost:\(server.port)/page\($0).html" }
        for n in 0..<6 {
            try server.writeFeed("linked\(n).xml", items: 2)
            try server.writePage("page\(n).html", linkingTo: server.url("linked\(n).xml"))
            try server.writeFeed("feed\(n).xml", items: 2)
        }
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        let scheduler = RefreshScheduler(store: store)
        for n in 0..<6 { try server.writePage("same\(n).html", linkingTo: "/linked\(n).xml") }
        let sameHost = (0..<6).map { server.url("same\($0).html") }
        #expect(scheduler.refresh(sameHost).allSatisfy { !$0.isFailure })
        var stats = try server.stats()
        #expect(stats.requests == 12 && stats.maxInFlight == 2, "each page then its feed, never three at once: \(stats)")

        #expect(scheduler.refresh(pages).allSatisfy { !$0.isFailure })
        #expect(try store.feed(url: pages[0])?.linkedURL == server.url("linked0.xml"))
        try server.resetStats()
        let feeds = (0..<6).map { server.url("feed\($0).xml") }
        #expect(scheduler.refresh(pages + feeds).allSatisfy { !$0.isFailure })
        stats = try server.stats()
        #expect(stats.requests == 12 && stats.maxInFlight == 2, "all twelve requests go to 127.0.0.1: \(stats)")
    }

    @Test func aRefreshPrunesReadItemsPastTheRetentionAndKeepsUnreadAndStarredOnes() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FeedServer(directory: directory)
        defer { server.stop() }
        try server.writeFeed("old.xml", items: 4)  // items dated in 2024, long before `now`
        let store = try LibraryStore(path: directory.appendingPathComponent("library.sqlite").path)
        var scheduler = RefreshScheduler(store: store)
        scheduler.retentionCount = 1
        _ = scheduler.refresh([server.url("old.xml")])
        let feed = try #require(try store.feed(url: server.url("old.xml")))
        let rows = try store.items(in: feed.id).rows
        try store.setRead(rows.map(\.id), true)
        try store.setRead([rows[3].id], false)
        try store.setStarred([rows[2].id], true)
        // The feed moves on: its old items leave the document, so retention may take them.
        try "<rss version=\"2.0\"><channel><title>old</title><item><guid>new</guid><title>New</title></item></channel></rss>"
            .write(to: directory.appendingPathComponent("old.xml"), atomically: true, encoding: .utf8)
        _ = scheduler.refresh([server.url("old.xml")])
        let kept = try store.items(in: feed.id).rows.map { $0.title ?? "" }.sorted()
        // Item 3 is the newest dated item (the undated "New" lists last), so the count keeps it; of
        // the older read items, Item 2 went, the unread Item 0 and the starred Item 1 stayed.
        #expect(kept == ["Item 0 of old.xml", "Item 1 of old.xml", "Item 3 of old.xml", "New"], "\(kept)")
    }
}

/// What another connection saw of each feed when it was reported done.
final class SeenCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String: (itemCount: Int, lastError: String?)] = [:]
    func record(_ url: String, _ value: (itemCount: Int, lastError: String?)?) { lock.withLock { seen[url] = value } }
    subscript(url: String) -> (itemCount: Int, lastError: String?)? { lock.withLock { seen[url] } }
}

/// Progress reports collected from the workers.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [RefreshProgress] = []
    func append(_ report: RefreshProgress) { lock.withLock { log.append(report) } }
    var reports: [RefreshProgress] { lock.withLock { log } }
}

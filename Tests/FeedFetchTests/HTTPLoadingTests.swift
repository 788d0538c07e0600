import Foundation
import Testing
@testable import FeedFetch
import Feeds

/// HTTP behaviour against a server on 127.0.0.1 that each test starts and stops itself.
@Suite(.serialized) struct HTTPLoadingTests {
    static let samplePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/feeds/deviantart-sample.xml").path

    func withServer(_ body: (LoopbackServer) throws -> Void) throws {
        let server = try LoopbackServer(feedPath: Self.samplePath)
        defer { server.stop() }
        try body(server)
    }

    func load(_ url: URL, _ options: FeedLoadOptions = FeedLoadOptions()) -> Result<FeedLoadResult, FeedLoadError> {
        do { return .success(try FeedLoader.load(.http(url), options: options)) } catch { return .failure(error) }
    }

    @Test func loadsAFeedAndResolvesRelativeURLsAgainstTheFinalURL() throws {
        try withServer { server in
            let result = try load(server.url("/feed.xml")).get()
            #expect(result.feed.items.count == 24)
            #expect(result.validators == HTTPValidators(etag: "\"v1\"", lastModified: "Mon, 28 Oct 2024 17:00:00 GMT"))
            #expect(result.feed.items[0].thumbnails[1].url == server.url("/images/art-01-medium.png").absoluteString)
        }
    }

    @Test func conditionalGetGives304WithTheETag() throws {
        try withServer { server in
            var options = FeedLoadOptions()
            options.conditional = HTTPValidators(etag: "\"v1\"")
            var events: [FeedLoadEvent] = []
            FeedLoader.load(.http(server.url("/feed.xml")), options: options) { events.append($0) }
            #expect(events.count == 1)
            guard case .notModified(let validators) = events.first else { Issue.record("expected notModified, got \(events)"); return }
            #expect(validators.etag == "\"v1\"")
        }
    }

    @Test func followsUpToFiveRedirects() throws {
        try withServer { server in
            let result = try load(server.url("/redirect/4")).get()  // 5 redirects in all
            #expect(result.feed.items.count == 24)
            #expect(result.finalURL == server.url("/feed.xml").absoluteString)
            guard case .failure(let error) = load(server.url("/redirect/5")) else { Issue.record("6 redirects accepted"); return }
            #expect(error == .tooManyRedirects(url: server.url("/redirect/5").absoluteString, limit: 5))
            #expect(error.description.contains("too many redirects"))
        }
    }

    @Test(arguments: ["/gzip.xml", "/deflate.xml"])
    func decompressesBodies(path: String) throws {
        try withServer { server in
            let result = try load(server.url(path)).get()
            #expect(result.feed.items.count == 24)
        }
    }

    @Test func totalTimeoutEndsAStalledDownload() throws {
        try withServer { server in
            var options = FeedLoadOptions()
            options.totalTimeout = 1
            options.connectTimeout = 5
            let started = Date()
            guard case .failure(let error) = load(server.url("/slow"), options) else { Issue.record("no timeout"); return }
            #expect(Date().timeIntervalSince(started) < 6)
            guard case .timedOut = error else { Issue.record("expected timedOut, got \(error)"); return }
            #expect(error.description.hasPrefix("timed out after 1 s"))
        }
    }

    @Test(arguments: ["/big", "/big-chunked"])
    func refusesBodiesOverTheSizeCap(path: String) throws {
        try withServer { server in
            var options = FeedLoadOptions()
            options.maxBytes = 1_000_000
            guard case .failure(let error) = load(server.url(path), options) else { Issue.record("oversize accepted"); return }
            guard case .tooLarge(_, let limit) = error else { Issue.record("expected tooLarge, got \(error)"); return }
            #expect(limit == 1_000_000)
            #expect(error.description.contains("larger than the 1.0 MB limit"))
        }
    }

    @Test(arguments: [404, 500])
    func errorStatusesAreOneLineMessages(status: Int) throws {
        try withServer { server in
            guard case .failure(let error) = load(server.url("/status/\(status)")) else { Issue.record("error status accepted"); return }
            #expect(error == .httpStatus(code: status, url: server.url("/status/\(status)").absoluteString))
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("HTTP \(status) "))
        }
    }

    @Test func sendsAUserAgentNamingFeedBrowser() throws {
        try withServer { server in
            let result = try load(server.url("/ua")).get()
            #expect(result.feed.title.hasPrefix("FeedBrowser/"))
        }
    }

    @Test func anHtmlPageIsNotAFeed() throws {
        try withServer { server in
            guard case .failure(.parse(let error, _)) = load(server.url("/page.html")) else { Issue.record("HTML accepted"); return }
            #expect(error.kind == .notAFeed("an HTML page"))
        }
    }

    @Test func itemsArriveBeforeTheDownloadEnds() throws {
        try withServer { server in
            var options = FeedLoadOptions()
            options.firstBatchSize = 1
            var firstItemsAt: Date? = nil
            var finishedAt: Date? = nil
            FeedLoader.load(.http(server.url("/trickle")), options: options) { event in
                switch event {
                case .items: if firstItemsAt == nil { firstItemsAt = Date() }
                case .finished: finishedAt = Date()
                default: Issue.record("unexpected \(event)")
                }
            }
            let first = try #require(firstItemsAt)
            let end = try #require(finishedAt)
            #expect(end.timeIntervalSince(first) > 0.5, "the first items came before the server's pause")
        }
    }

    @Test func aStalledDownloadKeepsTheItemsThatArrived() throws {
        try withServer { server in
            var options = FeedLoadOptions()
            options.totalTimeout = 4  // /stall goes silent for 8 s after the first items
            var delivered: [FeedItem] = []
            var failure: (FeedLoadError, Feed)? = nil
            FeedLoader.load(.http(server.url("/stall")), options: options) { event in
                switch event {
                case .items(let batch, _): delivered += batch
                case .failed(let error, let partial): failure = (error, partial)
                default: Issue.record("unexpected \(event)")
                }
            }
            let (error, partial) = try #require(failure)
            #expect(error == .timedOut(url: server.url("/stall").absoluteString, seconds: 4))
            #expect(partial.items.count == 2)
            #expect(partial.items == delivered)
            #expect(!partial.title.isEmpty)
        }
    }

    @Test func refusedConnectionIsNamed() throws {
        let server = try LoopbackServer(feedPath: Self.samplePath)
        let url = server.url("/feed.xml")
        server.stop()
        guard case .failure(let error) = load(url) else { Issue.record("stopped server answered"); return }
        #expect(error == .connectionRefused(host: "127.0.0.1:\(server.port)"))
    }
}

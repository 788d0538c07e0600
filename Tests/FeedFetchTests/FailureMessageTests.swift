import Foundation
import Testing
@testable import FeedFetch
import Feeds

/// Every way a load can fail gives one line naming what went wrong and where (host, URL or path).
@Suite(.serialized) struct FailureMessageTests {
    func load(_ source: FeedSource, _ options: FeedLoadOptions = FeedLoadOptions()) -> FeedLoadError? {
        do { _ = try FeedLoader.load(source, options: options); return nil } catch { return error }
    }

    func expectOneLine(_ error: FeedLoadError?, mentions parts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else { Issue.record("the load succeeded", sourceLocation: sourceLocation); return }
        #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
        for part in parts {
            #expect(error.description.contains(part), "\"\(error.description)\" does not mention \(part)", sourceLocation: sourceLocation)
        }
    }

    @Test func connectTimeoutNamesTheHostAndTheLimit() throws {
        let listener = try StuckListener()
        var options = FeedLoadOptions()
        options.connectTimeout = 1
        options.totalTimeout = 30
        // Which deadline fired is in the error itself: no wall-clock bound needed.
        let error = load(.http(listener.url("/feed.xml")), options)
        #expect(error == .connectTimedOut(host: "127.0.0.1:\(listener.port)", seconds: 1))
        expectOneLine(error, mentions: ["127.0.0.1:\(listener.port)", "within 1 s"])
    }

    @Test func aServerThatNeverAnswersHitsTheConnectTimeout() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        var options = FeedLoadOptions()
        options.connectTimeout = 1
        options.totalTimeout = 30
        let error = load(.http(server.url("/silent")), options)
        #expect(error == .connectTimedOut(host: "127.0.0.1:\(server.port)", seconds: 1))
    }

    @Test func eachRedirectHopGetsItsOwnConnectTimeout() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        let listener = try StuckListener()
        var options = FeedLoadOptions()
        options.connectTimeout = 1
        options.totalTimeout = 30
        let error = load(.http(server.url("/goto/\(listener.port)")), options)
        // The message names the host that did not answer, not the one that redirected.
        #expect(error == .connectTimedOut(host: "127.0.0.1:\(listener.port)", seconds: 1))
    }

    @Test func theConnectTimeoutEndsOnceTheServerAnswers() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        var options = FeedLoadOptions()
        // Headers come at once; the /trickle body then pauses 3 s, longer than the connect timeout.
        options.connectTimeout = 2
        let result = try FeedLoader.load(.http(server.url("/trickle")), options: options)
        #expect(result.feed.items.count == 24)
    }

    @Test func totalTimeoutHoldsAgainstAServerThatKeepsTrickling() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        var options = FeedLoadOptions()
        options.totalTimeout = 1
        let url = server.url("/drip")
        let error = load(.http(url), options)
        #expect(error == .timedOut(url: url.absoluteString, seconds: 1))
        expectOneLine(error, mentions: ["timed out after 1 s", url.absoluteString])
    }

    @Test func dnsFailureNamesTheHost() {
        // RFC 6761: names under .invalid never resolve, so this fails the same way everywhere
        // (quickly where there is a resolver to ask; a sandbox without one fails just as well).
        let error = load(.http(URL(string: "http://feeds.example.invalid/rss.xml")!))
        #expect(error == .dns(host: "feeds.example.invalid"))
        expectOneLine(error, mentions: ["feeds.example.invalid", "DNS"])
    }

    @Test func refusedConnectionNamesHostAndPort() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        let url = server.url("/feed.xml")
        server.stop()
        expectOneLine(load(.http(url)), mentions: ["127.0.0.1:\(server.port)", "connection refused"])
    }

    @Test func statusTooLargeAndNotAFeedNameTheURL() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        for status in [404, 500] {
            let url = server.url("/status/\(status)").absoluteString
            expectOneLine(load(.http(server.url("/status/\(status)"))), mentions: ["HTTP \(status)", url])
        }
        var small = FeedLoadOptions()
        small.maxBytes = 64_000
        expectOneLine(load(.http(server.url("/big")), small), mentions: [server.url("/big").absoluteString, "larger than the 64 KB limit"])
        expectOneLine(load(.http(server.url("/page.html"))), mentions: [server.url("/page.html").absoluteString, "not a feed", "HTML page"])
    }

    @Test func fileFailuresNameThePath() throws {
        let fixtures = SourceAndQueryTests.fixtures
        expectOneLine(load(.file(URL(fileURLWithPath: "/nonexistent/feed.xml"))), mentions: ["/nonexistent/feed.xml", "no such file"])
        expectOneLine(load(.file(fixtures)), mentions: [fixtures.path, "directory"])
        let notAFeed = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift")
        expectOneLine(load(.file(notAFeed)), mentions: [notAFeed.path, "not a feed"])
    }

    @Test(.enabled(if: getuid() != 0, "root may read any file"))
    func unreadableFileNamesThePathAndTheReason() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feedfetch-unreadable-\(UUID().uuidString).xml")
        try Data("<rss/>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        expectOneLine(load(.file(url)), mentions: [url.path, "Permission denied"])
    }
}

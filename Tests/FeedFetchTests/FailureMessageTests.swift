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
        // It accepted the connection: the response timed out, not the connect.
        #expect(error == .responseTimedOut(host: "127.0.0.1:\(server.port)", seconds: 1))
        expectOneLine(error, mentions: ["127.0.0.1:\(server.port)", "within 1 s", "accepted the connection", "response timeout"])
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

    /// A host written in Japanese is named so, not by its `xn--` form.
    @Test func dnsFailureNamesAnInternationalHostAsWritten() throws {
        let error = load(try FeedSource("http://例え.invalid/rss.xml"))
        #expect(error == .dns(host: "例え.invalid"))
        expectOneLine(error, mentions: ["cannot find host '例え.invalid'"])
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

    @Test func aLoginRequiredIsSaidAtOnce() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        var options = FeedLoadOptions()
        options.totalTimeout = 5  // a client that waits on the 401 times out instead
        let url = server.url("/login")
        let error = load(.http(url), options)
        #expect(error == .loginRequired(url: url.absoluteString, credentialsRejected: false))
        expectOneLine(error, mentions: ["HTTP 401", url.absoluteString, "needs a login"])
    }

    @Test func aLoginInTheURLIsSentAndItsPasswordNeverShown() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        var options = FeedLoadOptions()
        options.totalTimeout = 5
        let good = try FeedSource("http://reader:pa%3Ass%20word@127.0.0.1:\(server.port)/login")
        let result = try FeedLoader.load(good, options: options)
        #expect(result.feed.items.count == 24)
        #expect(result.finalURL == server.url("/login").absoluteString, "the final URL (the base of the feed's links) carries no login")
        #expect(good.description == "http://reader:***@127.0.0.1:\(server.port)/login")

        let wrong = "http://reader:hunter2@127.0.0.1:\(server.port)/login"
        let error = load(try FeedSource(wrong), options)
        #expect(error == .loginRequired(url: "http://reader:***@127.0.0.1:\(server.port)/login", credentialsRejected: true))
        expectOneLine(error, mentions: ["HTTP 401", "reader:***@", "refused"])
        #expect(error?.description.contains("hunter2") == false)
        for broken in ["http://reader:hunter2@127.0.0.1:99999/feed.xml", "http://reader:hunter2@[::1/feed.xml"] {
            #expect(throws: FeedLoadError.self) { try FeedSource(broken) }
            do { _ = try FeedSource(broken) } catch { #expect(!error.description.contains("hunter2"), "\(error)") }
        }
    }

    @Test func aLoginGoesWithRedirectsOnTheSameSiteOnly() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        let sameSite = try FeedLoader.load(try FeedSource("http://reader:secret@127.0.0.1:\(server.port)/login-redirect"))
        #expect(sameSite.feed.title == "Basic " + Data("reader:secret".utf8).base64EncodedString())
        let otherHost = try FeedLoader.load(try FeedSource("http://reader:secret@127.0.0.1:\(server.port)/goto-localhost/\(server.port)"))
        #expect(otherHost.feed.title == "none")
    }

    @Test func aNotModifiedToAPlainRequestIsAnError() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        let url = server.url("/not-modified")
        let error = load(.http(url))
        #expect(error == .notModifiedUnasked(url: url.absoluteString))
        expectOneLine(error, mentions: ["HTTP 304", url.absoluteString, "not conditional"])
    }

    @Test func aRedirectWithoutLocationSaysSo() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        let url = server.url("/no-location")
        let error = load(.http(url))
        #expect(error == .redirectWithoutLocation(code: 302, url: url.absoluteString))
        expectOneLine(error, mentions: ["HTTP 302", url.absoluteString, "without a Location header"])
    }

    @Test func aRedirectToAClosedPortNamesTheHostRedirectedTo() throws {
        let closed = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        closed.stop()
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        let error = load(.http(server.url("/goto/\(closed.port)")))
        #expect(error == .connectionRefused(host: "127.0.0.1:\(closed.port)"))
    }

    @Test func aPortOutOfRangeIsSaidInWords() throws {
        let text = "http://127.0.0.1:99999/feed.xml"
        #expect(throws: FeedLoadError.invalidSource(text, "port 99999 is out of range (1 to 65535)")) { try FeedSource(text) }
        if let url = URL(string: text) {  // a URL made elsewhere (a picture's) gets the same words
            expectOneLine(load(.http(url)), mentions: [text, "port 99999 is out of range"])
        }
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

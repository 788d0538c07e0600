import Foundation
import Testing
@testable import FeedFetch
import Feeds

@Suite struct SourceAndQueryTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/feeds")

    @Test func sourcesFromWhatUsersType() throws {
        #expect(try FeedSource("https://example.com/rss.xml") == .http(URL(string: "https://example.com/rss.xml")!))
        #expect(try FeedSource("/tmp/feed.xml") == .file(URL(fileURLWithPath: "/tmp/feed.xml")))
        #expect(try FeedSource("file:///tmp/a/../feed.xml") == .file(URL(fileURLWithPath: "/tmp/feed.xml")))
        #expect(throws: FeedLoadError.self) { try FeedSource("ftp://example.com/feed.xml") }
        #expect(throws: FeedLoadError.self) { try FeedSource("  ") }
    }

    @Test func loadsFilesByPathAndFileURL() throws {
        let path = Self.fixtures.appendingPathComponent("deviantart-sample.xml").path
        let byPath = try FeedLoader.load(try FeedSource(path))
        let byURL = try FeedLoader.load(try FeedSource("file://" + path))
        #expect(byPath.feed.items.count == 24)
        #expect(byPath.feed == byURL.feed)
        #expect(byPath.byteCount == (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
    }

    @Test func fileErrorsAreOneLine() {
        #expect(throws: FeedLoadError.file(path: "/nonexistent/feed.xml", reason: "no such file")) {
            _ = try FeedLoader.load(.file(URL(fileURLWithPath: "/nonexistent/feed.xml")))
        }
        #expect(throws: FeedLoadError.file(path: Self.fixtures.path, reason: "it is a directory")) {
            _ = try FeedLoader.load(.file(Self.fixtures))
        }
    }

    @Test func parseFailuresCarryThePartialFeed() {
        var partial: Feed? = nil
        var failure: FeedLoadError? = nil
        FeedLoader.load(.file(Self.fixtures.appendingPathComponent("truncated.xml"))) { event in
            if case .failed(let error, let kept) = event { failure = error; partial = kept }
        }
        #expect(partial?.items.count == 5)
        #expect(failure?.description.contains("truncated") == true)
    }

    @Test func loadDeliversBatchesThenFinished() throws {
        var items = 0
        var finished = false
        FeedLoader.load(.file(Self.fixtures.appendingPathComponent("social-posts.xml"))) { event in
            switch event {
            case .items(let batch, let channel):
                items += batch.count
                #expect(channel.title.hasPrefix("晚风"))
            case .finished(let result): finished = true; #expect(result.feed.items.count == items)
            default: Issue.record("unexpected \(event)")
            }
        }
        #expect(finished && items == 9)
    }

    @Test func messagesShowHostAndPortUnambiguously() {
        #expect(HTTPClient.hostAndPort(URL(string: "http://example.com/feed")!) == "example.com")
        #expect(HTTPClient.hostAndPort(URL(string: "http://127.0.0.1:8080/feed")!) == "127.0.0.1:8080")
        #expect(HTTPClient.hostAndPort(URL(string: "http://[::1]:8080/feed")!) == "[::1]:8080")
    }

    @Test func querySubstitutionEncodesTheQuery() {
        let template = "https://backend.deviantart.com/rss.xml?q={query}&type=deviation"
        #expect(FeedQuery.needsQuery(template))
        #expect(FeedQuery.substitute(template, query: "by:mareike-paints") == "https://backend.deviantart.com/rss.xml?q=by:mareike-paints&type=deviation")
        #expect(FeedQuery.substitute(template, query: "boost:popular cats & dogs") == "https://backend.deviantart.com/rss.xml?q=boost:popular%20cats%20%26%20dogs&type=deviation")
        #expect(FeedQuery.substitute(template, query: "画家#1/2?") == "https://backend.deviantart.com/rss.xml?q=%E7%94%BB%E5%AE%B6%231%2F2%3F&type=deviation")
        #expect(!FeedQuery.needsQuery("https://example.com/rss.xml"))
    }
}

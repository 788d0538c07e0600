import Foundation
import Testing
@testable import FeedFetch
@testable import Feeds

/// Issue 13's command-line sources and issue 15's HTML pages: feed: URLs, `-`, gzip files, a page
/// that links to its feed, the HTTP charset, and TLS failures said in words.
struct WildSourcesTests {
    enum FixtureLoading {
        static let samplePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/feeds/deviantart-sample.xml").path
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wild-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The feed: scheme (a browser hands it to the feed reader): feed://host/path is http,
    /// feed:https://... is the URL after "feed:".
    @Test func feedURLsAreAccepted() throws {
        #expect(try FeedSource("feed://news.example/rss") == .http(URL(string: "http://news.example/rss")!))
        #expect(try FeedSource("feed:https://news.example/rss") == .http(URL(string: "https://news.example/rss")!))
        #expect(try FeedSource("FEED:http://news.example/a") == .http(URL(string: "http://news.example/a")!))
        #expect(throws: FeedLoadError.self) { try FeedSource("feed:gopher://x") }
        #expect(try FeedSource("-") == .standardInput)
        #expect(FeedSource.standardInput.description == "standard input")
    }

    /// RFC 1952: a gzip-compressed file is read like the plain one.
    @Test func aGzipCompressedFileIsRead() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("feed.xml")
        try Data("<rss version=\"2.0\"><channel><title>Zipped</title><item><title>A</title></item></channel></rss>".utf8).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        let result = try FeedLoader.load(.file(directory.appendingPathComponent("feed.xml.gz")))
        #expect(result.feed.title == "Zipped")
        #expect(result.feed.items.map(\.title) == ["A"])
    }

    @Test func aCutGzipFileIsSaid() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cut = directory.appendingPathComponent("cut.xml.gz")
        try Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03, 0x4B]).write(to: cut)
        #expect { try FeedLoader.load(.file(cut)) } throws: { error in
            guard case .file(_, let reason) = error as? FeedLoadError else { return false }
            return reason.contains("gzip")
        }
    }

    @Test func anHTMLPageLeadsToTheFeedItLinks() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<rss version=\"2.0\"><channel><title>Found</title><item><title>A</title></item></channel></rss>".utf8)
            .write(to: directory.appendingPathComponent("feed.xml"))
        let page = directory.appendingPathComponent("index.html")
        try Data("<!DOCTYPE html><html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"feed.xml\"></head><body></body></html>".utf8)
            .write(to: page)
        let result = try FeedLoader.load(.file(page))
        #expect(result.feed.title == "Found")
        #expect(result.linkedFrom == page.path)
        #expect(result.finalURL == directory.appendingPathComponent("feed.xml").absoluteString)
    }

    @Test func aPageLinkingToAnotherPageStopsThere() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = "<!DOCTYPE html><html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"other.html\"></head></html>"
        try Data(html.utf8).write(to: directory.appendingPathComponent("index.html"))
        try Data(html.utf8).write(to: directory.appendingPathComponent("other.html"))
        #expect(throws: FeedLoadError.self) { try FeedLoader.load(.file(directory.appendingPathComponent("index.html"))) }
    }

    @Test func theHTTPCharsetReachesTheParserAndAPageItsFeed() throws {
        let server = try LoopbackServer(feedPath: FixtureLoading.samplePath)
        defer { server.stop() }
        // 0xB9 is "š" in ISO-8859-2, the charset the server names; sniffing alone would say "¹".
        #expect(try FeedLoader.load(.http(server.url("/latin2"))).feed.title == "Praha š")
        let linked = try FeedLoader.load(.http(server.url("/linked.html")))
        #expect(linked.feed.title == "Praha š")
        #expect(linked.linkedFrom == server.url("/linked.html").absoluteString)
        #expect(linked.finalURL == server.url("/latin2").absoluteString)
    }

    @Test func theCharsetOfAContentType() {
        #expect(HTTPClient.charset(inContentType: "text/xml; charset=EUC-JP") == "EUC-JP")
        #expect(HTTPClient.charset(inContentType: "application/rss+xml;Charset=\"shift_jis\"") == "shift_jis")
        #expect(HTTPClient.charset(inContentType: "application/xml") == nil)
        #expect(HTTPClient.charset(inContentType: nil) == nil)
    }

    /// libcurl's messages (OpenSSL's words) as they come, and what the reader is told instead.
    @Test(arguments: [
        ("SSL certificate problem: certificate has expired", "certificate has expired"),
        ("SSL: no alternative certificate subject name matches target host name 'wrong.host.example'", "host name does not match"),
        ("SSL certificate problem: self-signed certificate", "self-signed"),
        ("SSL certificate problem: unable to get local issuer certificate", "not signed by an authority"),
    ])
    func tlsFailuresAreSaidInWords(detail: String, words: String) throws {
        let text = try #require(TLSFailureText.words(for: detail))
        #expect(text.contains(words))
        #expect(!text.contains("SSL"))
    }
}

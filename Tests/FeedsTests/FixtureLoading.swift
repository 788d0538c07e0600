import Foundation
@testable import Feeds

/// Locates and parses the committed fixtures (Fixtures/feeds) from the test's source location.
enum FixtureLoading {
    static let feedsDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/feeds")

    static func url(_ name: String) -> URL { feedsDirectory.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// Parses a fixture with its own location as base URL.
    static func parse(_ name: String) throws -> Feed {
        try FeedParser.parse(data(name), baseURL: url(name))
    }

    /// Parses `text` (UTF-8) as a document.
    static func parse(text: String, baseURL: URL? = nil) throws(FeedParseError) -> Feed {
        try FeedParser.parse(Data(text.utf8), baseURL: baseURL)
    }

    /// The error parsing `data` throws, or nil when it parses.
    static func failure(_ data: Data, baseURL: URL? = nil) -> FeedParseError? {
        do { _ = try FeedParser.parse(data, baseURL: baseURL); return nil } catch { return error }
    }

    /// A synthetic RSS 2.0 feed with `count` items, for streaming tests (no generated files needed).
    static func syntheticFeed(items count: Int) -> Data {
        var text = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Synthetic</title>\n"
        for index in 0..<count {
            text += "<item><title>Item \(index)</title><link>https://example.com/\(index)</link>"
            text += "<description>&lt;p&gt;Body of item \(index) with some words.&lt;/p&gt;</description></item>\n"
        }
        text += "</channel></rss>\n"
        return Data(text.utf8)
    }
}

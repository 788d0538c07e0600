import Foundation
import Testing
@testable import Feeds

/// Feeds declared in a legacy multi-byte encoding, with one invalid byte in the title of item 10
/// of 20 (written by scripts/fixtures/make-test-fixtures.py). libxml2's own decoder stopped there
/// without an error: half the feed was lost with exit status 0.
@Suite struct LegacyEncodingTests {
    static let fixtures: [(name: String, text: String)] = [
        ("encoding-euc-kr-bad-byte.xml", "한국어 기사"),
        ("encoding-shift-jis-bad-byte.xml", "日本語の記事"),
        ("encoding-gb18030-bad-byte.xml", "中文文章"),
    ]

    @Test(arguments: fixtures)
    func aBadByteBecomesAReplacementCharacterAndEveryItemIsKept(name: String, text: String) throws {
        let feed = try FixtureLoading.parse(name)
        #expect(feed.title == text)
        #expect(feed.items.count == 20)
        #expect(feed.items.map(\.title) == (1...20).map { "\(text) \($0)\($0 == 10 ? "\u{FFFD}" : "") \(text)" })
        #expect(feed.warnings == ["invalid byte sequences were replaced by U+FFFD"])
    }

    @Test(arguments: fixtures)
    func sequencesCutBetweenChunksAreDecodedWhole(name: String, text: String) throws {
        // Seven-byte appends cut most two-byte characters in half.
        let data = try FixtureLoading.data(name)
        let parser = FeedParser()
        var offset = 0
        while offset < data.count {
            try parser.append(data[offset..<min(offset + 7, data.count)])
            offset += 7
        }
        let feed = try parser.finish()
        #expect(feed.items.count == 20)
        #expect(feed.items.first?.title == "\(text) 1 \(text)")
        #expect(feed.items.filter { $0.title?.contains("\u{FFFD}") == true }.count == 1)
    }

    @Test func anEncodingThatCannotBeDecodedIsNamedInTheError() throws {
        let error = try #require(FixtureLoading.failure(Data("<?xml version=\"1.0\" encoding=\"x-no-such\"?>\n<rss/>".utf8)))
        #expect(error.kind == .malformed)
        #expect(error.line == 1)
        #expect(error.message.contains("'x-no-such'"), "\(error.message)")
    }
}

import Foundation
import Testing
@testable import Feeds

/// Numbers a feed states reach arithmetic (a thumbnail of 4294967296x4294967296 trapped on
/// `width * height`): they are read with overflow checks and clamped to `FeedParserLimits`.
@Suite struct StatedNumberTests {
    static let limits = FeedParserLimits.standard

    static func item(_ body: String) throws -> FeedItem {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><item><title>N</title>\(body)</item></channel></rss>
            """)
        return try #require(feed.items.first)
    }

    @Test func hugePictureSizesAreClampedSoTheirProductCannotOverflow() throws {
        let item = try Self.item("""
            <media:thumbnail url="https://example.com/a.jpg" width="4294967296" height="4294967296"/>
            <media:thumbnail url="https://example.com/b.jpg" width="99999999999999999999" height="-1"/>
            """)
        let first = item.thumbnails[0], second = item.thumbnails[1]
        #expect(first.width == Self.limits.maxMediaDimension)
        #expect(first.height == Self.limits.maxMediaDimension)
        #expect(!first.width!.multipliedReportingOverflow(by: first.height!).overflow)
        #expect(second.width == Self.limits.maxMediaDimension)
        #expect(second.height == nil)
    }

    @Test func picturesSortBySizeEvenWhenTheLimitAllowsAnOverflowingArea() throws {
        let limits = FeedParserLimits(maxMediaDimension: .max)
        let feed = try FeedParser.parse(Data("""
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><item>
            <media:thumbnail url="https://example.com/huge.jpg" width="4294967296" height="4294967296"/>
            <media:thumbnail url="https://example.com/unknown.jpg"/>
            <media:thumbnail url="https://example.com/small.jpg" width="10" height="10"/>
            </item></channel></rss>
            """.utf8), limits: limits)
        #expect(feed.items.first?.thumbnails.map(\.url) == ["https://example.com/small.jpg", "https://example.com/huge.jpg", "https://example.com/unknown.jpg"])
    }

    @Test func hugeByteSizesAreClamped() throws {
        let item = try Self.item("""
            <enclosure url="https://example.com/a.mp3" type="audio/mpeg" length="99999999999999999999"/>
            <enclosure url="https://example.com/b.mp3" type="audio/mpeg" length="-1"/>
            <enclosure url="https://example.com/c.mp3" type="audio/mpeg" length="4294967296"/>
            <media:content url="https://example.com/d.jpg" medium="image" fileSize="184467440737095516160" width="12px" height=" 99999999999999999999"/>
            """)
        #expect(item.enclosures.map(\.length) == [Self.limits.maxMediaByteCount, nil, 4_294_967_296, Self.limits.maxMediaByteCount])
        #expect(item.enclosures[3].width == 12)
        #expect(item.enclosures[3].height == Self.limits.maxMediaDimension)
    }

    @Test func leadingIntegersSaturateAtTheirMaximum() {
        func read(_ text: String, max maximum: Int) -> Int? {
            var copy = text
            return copy.withUTF8 { Attributes.leadingInteger($0, max: maximum) }
        }
        #expect(read("9223372036854775807", max: .max) == .max)
        #expect(read("9223372036854775808", max: .max) == .max)
        #expect(read("99999999999999999999", max: .max) == .max)
        #expect(read("1000001", max: 1_000_000) == 1_000_000)
        #expect(read("1000000", max: 1_000_000) == 1_000_000)
        #expect(read("-1", max: .max) == nil)
        #expect(read("", max: .max) == nil)
    }

    @Test(arguments: [
        "99999999999999999999-01-01", "Mon, 99999999999999999999 Jan 2024 00:00:00 GMT", "2024-01-01T00:00:00+99999999999",
        "4294967296-99-99T99:99:99Z", "Mon, 01 Jan 2024 99999999999999999999:00:00 -99999999999",
    ])
    func hugeNumbersInDatesAreRefusedWithoutTrapping(text: String) {
        #expect(FeedDate.parse(text) == nil || FeedDate.parse(text)!.timeIntervalSince1970.isFinite)
    }

    @Test func theLatestFourDigitDateIsKept() throws {
        let date = try #require(FeedDate.parse("9999-12-31T23:59:59.99999999999999999999Z"))
        // 9999-12-31T23:59:59Z is 253,402,300,799 s; the fraction rounds up to the next second as a Double.
        #expect((253_402_300_799...253_402_300_800).contains(date.timeIntervalSince1970))
    }
}

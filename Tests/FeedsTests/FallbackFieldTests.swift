import Foundation
import Testing
@testable import Feeds

/// Fallback fields (dc:title, media:title, media:credit) are only converted while what they stand in
/// for is missing; whatever the order of the elements, the result is the same.
struct FallbackFieldTests {
    static func item(_ body: String) throws -> FeedItem {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel><title>T</title><item>\(body)</item></channel></rss>
            """)
        return try #require(feed.items.first)
    }

    @Test func theTitleWinsWhetherItComesBeforeOrAfterItsFallbacks() throws {
        #expect(try Self.item("<title>Main</title><dc:title>DC</dc:title><media:title>Media</media:title>").title == "Main")
        #expect(try Self.item("<media:title>Media</media:title><dc:title>DC</dc:title><title>Main</title>").title == "Main")
        #expect(try Self.item("<media:title>Media</media:title><dc:title>DC</dc:title>").title == "DC")
        #expect(try Self.item("<dc:title>DC</dc:title><media:title>Media</media:title>").title == "DC")
        #expect(try Self.item("<media:title>Media</media:title>").title == "Media")
        // An empty title does not count as one.
        #expect(try Self.item("<title> </title><media:title>Media</media:title>").title == "Media")
    }

    @Test func aCreditIsTheAuthorOnlyWithoutAnother() throws {
        #expect(try Self.item("<dc:creator>Ann</dc:creator><media:credit role=\"author\">Bob</media:credit>").author == "Ann")
        #expect(try Self.item("<media:credit role=\"author\">Bob</media:credit><dc:creator>Ann</dc:creator>").author == "Ann")
        #expect(try Self.item("<media:credit role=\"author\">https://avatars.example/bob.png</media:credit><media:credit>Bob</media:credit>").author == "Bob")
    }
}

import Foundation
import Testing
@testable import Feeds

@Suite struct SampleFixtureTests {
    @Test func parsesEveryItemOfTheDeviantArtSample() throws {
        let feed = try FixtureLoading.parse("deviantart-sample.xml")
        #expect(feed.format == .rss20)
        #expect(feed.title == "DeviantArt: Popular this week")
        #expect(feed.items.count == 24)
        #expect(Set(feed.items.map(\.id)).count == 24, "ids must be unique")
    }

    @Test func imageItemsHaveTwoThumbnailsSmallToLargeResolvedAgainstTheFile() throws {
        let feed = try FixtureLoading.parse("deviantart-sample.xml")
        let images = feed.items.filter { !$0.thumbnails.isEmpty }
        #expect(images.count == 13)
        let first = try #require(images.first)
        #expect(first.thumbnails.count == 2)
        #expect(first.thumbnails[0].width == 113 && first.thumbnails[1].width == 300)
        let expected = FixtureLoading.url("images/art-01-medium.png").absoluteString
        #expect(first.thumbnails[1].url == expected)
        for item in images {
            let names = item.thumbnails.map { URL(string: $0.url)!.lastPathComponent }
            #expect(names[0].hasSuffix("-thumb.png") && names[1].hasSuffix("-medium.png"))
        }
    }

    @Test func journalItemsAreTextOnlyWithAuthorsAndBullets() throws {
        let feed = try FixtureLoading.parse("deviantart-sample.xml")
        let journal = try #require(feed.items.first { $0.title == "Commissions are OPEN (3 slots)" })
        #expect(journal.thumbnails.isEmpty)
        #expect(journal.author == "ilse-v")
        #expect(journal.summary.contains("• Bust: 60 USD\n• Half body: 95 USD"))
        #expect(journal.summary.hasSuffix("support this year <3"))
        #expect(journal.links == ["https://www.deviantart.com/ilse-v/journal/Terms-of-Service"])
    }

    @Test func datesAreParsedWithTheirZone() throws {
        let feed = try FixtureLoading.parse("deviantart-sample.xml")
        // "Mon, 28 Oct 2024 09:00:00 PDT" is 16:00 UTC.
        #expect(feed.items[0].published == Date(timeIntervalSince1970: 1_730_131_200))
    }
}

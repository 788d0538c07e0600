import Foundation
import Testing
@testable import Feeds

/// JSON Feed 1.1 (https://jsonfeed.org/version/1.1) and 1.0 read into the same model as RSS and Atom.
struct JSONFeedTests {
    static let feed11 = """
        {"version": "https://jsonfeed.org/version/1.1", "title": "J &amp; F", "home_page_url": "https://jf.example/",
         "description": "About", "icon": "/icon.png", "language": "en", "authors": [{"name": "Ann"}],
         "items": [
          {"id": "1", "url": "https://jf.example/1", "title": "One", "content_html": "<p>Hi <a href='/x'>x</a> <img src='a.png'></p>",
           "summary": "Short", "date_published": "2024-05-01T10:00:00Z", "tags": ["a", "b"],
           "attachments": [{"url": "https://jf.example/1.mp3", "mime_type": "audio/mpeg", "size_in_bytes": 100, "duration_in_seconds": 3723},
                           {"url": "https://jf.example/1.mp3", "mime_type": "audio/mpeg"}]},
          {"id": "2", "content_text": "Plain\\ntext", "image": "https://jf.example/2.png", "authors": [{"name": "Bo"}], "date_modified": "2024-05-02T00:00:00Z"}
         ]}
        """

    @Test func jsonFeed11ItemsAuthorsAttachmentsAndImages() throws {
        let feed = try FixtureLoading.parse(text: Self.feed11, baseURL: URL(string: "https://jf.example/feed.json"))
        #expect(feed.format == .json11)
        #expect(feed.title == "J &amp; F", "JSON Feed titles are plain text")
        #expect(feed.link == "https://jf.example/")
        #expect(feed.imageURL == "https://jf.example/icon.png")
        #expect(feed.language == "en")
        let one = feed.items[0], two = feed.items[1]
        #expect(one.id == "1" && one.link == "https://jf.example/1")
        #expect(one.author == "Ann", "the feed's authors stand in")
        #expect(one.content == "Hi x")
        #expect(one.summary == "Short")
        #expect(one.links == ["https://jf.example/x"])
        #expect(one.thumbnails.map(\.url) == ["https://jf.example/a.png"])
        #expect(one.published == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(one.categories == ["a", "b"])
        #expect(one.enclosures == [FeedEnclosure(url: "https://jf.example/1.mp3", type: "audio/mpeg", length: 100)])
        #expect(one.duration == "1:02:03")
        #expect(two.author == "Bo")
        #expect(two.content == "Plain\ntext")
        #expect(two.thumbnails.map(\.url) == ["https://jf.example/2.png"])
        #expect(two.published != nil, "date_modified stands in")
    }

    /// JSON Feed 1.0 has `author` (one object) where 1.1 has `authors`; ids were often numbers.
    @Test func jsonFeed10() throws {
        let feed = try FixtureLoading.parse(text: """
            {"version": "https://jsonfeed.org/version/1", "title": "Old", "author": {"name": "Cy"},
             "items": [{"id": 7, "content_text": "t"}]}
            """)
        #expect(feed.format == .json10)
        #expect(feed.items.map(\.id) == ["7"])
        #expect(feed.items.first?.author == "Cy")
    }

    @Test func jsonThatIsNotAFeedIsSaid() {
        #expect(FixtureLoading.failure(Data("{\"status\": \"ok\"}".utf8))?.kind == .notAFeed("JSON"))
        #expect(FixtureLoading.failure(Data("{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": [".utf8))?.kind == .malformed)
    }

    @Test func itemsArriveInBatchesAsFromAnyFeed() throws {
        var received: [FeedItem] = []
        let parser = FeedParser { received += $0 }
        try parser.append(Data(Self.feed11.utf8))
        let feed = try parser.finish()
        #expect(received.map(\.id) == ["1", "2"])
        #expect(feed.items.count == 2)
    }
}

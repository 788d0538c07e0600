import Feeds
import Foundation

/// Items and times for the tests: fixed dates, no clock.
enum Sample {
    static let feedURL = "https://example.com/feed.xml"

    /// Midnight UTC of 1 November 2026 plus `days` days.
    static func day(_ days: Double) -> Date {
        Date(timeIntervalSince1970: 1_793_491_200 + days * 86_400)
    }

    /// An item with every field set, so a round trip checks each column.
    static func item(_ id: String, title: String? = nil, published: Date? = day(0), content: String? = nil) -> FeedItem {
        FeedItem(id: id, title: title ?? "Title \(id)", link: "https://example.com/\(id)", author: "Ann",
                 published: published, summary: "Summary of \(id)", content: content ?? "Content of \(id)",
                 links: ["https://example.com/a", "https://example.com/b"],
                 thumbnails: [FeedThumbnail(url: "https://example.com/\(id)-small.jpg", width: 75, height: 75),
                              FeedThumbnail(url: "https://example.com/\(id)-large.jpg")],
                 enclosures: [FeedEnclosure(url: "https://example.com/\(id).mp3", type: "audio/mpeg", length: 1234)],
                 categories: ["news", "tech"])
    }
}

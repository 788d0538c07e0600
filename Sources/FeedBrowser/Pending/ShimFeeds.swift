// TEMPORARY adapter for the Feeds contract (COORDINATION.md) until `feeds` lands it on main.
// Deleted when Feeds lands; never merged to main.
import Foundation

public struct FeedThumbnail: Sendable, Equatable {
    public var url: String
    public var width: Int?
    public var height: Int?
    public init(url: String, width: Int? = nil, height: Int? = nil) {
        self.url = url; self.width = width; self.height = height
    }
}

public struct FeedItem: Sendable {
    public var id: String
    public var title: String?
    public var link: String?
    public var author: String?
    public var published: Date?
    public var summary: String
    public var content: String
    public var links: [String]
    public var thumbnails: [FeedThumbnail]
    public init(id: String, title: String? = nil, link: String? = nil, author: String? = nil, published: Date? = nil,
                summary: String = "", content: String = "", links: [String] = [], thumbnails: [FeedThumbnail] = []) {
        self.id = id; self.title = title; self.link = link; self.author = author; self.published = published
        self.summary = summary; self.content = content; self.links = links; self.thumbnails = thumbnails
    }
}

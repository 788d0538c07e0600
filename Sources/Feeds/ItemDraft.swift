import Foundation

/// The pieces of one item as they are parsed; `FeedSAXHandler` turns it into a `FeedItem` at its end.
struct ItemDraft {
    var guid: String?
    var guidIsPermaLink = true
    var atomId: String?
    var title: String?
    var dcTitle: String?
    var mediaTitle: String?
    var link: String?
    var alternateLink: String?
    /// How well `alternateLink` suits a reader (`FeedSAXHandler.alternateRank`): a better one replaces it.
    var alternateRank = -1
    var rdfAbout: String?
    var author: String?
    /// media:credit with an author role, used when there is no other author.
    var mediaCredit: String?
    /// itunes:author, used when there is no other author.
    var itunesAuthor: String?
    /// The authors of the entry's atom:source, before the feed's (RFC 4287 4.2.1).
    var sourceAuthor: String?
    var published: Date?
    var updated: Date?
    var description: ConvertedText?
    var content: ConvertedText?
    var mediaDescription: ConvertedText?
    var mediaText: ConvertedText?
    /// itunes:summary and itunes:subtitle: the text when there is no other.
    var itunesSummary: ConvertedText?
    var itunesSubtitle: ConvertedText?
    /// media:title and media:description inside media:content: the title and text when there is no other.
    var contentMediaTitle: String?
    var contentMediaDescription: ConvertedText?
    /// itunes:duration as written.
    var duration: String?
    var thumbnails: [FeedThumbnail] = []
    var mediaImages: [FeedThumbnail] = []
    /// itunes:image: a podcast episode's artwork, a thumbnail when the item has no other picture.
    var itunesImage: String?
    var enclosures: [FeedEnclosure] = []
    var categories: [String] = []
}

/// A text field converted to plain text, with what the HTML contained.
struct ConvertedText {
    var text: String
    var links: [String]
    var firstImage: String?
    /// Resolves `links` and `firstImage`: the base in effect where the text was (xml:base).
    var resolver: URLResolver
}

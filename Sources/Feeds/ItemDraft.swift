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
    var rdfAbout: String?
    var author: String?
    /// media:credit with an author role, used when there is no other author.
    var mediaCredit: String?
    var published: Date?
    var updated: Date?
    var description: ConvertedText?
    var content: ConvertedText?
    var mediaDescription: ConvertedText?
    var mediaText: ConvertedText?
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
    /// The text's structure (empty when the text had to be sanitised, which moves its bytes).
    var marks: [TextMark]
    var firstImage: String?
    /// Resolves `links` and `firstImage`: the base in effect where the text was (xml:base).
    var resolver: URLResolver
}

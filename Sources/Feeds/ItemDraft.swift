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
    /// Fields few feeds have, apart: a nil optional costs one test when each item's draft is
    /// replaced, where seven more fields would cost a release each for every item.
    var rare: RareItemFields? = nil

    var itunesAuthor: String? {
        get { rare?.itunesAuthor }
        set { if rare == nil { rare = RareItemFields() }; rare!.itunesAuthor = newValue }
    }
    var sourceAuthor: String? {
        get { rare?.sourceAuthor }
        set { if rare == nil { rare = RareItemFields() }; rare!.sourceAuthor = newValue }
    }
    var itunesSummary: ConvertedText? {
        get { rare?.itunesSummary }
        set { if rare == nil { rare = RareItemFields() }; rare!.itunesSummary = newValue }
    }
    var itunesSubtitle: ConvertedText? {
        get { rare?.itunesSubtitle }
        set { if rare == nil { rare = RareItemFields() }; rare!.itunesSubtitle = newValue }
    }
    var contentMediaTitle: String? {
        get { rare?.contentMediaTitle }
        set { if rare == nil { rare = RareItemFields() }; rare!.contentMediaTitle = newValue }
    }
    var contentMediaDescription: ConvertedText? {
        get { rare?.contentMediaDescription }
        set { if rare == nil { rare = RareItemFields() }; rare!.contentMediaDescription = newValue }
    }
    var duration: String? {
        get { rare?.duration }
        set { if rare == nil { rare = RareItemFields() }; rare!.duration = newValue }
    }
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

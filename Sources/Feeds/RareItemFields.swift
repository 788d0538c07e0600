/// The parts of an item draft that few feeds have (podcasts, planets, media-only items). A class:
/// the draft holds one reference, so replacing the draft for every item copies eight bytes.
final class RareItemFields {
    /// itunes:author, used when there is no other author.
    var itunesAuthor: String?
    /// The authors of the entry's atom:source, before the feed's (RFC 4287 4.2.1).
    var sourceAuthor: String?
    /// itunes:summary and itunes:subtitle: the text when there is no other.
    var itunesSummary: ConvertedText?
    var itunesSubtitle: ConvertedText?
    /// media:title and media:description inside media:content: the title and text when there is no other.
    var contentMediaTitle: String?
    var contentMediaDescription: ConvertedText?
    /// itunes:duration as written.
    var duration: String?
}

/// The feed elements the parser acts on, classified once per start tag from namespace + local name.
enum ElementKind: UInt8 {
    case other
    // Roots and containers.
    case rss, rdf, atomFeed, channel, item, entry, image, mediaGroup, mediaContent, atomAuthor, atomSource, rssSource
    // Text fields.
    case title, link, description, guid, pubDate, rssAuthor, category, language, url, atomName, atomId, atomSummary, atomContent,
         atomPublished, atomUpdated, atomSubtitle, atomLogo, atomIcon, dcCreator, dcDate, dcTitle, dcSubject, dcDescription,
         contentEncoded, mediaTitle, mediaDescription, mediaText, mediaKeywords, mediaCredit,
         itunesAuthor, itunesSummary, itunesSubtitle, itunesDuration,
         /// The obsolete full-text elements: `xhtml:body` (XHTML markup) and `fullitem` (escaped HTML).
         xhtmlBody, fullitem
    // Empty elements with attributes.
    case enclosure, atomLink, mediaThumbnail, itunesImage
}

/// Namespaces feeds use, classified from the URI libxml2 reports (or the prefix when undeclared).
enum FeedNamespace: UInt8 {
    case none, rss10, rss090, atom10, atom03, media, dc, dcterms, content, rdf, itunes, xhtml, other

    static func classify(uri: UnsafePointer<UInt8>?, prefix: UnsafePointer<UInt8>?) -> FeedNamespace {
        guard let uri else {
            // Sloppy feeds use well-known prefixes without declaring them.
            guard let prefix else { return .none }
            if CName.equals(prefix, "media") { return .media }
            if CName.equals(prefix, "dc") { return .dc }
            if CName.equals(prefix, "content") { return .content }
            if CName.equals(prefix, "atom") { return .atom10 }
            if CName.equals(prefix, "itunes") { return .itunes }
            return .other
        }
        if uri[0] == 0 { return .none }
        if CName.equals(uri, "http://www.w3.org/2005/Atom") { return .atom10 }
        if CName.equals(uri, "http://search.yahoo.com/mrss/") || CName.equals(uri, "http://search.yahoo.com/mrss") { return .media }
        if CName.equals(uri, "http://purl.org/dc/elements/1.1/") { return .dc }
        if CName.equals(uri, "http://purl.org/rss/1.0/modules/content/") { return .content }
        if CName.equals(uri, "http://purl.org/rss/1.0/") { return .rss10 }
        if CName.equals(uri, "http://www.w3.org/1999/02/22-rdf-syntax-ns#") { return .rdf }
        if CName.equals(uri, "http://purl.org/dc/terms/") { return .dcterms }
        if CName.equals(uri, "http://purl.org/atom/ns#") { return .atom03 }
        // RSS 0.90 under both names Netscape published it with (with or without the final slash).
        if CName.equals(uri, "http://my.netscape.com/rdf/simple/0.9/") || CName.equals(uri, "http://my.netscape.com/rdf/simple/0.9")
            || CName.equals(uri, "http://channel.netscape.com/rss/0.90/") || CName.equals(uri, "http://channel.netscape.com/rss/0.90") { return .rss090 }
        if CName.equals(uri, "http://www.w3.org/1999/xhtml") { return .xhtml }
        if CName.equals(uri, "http://www.itunes.com/dtds/podcast-1.0.dtd") { return .itunes }
        if CName.equals(uri, "http://backend.userland.com/rss2") || CName.equals(uri, "http://backend.userland.com/rss") { return .none }
        return .other
    }
}

extension ElementKind {
    /// The kind of an element given its namespace and NUL-terminated local name.
    static func classify(_ ns: FeedNamespace, _ name: UnsafePointer<UInt8>) -> ElementKind {
        switch ns {
        case .none, .rss10, .rss090:
            switch name[0] {
            case UInt8(ascii: "t"): if CName.equals(name, "title") { return .title }
            case UInt8(ascii: "l"):
                if CName.equals(name, "link") { return .link }
                if CName.equals(name, "language") { return .language }
            case UInt8(ascii: "d"): if CName.equals(name, "description") { return .description }
            case UInt8(ascii: "i"):
                if CName.equals(name, "item") { return .item }
                if CName.equals(name, "image") { return .image }
            case UInt8(ascii: "g"): if CName.equals(name, "guid") { return .guid }
            case UInt8(ascii: "p"): if CName.equals(name, "pubDate") { return .pubDate }
            case UInt8(ascii: "a"): if CName.equals(name, "author") { return .rssAuthor }
            case UInt8(ascii: "c"):
                if CName.equals(name, "category") { return .category }
                if CName.equals(name, "channel") { return .channel }
            case UInt8(ascii: "e"): if CName.equals(name, "enclosure") { return .enclosure }
            case UInt8(ascii: "u"): if CName.equals(name, "url") { return .url }
            case UInt8(ascii: "r"): if CName.equals(name, "rss") { return .rss }
            case UInt8(ascii: "s"): if CName.equals(name, "source") { return .rssSource }
            case UInt8(ascii: "f"):
                if ns == .none && CName.equals(name, "feed") { return .atomFeed }
                if CName.equals(name, "fullitem") { return .fullitem }
            default: break
            }
        case .atom10, .atom03:
            switch name[0] {
            case UInt8(ascii: "t"): if CName.equals(name, "title") { return .title }
            case UInt8(ascii: "l"):
                if CName.equals(name, "link") { return .atomLink }
                if CName.equals(name, "logo") { return .atomLogo }
            case UInt8(ascii: "e"): if CName.equals(name, "entry") { return .entry }
            case UInt8(ascii: "i"):
                if CName.equals(name, "id") { return .atomId }
                if CName.equals(name, "icon") { return .atomIcon }
                if CName.equals(name, "issued") { return .atomPublished }
            case UInt8(ascii: "s"):
                if CName.equals(name, "summary") { return .atomSummary }
                if CName.equals(name, "subtitle") { return .atomSubtitle }
                if CName.equals(name, "source") { return .atomSource }
            case UInt8(ascii: "c"):
                if CName.equals(name, "content") { return .atomContent }
                if CName.equals(name, "category") { return .category }
                if CName.equals(name, "created") { return .atomPublished }
            case UInt8(ascii: "p"): if CName.equals(name, "published") { return .atomPublished }
            case UInt8(ascii: "u"): if CName.equals(name, "updated") { return .atomUpdated }
            case UInt8(ascii: "m"): if CName.equals(name, "modified") { return .atomUpdated }
            case UInt8(ascii: "a"): if CName.equals(name, "author") { return .atomAuthor }
            case UInt8(ascii: "n"): if CName.equals(name, "name") { return .atomName }
            case UInt8(ascii: "f"): if CName.equals(name, "feed") { return .atomFeed }
            default: if CName.equals(name, "tagline") { return .atomSubtitle }
            }
        case .media:
            if CName.equals(name, "thumbnail") { return .mediaThumbnail }
            if CName.equals(name, "content") { return .mediaContent }
            if CName.equals(name, "group") { return .mediaGroup }
            if CName.equals(name, "title") { return .mediaTitle }
            if CName.equals(name, "description") { return .mediaDescription }
            if CName.equals(name, "text") { return .mediaText }
            if CName.equals(name, "keywords") { return .mediaKeywords }
            if CName.equals(name, "credit") { return .mediaCredit }
        case .dc:
            // dc:author is not a Dublin Core term, but feeds write it for dc:creator.
            if CName.equals(name, "creator") || CName.equals(name, "author") { return .dcCreator }
            if CName.equals(name, "date") { return .dcDate }
            if CName.equals(name, "title") { return .dcTitle }
            if CName.equals(name, "subject") { return .dcSubject }
            if CName.equals(name, "description") { return .dcDescription }
        case .dcterms:
            if CName.equals(name, "created") || CName.equals(name, "issued") { return .dcDate }
        case .content:
            if CName.equals(name, "encoded") { return .contentEncoded }
        case .rdf:
            if CName.equals(name, "RDF") { return .rdf }
        case .itunes:
            if CName.equals(name, "image") { return .itunesImage }
            if CName.equals(name, "author") { return .itunesAuthor }
            if CName.equals(name, "summary") { return .itunesSummary }
            if CName.equals(name, "subtitle") { return .itunesSubtitle }
            if CName.equals(name, "duration") { return .itunesDuration }
        case .xhtml:
            if CName.equals(name, "body") { return .xhtmlBody }
        case .other:
            break
        }
        return .other
    }
}

/// Comparisons of NUL-terminated C names with Swift literals, without allocating.
enum CName {
    @inline(__always) static func equals(_ name: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        for k in 0..<count where name[k] != bytes[k] { return false }
        return name[count] == 0
    }

    static func string(_ name: UnsafePointer<UInt8>?) -> String {
        guard let name else { return "" }
        return String(cString: name)
    }
}

import Foundation

extension FeedSAXHandler {
    /// The finished item: fallbacks applied (title, link, id, summary, content, thumbnails).
    /// `inout` only so the draft is read where it is: passed by value, every field was retained
    /// for the copy and released again.
    func buildItem(_ d: inout ItemDraft) -> FeedItem {
        let title = d.title ?? d.dcTitle ?? d.mediaTitle ?? d.contentMediaTitle
        var link = d.link ?? d.alternateLink
        if link == nil, let guid = d.guid, d.guidIsPermaLink, guid.hasPrefix("http") { link = guid }
        if link == nil, let about = d.rdfAbout { link = resolver.resolvePage(about) }
        let id = d.guid ?? d.atomId ?? link
            ?? "hash:" + StableHash.hex(of: (title ?? "") + "\u{1F}" + makeString(dateText.buffer) + "\u{1F}" + (d.description?.text.prefix(200) ?? ""))

        // Field by field rather than whole ConvertedText values: each copy costs a retain per field.
        // Podcasts' itunes:summary (then itunes:subtitle), and media:description inside media:content,
        // are the text of last resort.
        let lastResort = d.itunesSummary?.text ?? d.itunesSubtitle?.text ?? d.contentMediaDescription?.text
        let summary = d.mediaText?.text ?? d.mediaDescription?.text ?? d.description?.text ?? d.content?.text ?? lastResort ?? ""
        let content = d.content?.text ?? d.description?.text ?? d.mediaDescription?.text ?? d.mediaText?.text ?? lastResort ?? ""
        // Links from the content, else the description, else media:description; read in place.
        // The content's structure comes from the same text, its link marks numbered as `links` is.
        let (links, marks) = d.content != nil ? Self.linksAndMarks(d.content!) : d.description != nil ? Self.linksAndMarks(d.description!)
            : d.mediaDescription != nil ? Self.linksAndMarks(d.mediaDescription!)
            : ([], d.mediaText.map { $0.marks.filter { if case .link = $0.kind { false } else { true } } } ?? [])

        var thumbnails = d.thumbnails
        for thumbnail in thumbnails where Self.isTrackingPixel(thumbnail) { thumbnails.removeAll(where: Self.isTrackingPixel); break }
        if thumbnails.isEmpty, !d.mediaImages.isEmpty { thumbnails = d.mediaImages.filter { !Self.isTrackingPixel($0) } }
        var enclosures = d.enclosures.count > 1 ? Self.oncePerURL(d.enclosures) : d.enclosures
        // YouTube's Flash player URL (youtube.com/v/ID) on every video: nothing can play it.
        if !enclosures.isEmpty { enclosures.removeAll { $0.type == "application/x-shockwave-flash" } }
        if thumbnails.isEmpty {
            for enclosure in enclosures where enclosure.type?.hasPrefix("image/") == true && enclosure.width ?? 2 > 1 {
                thumbnails.append(FeedThumbnail(url: enclosure.url, width: enclosure.width, height: enclosure.height))
            }
        }
        if thumbnails.isEmpty, let artwork = d.itunesImage { thumbnails.append(FeedThumbnail(url: artwork)) }
        if thumbnails.isEmpty {
            if let image = d.content?.firstImage { thumbnails.append(FeedThumbnail(url: d.content!.resolver.resolve(image))) }
            else if let image = d.description?.firstImage { thumbnails.append(FeedThumbnail(url: d.description!.resolver.resolve(image))) }
            else if let image = d.mediaDescription?.firstImage { thumbnails.append(FeedThumbnail(url: d.mediaDescription!.resolver.resolve(image))) }
        }
        if thumbnails.count > 1 { thumbnails = Self.sortedSmallToLarge(thumbnails) }

        var author = d.author ?? d.sourceAuthor ?? d.mediaCredit ?? d.itunesAuthor ?? feedAuthor
        // An RSS post with neither title nor author (Mastodon, micro.blog) is the feed owner's,
        // whom the channel's title names: shown as a post by them rather than as "[No Title]".
        // (An Atom entry's author falls back to the feed's author element instead.)
        if author == nil, channel.format == .rss20, (title ?? "").allSatisfy(\.isWhitespace), !channel.title.isEmpty {
            author = channel.title
        }
        return FeedItem(id: id, title: title, link: link, author: author,
                        published: d.published ?? d.updated, summary: summary, content: content, links: links,
                        thumbnails: thumbnails, enclosures: enclosures, categories: d.categories,
                        duration: d.duration.flatMap(Self.duration), artworkURL: d.itunesImage, marks: marks)
    }

    /// A picture declared 1x1 or 0x0 (every side it states at most 1): a tracking pixel, never a
    /// thumbnail. A picture 1 wide and 900 tall is odd, not a pixel: it stays.
    @inline(__always) static func isTrackingPixel(_ thumbnail: FeedThumbnail) -> Bool {
        guard thumbnail.width != nil || thumbnail.height != nil else { return false }
        return (thumbnail.width ?? 0) <= 1 && (thumbnail.height ?? 0) <= 1
    }

    /// One attachment per URL (an RSS enclosure and a media:content of the same file are one), in
    /// the order first seen; what the first leaves unsaid (type, size, dimensions) the others fill in.
    static func oncePerURL(_ enclosures: [FeedEnclosure]) -> [FeedEnclosure] {
        var merged: [FeedEnclosure] = []
        merged.reserveCapacity(enclosures.count)
        for enclosure in enclosures {
            guard let k = merged.firstIndex(where: { $0.url == enclosure.url }) else { merged.append(enclosure); continue }
            merged[k].type = merged[k].type ?? enclosure.type
            merged[k].length = merged[k].length ?? enclosure.length
            merged[k].medium = merged[k].medium ?? enclosure.medium
            merged[k].width = merged[k].width ?? enclosure.width
            merged[k].height = merged[k].height ?? enclosure.height
        }
        return merged
    }

    /// itunes:duration ("3723", "62:03", "1:02:03", "01:02:03.5") as "1:02:03" or "62:03" -> "1:02:03";
    /// text that is not a duration is kept as written.
    static func duration(_ text: String) -> String? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return text }
        var seconds = 0
        for part in parts {
            let whole = part.split(separator: ".").first.map(String.init) ?? ""
            guard let value = Int(whole), value >= 0, value < 1_000_000 else { return text }
            seconds = seconds * 60 + value
        }
        guard seconds > 0 else { return nil }
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(twoDigits(m)):\(twoDigits(s))" : "\(m):\(twoDigits(s))"
    }

    /// The link targets of a converted text, resolved against the base of the element the text came
    /// from (its xml:base may differ from the item's), each once; and the text's marks, each link
    /// mark numbered as the target it names is in that list.
    private static func linksAndMarks(_ text: borrowing ConvertedText) -> (links: [String], marks: [TextMark]) {
        guard !text.links.isEmpty else { return ([], text.marks) }
        var links: [String] = []
        links.reserveCapacity(text.links.count)
        // Where each target of the text went in `links`.
        var positions: [Int] = []
        positions.reserveCapacity(text.links.count)
        for target in text.links {
            // A page often links the same place twice (a picture and its caption): list it once.
            let link = text.resolver.resolvePage(target)
            if let known = links.firstIndex(of: link) {
                positions.append(known)
            } else {
                positions.append(links.count)
                links.append(link)
            }
        }
        guard !text.marks.isEmpty else { return (links, []) }
        var marks = text.marks
        for index in marks.indices {
            if case .link(let raw) = marks[index].kind, raw < positions.count { marks[index].kind = .link(index: positions[raw]) }
        }
        return (links, marks)
    }

    /// Stable sort by pixel area; pictures without a size keep their order after the sized ones.
    static func sortedSmallToLarge(_ thumbnails: [FeedThumbnail]) -> [FeedThumbnail] {
        // Feeds usually list sizes in order already: then there is nothing to sort or copy.
        if zip(thumbnails, thumbnails.dropFirst()).allSatisfy({ area($0) <= area($1) }) { return thumbnails }
        return thumbnails.enumerated().sorted { a, b in
            let areaA = area(a.element), areaB = area(b.element)
            return areaA != areaB ? areaA < areaB : a.offset < b.offset
        }.map(\.element)
    }

    /// Pixel area; unknown sizes sort last. Sizes are clamped when read (`maxMediaDimension`), but
    /// the limit is the caller's to raise, so the product is checked too (4294967296 squared trapped).
    private static func area(_ thumbnail: FeedThumbnail) -> Int {
        guard let width = thumbnail.width, let height = thumbnail.height else { return Int.max }
        let (product, overflowed) = width.multipliedReportingOverflow(by: height)
        return overflowed ? Int.max - 1 : product
    }
}

/// FNV-1a, 64 bits: a hash that is the same in every run (Swift's `Hasher` is seeded per process).
enum StableHash {
    static func hex(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

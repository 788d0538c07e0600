import Foundation

extension FeedSAXHandler {
    /// The finished item: fallbacks applied (title, link, id, summary, content, thumbnails).
    /// `inout` only so the draft is read where it is: passed by value, every field was retained
    /// for the copy and released again.
    func buildItem(_ d: inout ItemDraft) -> FeedItem {
        let title = d.title ?? d.dcTitle ?? d.mediaTitle
        var link = d.link ?? d.alternateLink
        if link == nil, let guid = d.guid, d.guidIsPermaLink, guid.hasPrefix("http") { link = guid }
        if link == nil, let about = d.rdfAbout { link = resolver.resolve(about) }
        let id = d.guid ?? d.atomId ?? link
            ?? "hash:" + StableHash.hex(of: (title ?? "") + "\u{1F}" + makeString(dateText.buffer) + "\u{1F}" + (d.description?.text.prefix(200) ?? ""))

        // Field by field rather than whole ConvertedText values: each copy costs a retain per field.
        let summary = d.mediaText?.text ?? d.mediaDescription?.text ?? d.description?.text ?? d.content?.text ?? ""
        let content = d.content?.text ?? d.description?.text ?? d.mediaDescription?.text ?? d.mediaText?.text ?? ""
        // Links from the content, else the description, else media:description; read in place.
        // The content's structure comes from the same text, its link marks numbered as `links` is.
        let (links, marks) = d.content != nil ? Self.linksAndMarks(d.content!) : d.description != nil ? Self.linksAndMarks(d.description!)
            : d.mediaDescription != nil ? Self.linksAndMarks(d.mediaDescription!)
            : ([], d.mediaText.map { $0.marks.filter { if case .link = $0.kind { false } else { true } } } ?? [])

        var thumbnails = d.thumbnails
        if thumbnails.isEmpty { thumbnails = d.mediaImages }
        if thumbnails.isEmpty {
            for enclosure in d.enclosures where enclosure.type?.hasPrefix("image/") == true {
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

        return FeedItem(id: id, title: title, link: link, author: d.author ?? d.mediaCredit ?? feedAuthor, published: d.published ?? d.updated,
                        summary: summary, content: content, links: links,
                        thumbnails: thumbnails, enclosures: d.enclosures, categories: d.categories, marks: marks)
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
            let link = text.resolver.resolve(target)
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

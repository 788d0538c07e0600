import Foundation
import TextLayout

/// Reads a JSON Feed (https://jsonfeed.org/version/1.1, and 1.0) into the same `Feed` model as the
/// XML dialects: the same plain-text conversion, URL resolution and fallbacks.
///
/// A document that is JSON but not a JSON Feed (no `version` naming jsonfeed.org) is "not a feed:
/// found JSON", as before this reader existed. 1.0's `author` is read when 1.1's `authors` is absent
/// (1.1 section "authors": readers should accept both).
enum JSONFeedReader {
    static func read(_ bytes: [UInt8], baseURL: URL?, parkedControls: Bool) throws(FeedParseError) -> Feed {
        // Raw C0 controls were parked by the transcoder: put them back, so JSON rejects them where
        // its grammar does (inside strings they must be escaped).
        let data = Data(parkedControls ? restoringParked(bytes) : bytes)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "the JSON is not well-formed"
            throw FeedParseError(kind: .malformed, message: detail)
        }
        guard let top = object as? [String: Any], let version = top["version"] as? String,
              version.hasPrefix("https://jsonfeed.org/version/") || version.hasPrefix("http://jsonfeed.org/version/") else {
            throw FeedParseError(kind: .notAFeed("JSON"), message: "a JSON Feed has a \"version\" naming https://jsonfeed.org/version/1.1",
                                 line: 1, column: 1)
        }
        var resolver = URLResolver(base: baseURL)
        var feed = Feed(format: version.hasSuffix("/1") ? .json10 : .json11)
        feed.title = inline(top["title"])
        if let home = string(top["home_page_url"]) {
            feed.link = resolver.resolve(home)
            if baseURL?.isFileURL ?? true, let site = URL(string: feed.link!), feed.link!.hasPrefix("http") { resolver.site = site }
        }
        if let own = string(top["feed_url"]), baseURL?.isFileURL ?? true, own.hasPrefix("http"), let site = URL(string: own) { resolver.site = site }
        feed.description = block(top["description"], html: false).text
        feed.language = string(top["language"])
        feed.imageURL = (string(top["icon"]) ?? string(top["favicon"])).map(resolver.resolve)
        let feedAuthor = author(top)
        guard let items = top["items"] as? [Any] else {
            throw FeedParseError(kind: .malformed, message: "the JSON Feed has no \"items\" array", partialFeed: feed)
        }
        feed.items = items.compactMap { ($0 as? [String: Any]).map { item($0, resolver: resolver, feedAuthor: feedAuthor) } }
        if feed.items.count < items.count { feed.warnings.append("\(items.count - feed.items.count) items of the JSON Feed are not objects and were skipped") }
        return feed
    }

    private static func item(_ object: [String: Any], resolver: URLResolver, feedAuthor: String?) -> FeedItem {
        let title = inline(object["title"])
        let html = block(object["content_html"], html: true)
        let text = block(object["content_text"], html: false)
        let summary = block(object["summary"], html: false)
        let content = html.text.isEmpty ? text.text : html.text
        let link = (string(object["url"]) ?? string(object["external_url"])).map(resolver.resolvePage)
        let published = string(object["date_published"]).flatMap(FeedDate.parse) ?? string(object["date_modified"]).flatMap(FeedDate.parse)
        // The id is a string in 1.1; 1.0 feeds wrote numbers too.
        let id = string(object["id"]) ?? (object["id"] as? NSNumber)?.stringValue ?? link
            ?? "hash:" + StableHash.hex(of: title + "\u{1F}" + (string(object["date_published"]) ?? "") + "\u{1F}" + content.prefix(200))
        var thumbnails: [FeedThumbnail] = []
        if let image = string(object["image"]) ?? string(object["banner_image"]) { thumbnails.append(FeedThumbnail(url: resolver.resolve(image))) }
        else if let image = html.firstImage { thumbnails.append(FeedThumbnail(url: resolver.resolve(image))) }
        var enclosures: [FeedEnclosure] = []
        var duration: String? = nil
        for case let attachment as [String: Any] in object["attachments"] as? [Any] ?? [] {
            guard let url = string(attachment["url"]) else { continue }
            enclosures.append(FeedEnclosure(url: resolver.resolve(url), type: string(attachment["mime_type"]),
                                            length: (attachment["size_in_bytes"] as? NSNumber)?.intValue))
            if duration == nil, let seconds = (attachment["duration_in_seconds"] as? NSNumber)?.intValue, seconds > 0 {
                duration = FeedSAXHandler.duration(String(seconds))
            }
        }
        if enclosures.count > 1 { enclosures = FeedSAXHandler.oncePerURL(enclosures) }
        let tags = (object["tags"] as? [Any] ?? []).compactMap { string($0).map { Sanitizer.sanitize($0) } }
        return FeedItem(id: id, title: title.isEmpty ? nil : title, link: link, author: author(object) ?? feedAuthor, published: published,
                        summary: summary.text.isEmpty ? content : summary.text, content: content.isEmpty ? summary.text : content,
                        links: (html.text.isEmpty ? [] : html.links).map(resolver.resolvePage), thumbnails: thumbnails,
                        enclosures: enclosures, categories: tags, duration: duration)
    }

    /// The first author's name: `authors` (1.1), else `author` (1.0).
    private static func author(_ object: [String: Any]) -> String? {
        let first = (object["authors"] as? [Any])?.first as? [String: Any] ?? object["author"] as? [String: Any]
        let name = inline(first?["name"])
        return name.isEmpty ? nil : name
    }

    private static func string(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A one-line field (titles, names): plain text in JSON Feed, whitespace collapsed, sanitised.
    private static func inline(_ value: Any?) -> String {
        guard let text = value as? String else { return "" }
        return convert(text, mode: .inlinePlain).text
    }

    /// A block of text: HTML (content_html) or plain text (content_text, summary).
    private static func block(_ value: Any?, html: Bool) -> (text: String, links: [String], firstImage: String?) {
        guard let text = value as? String else { return ("", [], nil) }
        return convert(text, mode: html ? .html : .plain)
    }

    private static func convert(_ text: String, mode: HTMLText.Mode) -> (text: String, links: [String], firstImage: String?) {
        var copy = text
        let converted = copy.withUTF8 { HTMLText($0, mode: mode) }
        let string = String(decoding: converted.output.buffer, as: UTF8.self)
        return (converted.mayContainControls ? Sanitizer.sanitize(string) : string, converted.links, converted.firstImage)
    }

    private static func restoringParked(_ bytes: [UInt8]) -> [UInt8] {
        var restored: [UInt8] = []
        restored.reserveCapacity(bytes.count)
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0xEE, k + 2 < bytes.count, bytes[k + 1] == 0x80, bytes[k + 2] >= 0x80, bytes[k + 2] <= 0x9F {
                restored.append(bytes[k + 2] - 0x80); k += 3
            } else { restored.append(bytes[k]); k += 1 }
        }
        return restored
    }
}

import Foundation

/// Feed discovery in an HTML page: the feeds a page names in its head with
/// `<link rel="alternate" type="application/rss+xml" href="...">` (Atom and JSON Feed types too), as
/// browsers and feed readers find them (HTML Living Standard 4.6.7.1, "alternate" with a feed type).
enum HTMLFeedLinks {
    /// The types that name a feed, as the page writes them (compared without case).
    static let feedTypes = ["application/rss+xml", "application/atom+xml", "application/feed+json", "application/json"]

    /// Enough of a page is read once its head has ended (the links are there) or 1 MB has come.
    static let maxBytes = 1 << 20

    /// True when the document (its first non-space byte at the start) is an HTML page: a doctype
    /// or `<html>` first, after an optional XML declaration and comments (XHTML pages have them).
    static func looksLikeHTML(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        var rest = Substring(head)
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
            if rest.hasPrefix("<?xml"), let end = rest.range(of: "?>") { rest = rest[end.upperBound...]; continue }
            if rest.hasPrefix("<!--"), let end = rest.range(of: "-->") { rest = rest[end.upperBound...]; continue }
            break
        }
        return rest.hasPrefix("<!doctype html") || rest.hasPrefix("<html")
    }

    /// True once the page's head is over (`</head>` or `<body`) or enough has been read.
    static func headIsComplete(_ bytes: [UInt8]) -> Bool {
        if bytes.count >= maxBytes { return true }
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        return text.contains("</head") || text.contains("<body")
    }

    /// The first feed the page links to, made absolute against the page's `<base href>` or location.
    static func first(in bytes: [UInt8], baseURL: URL?) -> String? {
        let text = String(decoding: bytes.prefix(maxBytes), as: UTF8.self)
        var base = baseURL
        var found: String? = nil
        for tag in tags(in: text) {
            let attributes = self.attributes(of: tag.body)
            if tag.name == "base", let href = attributes["href"], base.map({ URL(string: href, relativeTo: $0) != nil }) ?? true {
                base = URL(string: href, relativeTo: base).map(\.absoluteURL) ?? base
            }
            guard found == nil, tag.name == "link", let href = attributes["href"], !href.isEmpty,
                  let rel = attributes["rel"]?.lowercased(), rel.split(separator: " ").contains("alternate"),
                  let type = attributes["type"]?.lowercased().trimmingCharacters(in: .whitespaces), feedTypes.contains(type) else { continue }
            found = href
        }
        guard let found else { return nil }
        return URLResolver(base: base).resolve(found)
    }

    /// The `<link ...>` and `<base ...>` tags of the page, in order: name and attribute text.
    private static func tags(in text: String) -> [(name: String, body: Substring)] {
        var result: [(String, Substring)] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix(while: { $0.isLetter }).lowercased()
            guard name == "link" || name == "base" else { continue }
            let end = rest.firstIndex(of: ">") ?? rest.endIndex
            result.append((name, rest[rest.index(rest.startIndex, offsetBy: name.count)..<end]))
            rest = rest[end...]
        }
        return result
    }

    /// Attributes of one tag: lower-cased names, values unquoted with their entities decoded.
    private static func attributes(of body: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = body
        while true {
            rest = rest.drop(while: { !$0.isLetter })
            guard !rest.isEmpty else { return result }
            let name = rest.prefix(while: { $0.isLetter || $0 == "-" || $0 == ":" }).lowercased()
            rest = rest.dropFirst(name.count).drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix(while: { $0 != quote })
                rest = rest.dropFirst(value.count + 1)
            } else {
                value = rest.prefix(while: { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "/" })
                rest = rest.dropFirst(value.count)
            }
            if result[name] == nil { result[name] = HTMLText.plainText(fromHTML: String(value)) }
        }
    }
}

import struct Foundation.Date

/// Writes subscriptions as an OPML 2.0 document that other feed readers import and that
/// `ImportedSubscriptions.opml` reads back to the same URLs, titles, tags and hidden flags.
///
/// Most readers know one level of folders and nothing else, so each feed goes in the folder of
/// its first tag (folders in the order their first feed comes, feeds in list order inside them,
/// untagged feeds at the top level where they come). Its other tags go in OPML 2.0's `category`
/// attribute, and a hidden feed gets the category `!`, newsboat's marker. A feed without a title
/// has its URL as `text`, which OPML requires and the reader does not take for a title.
/// newsboat-only sources (query feeds, exec:, filter:) are not subscriptions and are not written.
public enum OPMLWriter {
    /// The document, UTF-8 text with an XML declaration; `dateCreated` is passed in so the output
    /// depends on nothing but the arguments.
    public static func document(for subscriptions: [Subscription], title: String = "FeedBrowser subscriptions", dateCreated: Date) -> String {
        var groups: [(folder: String?, feeds: [Subscription])] = []
        var groupOfFolder: [String: Int] = [:]
        for subscription in subscriptions {
            guard let folder = subscription.tags.first else {
                groups.append((nil, [subscription]))
                continue
            }
            if let index = groupOfFolder[folder] {
                groups[index].feeds.append(subscription)
            } else {
                groupOfFolder[folder] = groups.count
                groups.append((folder, [subscription]))
            }
        }

        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<opml version=\"2.0\">",
            "  <head>",
            "    <title>\(XMLEscaping.content(title))</title>",
            "    <dateCreated>\(RFC822Date.string(from: dateCreated))</dateCreated>",
            "  </head>",
            "  <body>",
        ]
        for group in groups {
            guard let folder = group.folder else {
                lines += group.feeds.map { "    " + outline(for: $0, categories: []) }
                continue
            }
            let name = XMLEscaping.attribute(folder)
            lines.append("    <outline text=\"\(name)\" title=\"\(name)\">")
            lines += group.feeds.map { "      " + outline(for: $0, categories: Array($0.tags.dropFirst())) }
            lines.append("    </outline>")
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
    }

    private static func outline(for subscription: Subscription, categories: [String]) -> String {
        var attributes = [("type", "rss"), ("text", subscription.title ?? subscription.url)]
        if let title = subscription.title { attributes.append(("title", title)) }
        attributes.append(("xmlUrl", subscription.url))
        var category = CategoryAttribute.value(for: categories)
        if subscription.isHidden { category += category.isEmpty ? "!" : ",!" }
        if !category.isEmpty { attributes.append(("category", category)) }
        return "<outline " + attributes.map { "\($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined(separator: " ") + "/>"
    }
}

/// Writes a feed as the JSON of `feedbrowser parse --json` (schema in README.md), streamed
/// through a fixed buffer: no objects are built, and a 100k-item feed is never one document in
/// memory. The bytes are exactly what `JSONEncoder` (pretty printed, sorted keys, ISO 8601 dates,
/// `.withoutEscapingSlashes`) gives for the whole feed, ending with a newline; the tests compare
/// the two. Keys are written in sorted order by hand, and a nil optional leaves its key out, as
/// the synthesized `Encodable` conformances do.
public enum FeedJSONWriter {
    /// Hands `feed` as JSON to `output` in pieces of at most `bufferSize` bytes.
    public static func write(_ feed: Feed, bufferSize: Int = 1 << 16, to output: @escaping (UnsafeRawBufferPointer) -> Void) {
        let json = JSONOutput(capacity: bufferSize, output: output)
        json.ascii("{")
        key("description", depth: 1, json)
        json.string(feed.description)
        json.ascii(",")
        key("format", depth: 1, json)
        json.string(feed.format.rawValue)
        json.ascii(",")
        if let imageURL = feed.imageURL {
            key("imageURL", depth: 1, json)
            json.string(imageURL)
            json.ascii(",")
        }
        key("items", depth: 1, json)
        array(feed.items, depth: 1, json) { item in self.item(item, depth: 3, json) }
        json.ascii(",")
        if let language = feed.language {
            key("language", depth: 1, json)
            json.string(language)
            json.ascii(",")
        }
        if let link = feed.link {
            key("link", depth: 1, json)
            json.string(link)
            json.ascii(",")
        }
        key("title", depth: 1, json)
        json.string(feed.title)
        json.ascii(",")
        key("warnings", depth: 1, json)
        strings(feed.warnings, depth: 1, json)
        json.newline(indent: 0)
        json.ascii("}\n")
        json.flush()
    }

    /// An item object whose opening brace sits at `depth - 1`, keys at `depth`.
    private static func item(_ item: FeedItem, depth: Int, _ json: JSONOutput) {
        json.ascii("{")
        if let author = item.author { field("author", author, depth: depth, json) }
        key("categories", depth: depth, json)
        strings(item.categories, depth: depth, json)
        json.ascii(",")
        field("content", item.content, depth: depth, json)
        key("enclosures", depth: depth, json)
        array(item.enclosures, depth: depth, json) { enclosure($0, depth: depth + 2, json) }
        json.ascii(",")
        field("id", item.id, depth: depth, json)
        if let link = item.link { field("link", link, depth: depth, json) }
        key("links", depth: depth, json)
        strings(item.links, depth: depth, json)
        json.ascii(",")
        if let published = item.published {
            key("published", depth: depth, json)
            json.date(published)
            json.ascii(",")
        }
        key("summary", depth: depth, json)
        json.string(item.summary)
        json.ascii(",")
        key("thumbnails", depth: depth, json)
        array(item.thumbnails, depth: depth, json) { thumbnail($0, depth: depth + 2, json) }
        if let title = item.title {
            json.ascii(",")
            key("title", depth: depth, json)
            json.string(title)
        }
        json.newline(indent: depth - 1)
        json.ascii("}")
    }

    private static func enclosure(_ enclosure: FeedEnclosure, depth: Int, _ json: JSONOutput) {
        json.ascii("{")
        var members = Members(json: json, depth: depth)
        members.number("height", enclosure.height)
        members.number("length", enclosure.length)
        members.text("medium", enclosure.medium)
        members.text("type", enclosure.type)
        members.text("url", enclosure.url)
        members.number("width", enclosure.width)
        json.newline(indent: depth - 1)
        json.ascii("}")
    }

    private static func thumbnail(_ thumbnail: FeedThumbnail, depth: Int, _ json: JSONOutput) {
        json.ascii("{")
        var members = Members(json: json, depth: depth)
        members.number("height", thumbnail.height)
        members.text("url", thumbnail.url)
        members.number("width", thumbnail.width)
        json.newline(indent: depth - 1)
        json.ascii("}")
    }

    /// Members of a small object whose optional keys may be left out: commas go between the
    /// members actually written.
    private struct Members {
        let json: JSONOutput
        let depth: Int
        private var written = false

        init(json: JSONOutput, depth: Int) {
            self.json = json
            self.depth = depth
        }

        mutating func number(_ name: StaticString, _ value: Int?) {
            guard let value else { return }
            start(name)
            json.integer(value)
        }

        mutating func text(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            start(name)
            json.string(value)
        }

        private mutating func start(_ name: StaticString) {
            if written { json.ascii(",") }
            written = true
            FeedJSONWriter.key(name, depth: depth, json)
        }
    }

    /// `"name" : ` on a new line at `depth`.
    private static func key(_ name: StaticString, depth: Int, _ json: JSONOutput) {
        json.newline(indent: depth)
        json.ascii("\"")
        json.ascii(name)
        json.ascii("\" : ")
    }

    /// A string member followed by its comma (for members that never come last).
    private static func field(_ name: StaticString, _ value: String, depth: Int, _ json: JSONOutput) {
        key(name, depth: depth, json)
        json.string(value)
        json.ascii(",")
    }

    private static func strings(_ values: [String], depth: Int, _ json: JSONOutput) {
        array(values, depth: depth, json) { json.string($0) }
    }

    /// An array whose key sits at `depth`, its elements one level deeper. Empty, it is written as
    /// the pretty printer does: an unindented blank line, then the closing bracket.
    private static func array<Element>(_ elements: [Element], depth: Int, _ json: JSONOutput, element: (Element) -> Void) {
        json.ascii("[")
        if elements.isEmpty {
            json.ascii("\n")
        }
        for index in elements.indices {
            if index > 0 { json.ascii(",") }
            json.newline(indent: depth + 1)
            element(elements[index])
        }
        json.newline(indent: depth)
        json.ascii("]")
    }
}

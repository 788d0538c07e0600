/// Reads the feeds of an OPML 1.0 or 2.0 subscription list, outline by outline.
///
/// An outline with `xmlUrl` is a feed: its title is `title`, else `text` (unless either only
/// repeats the URL), its tags are the names of the folders around it, outermost first, then the
/// tags of its `category` attribute. An outline without `xmlUrl` is a folder. A tag that starts
/// with `!` hides the feed, as it does in a urls file. Each bad outline is reported with its line
/// and column and left out; the others load. Malformed XML ends the reading at its line and
/// column, keeping the feeds before it.
struct OPMLReader {
    private(set) var subscriptions: [Subscription] = []
    private(set) var issues: [SubscriptionIssue] = []
    private var open: [OPMLElement] = []
    private var firstLineOfURL: [String: Int] = [:]
    private var isOPML = false
    private var bodySeen = false

    init(bytes: [UInt8], limits: OPMLLimits) {
        guard bytes.count <= limits.maxBytes else {
            report(XMLPosition(line: 1, column: 1), "the file is larger than \(limits.maxBytes) bytes: this is not a subscription list", .error)
            return
        }
        let input: [UInt8]
        switch OPMLInput.utf8(from: bytes) {
        case .success(let utf8): input = utf8
        case .failure(let problem):
            report(problem.position, problem.message, .error)
            return
        }
        var scanner = XMLScanner(input: input, maxDepth: limits.maxDepth)
        do {
            try scanner.scan { event in handle(event) }
        } catch {
            report(error.position, "malformed XML: \(error.message)", .error)
            return
        }
        if isOPML, !bodySeen {
            report(XMLPosition(line: 1, column: 1), "the OPML file has no <body>, so no feeds", .error)
        }
    }

    private mutating func handle(_ event: XMLEvent) -> Bool {
        switch event {
        case .startElement(let name, let attributes, let position):
            return start(name, attributes, at: position)
        case .endElement:
            if case .folder(let name, let position, containsOutline: false) = open.popLast() {
                let label = name.map { "the outline \"\($0)\"" } ?? "an outline"
                report(position, "\(label) has no xmlUrl and no outlines inside, so it is neither a feed nor a folder: add its feed's xmlUrl or remove it", .error)
            }
        case .unexpandedEntity(let name, let position):
            report(position, "the entity &\(name); is not expanded (kept as written): OPML files here may use only &amp; &lt; &gt; &quot; &apos; and &#…; and never include other files", .warning)
        }
        return true
    }

    private mutating func start(_ name: String, _ attributes: [XMLAttribute], at position: XMLPosition) -> Bool {
        guard let parent = open.last else {
            guard name == "opml" else {
                let feedRoots = ["rss", "feed", "rdf:RDF"]
                report(position, feedRoots.contains(name)
                       ? "this is a feed, not a subscription list: subscribe to its URL instead"
                       : "not an OPML file: its root element is <\(name)>, not <opml>", .error)
                return false
            }
            isOPML = true
            open.append(.opml)
            return true
        }
        switch (parent, name) {
        case (.opml, "body"):
            bodySeen = true
            open.append(.body)
        case (.body, "outline"), (.folder, "outline"), (.feed, "outline"):
            if case .folder(let folderName, let folderPosition, _) = parent {
                open[open.count - 1] = .folder(name: folderName, position: folderPosition, containsOutline: true)
            }
            open.append(outline(attributes, at: position))
        default:
            open.append(.other)
        }
        return true
    }

    private mutating func outline(_ attributes: [XMLAttribute], at position: XMLPosition) -> OPMLElement {
        // Exporters differ in case (xmlUrl, xmlurl, XMLURL): any case is read.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name.lowercased() == name.lowercased() }?.value
        }
        func nonEmpty(_ text: String?) -> String? {
            guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
            return text
        }
        guard let rawURL = attribute("xmlUrl") else {
            return .folder(name: nonEmpty(attribute("text")) ?? nonEmpty(attribute("title")), position: position, containsOutline: false)
        }
        let url = FeedURLText.normalised(String(rawURL.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
        switch FeedAddressKind(classifying: url) {
        case .feed:
            break
        case .newsboatOnly(let scheme), .unsupportedScheme(let scheme):
            report(position, "xmlUrl '\(url)': \(scheme): feeds are not read by FeedBrowser; the outline is skipped", .unused)
            return .feed
        case .notAURL(let reason):
            report(position, "xmlUrl '\(url)' is not a feed URL (\(reason)): fix it or remove the outline", .error)
            return .feed
        }
        let folderNames = open.compactMap { element -> String? in
            if case .folder(let name?, _, _) = element { return name }
            return nil
        }
        let tags = folderNames + CategoryAttribute.tags(in: attribute("category") ?? "")
        if let firstLine = firstLineOfURL[url] {
            // Readers export a feed filed in several folders once per folder: its tags are merged.
            if let index = subscriptions.firstIndex(where: { $0.url == url }), Self.add(tags, to: &subscriptions[index]) { return .feed }
            report(position, "duplicate of the outline at line \(firstLine): the feed is subscribed once, from there", .unused)
            return .feed
        }
        firstLineOfURL[url] = position.line

        var feed = Subscription(url: url, line: position.line)
        feed.title = [attribute("title"), attribute("text")].lazy.compactMap(nonEmpty).first { $0 != url }
        _ = Self.add(tags, to: &feed)
        subscriptions.append(feed)
        return .feed
    }

    /// Gives `feed` the tags it lacks ("!" hides it); true if that changed it.
    private static func add(_ tags: [String], to feed: inout Subscription) -> Bool {
        var changed = false
        for tag in tags {
            if tag.hasPrefix("!") {
                changed = changed || !feed.isHidden
                feed.isHidden = true
            } else if !feed.tags.contains(tag) {
                feed.tags.append(tag)
                changed = true
            }
        }
        return changed
    }

    private mutating func report(_ position: XMLPosition, _ message: String, _ severity: IssueSeverity) {
        issues.append(SubscriptionIssue(line: position.line, column: position.column, message: message, severity: severity))
    }
}

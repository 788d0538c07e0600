import CLibXML2
import Foundation
import TextLayout

/// Receives libxml2's SAX2 events and builds the feed: channel metadata and items.
///
/// Single-threaded; one per document. Per event it does O(1) work plus the bytes of the text it
/// keeps; text is gathered into one reused buffer and converted once per field.
final class FeedSAXHandler {
    let limits: FeedParserLimits
    /// Resolves URLs against the base in effect: the document's location, or the nearest xml:base.
    private(set) var resolver: URLResolver
    /// Resolvers replaced by an xml:base, with the depth of the element that set it (restored at its end).
    private var outerResolvers: [(depth: Int, resolver: URLResolver)] = []
    var context: xmlParserCtxtPtr? = nil

    // Results.
    var channel = Feed()
    var completedItems: [FeedItem] = []
    /// How many of `completedItems` the owner has delivered; the rest are pending (kept in one
    /// array: a second array of pending items cost a copy of every item).
    var deliveredCount = 0
    var pendingCount: Int { completedItems.count - deliveredCount }
    /// Items delivered and then let go by an owner that does not keep them (before `completedItems`).
    var releasedCount = 0
    /// Every item completed so far, held or released.
    var completedCount: Int { releasedCount + completedItems.count }
    /// Items pending that make a batch due; the owner delivers them from within the parse.
    var batchThreshold = Int.max
    var onBatchDue: (() -> Void)? = nil
    var failure: FeedParseError? = nil
    var rootSeen = false
    /// Atom: the feed's own author, which entries without one inherit (RFC 4287, 4.2.1).
    var feedAuthor: String? = nil

    // Element stack (kinds only) and item state.
    private let stack = ElementStack()
    private var itemDepth = 0
    private var draft = ItemDraft()
    private var ignoreBelow = Int.max
    /// The depth of the item's atom:source while it is open (its authors are read, nothing else).
    private var sourceDepth = 0
    /// True while the captured name is one of an atom:source's authors.
    private var capturingSourceAuthor = false
    /// True while the captured media:title or media:description is inside a media:content.
    private var nestedMediaCapture = false
    /// How well the channel's link suits a reader (see `alternateRank`).
    private var channelLinkRank = -1
    private var selfLinkSeen = false
    /// The root is an Atom `<feed>` without the Atom namespace: its unqualified children are Atom's.
    private var unqualifiedAtom = false
    /// Elements named item or entry that were not read as items (an unknown namespace), and the
    /// namespace of the first: said in a warning when the feed ends without items.
    private var unreadItemElements = 0
    private var unreadItemNamespace: String? = nil
    /// The date text as written (trimmed), kept as bytes: it is needed only for a fallback id.
    let dateText = ByteWriter(capacity: 64)
    /// Namespace declarations of the open elements, and the depths of the elements that made them
    /// (the innermost one's depth also apart: the check at every end tag is one comparison).
    private var namespacesInScope = 0
    private var namespaceDeclarers: [(depth: Int, count: Int)] = []
    private var innermostDeclarerDepth = 0
    private var knownURIs: [UnsafePointer<UInt8>] = []
    private var knownNamespaces: [FeedNamespace] = []

    // Text capture.
    private var captureKind: ElementKind? = nil
    private var captureDepth = 0
    private var captureMode: HTMLText.Mode = .plain
    private var captureHadMarkup = false
    /// Character data of the field is text even where it holds "<" or "&" (XHTML content, RFC 4287
    /// 3.1.1.3): it is escaped again before the HTML converter reads the field.
    private var captureEscapesText = false
    /// The captured field's raw text (and serialised child tags).
    private let buffer = ByteWriter(capacity: 16 << 10)
    /// The converted text of the field being finished.
    private let converted = ByteWriter(capacity: 16 << 10)
    /// The raw text and result of the last block-text conversion (reused when the next one is identical).
    private let lastRaw = ByteWriter(capacity: 16 << 10)
    private var lastConversion: (mode: HTMLText.Mode, text: ConvertedText)? = nil

    /// Set by the transcoder: C0 controls were parked in U+E000...U+E01F and must be restored.
    var parkedControls = false
    /// After a recovered error libxml2 drops entity references until wellFormed is set again.
    var restoreWellFormed = false
    /// True while the last chunk is parsed: errors then mean the document was cut short.
    var finishing = false
    /// A bare "&" was read as text and said so (once per document).
    var warnedBareAmpersand = false
    /// Lines of whitespace before the document's first "<", which libxml2 never saw: added to its lines.
    var skippedLines = 0

    // Entities declared by the document (internal general entities only), and the ones handed out.
    var declaredEntities: [String: String] = [:]
    var externalEntities: [String: String] = [:]
    var entityCache: [String: xmlEntityPtr] = [:]
    var expandedEntityBytes = 0
    /// The size of each declared entity's expansion, once made: a later reference reuses it.
    var expandedEntitySizes: [String: Int] = [:]

    init(limits: FeedParserLimits, baseURL: URL?) {
        self.limits = limits
        self.resolver = URLResolver(base: baseURL)
    }

    deinit {
        for entity in entityCache.values { clibxml2_free_text_entity(entity) }
    }

    var inItem: Bool { itemDepth > 0 }
    /// Elements opened and not yet closed.
    var openElementCount: Int { stack.count }

    // MARK: Failing

    /// Records the first fatal problem and stops libxml2.
    func fail(_ kind: FeedParseError.Kind, _ message: String, line: Int? = nil, column: Int? = nil) {
        guard failure == nil else { return }
        failure = FeedParseError(kind: kind, message: message, line: line ?? Int(clibxml2_line(context)) + skippedLines,
                                 column: column ?? Int(clibxml2_column(context)))
        if let context { xmlStopParser(context) }
    }

    /// Records a warning (at most 20, each once); what it quotes from the document is sanitised.
    func warn(_ text: String) {
        let message = ErrorText.oneLine(text)
        if channel.warnings.count < 20 && !channel.warnings.contains(message) { channel.warnings.append(message) }
    }

    // MARK: Elements

    func startElement(_ localname: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?, _ uri: UnsafePointer<UInt8>?,
                      _ namespaceCount: Int, _ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
        if restoreWellFormed { context?.pointee.wellFormed = 1; restoreWellFormed = false }
        let depth = stack.count + 1
        if namespaceCount > 0 { enterNamespaces(namespaceCount, depth: depth) }
        if captureKind != nil {
            // Markup inside a text field (Atom xhtml, unescaped HTML): keep it as HTML for the converter.
            stack.push(.other)
            appendStartTag(localname, attributeCount, attributes)
            return
        }
        if depth > ignoreBelow {
            if depth == sourceDepth + 1 || depth == sourceDepth + 2 { startInsideSource(uri, prefix, localname, depth: depth) } else { stack.push(.other) }
            return
        }
        let attrs = Attributes(count: attributeCount, pointer: attributes)
        if attributeCount > 0, let base = attrs.xmlBase() { enterBase(base, depth: depth) }
        var ns = namespace(uri: uri, prefix: prefix)
        if ns == .none && unqualifiedAtom { ns = .atom10 }
        let kind = ElementKind.classify(ns, localname)
        if !rootSeen {
            rootSeen = true
            stack.push(kind)
            detectFormat(kind, ns, localname, attributeCount, attributes)
            return
        }
        stack.push(kind)
        let parent = stack.parent

        switch kind {
        case .other:
            if !inItem { noteUnreadItem(uri, localname) }
            return
        case .item, .entry:
            if !inItem {
                itemDepth = depth
                draft = ItemDraft()
                dateText.reset()
                if let about = attrs.value("about") { draft.rdfAbout = about }
            }
            return
        case .channel:
            if ns == .rss090 { channel.format = .rss090 }
            return
        case .atomSource, .rssSource:
            // An entry's atom:source describes the feed it came from: only its authors are read.
            if inItem && kind == .atomSource { ignoreBelow = depth; sourceDepth = depth }
            if kind == .rssSource { ignoreBelow = depth }
            return
        case .enclosure:
            if inItem, let url = attrs.url("url", resolvedBy: resolver) {
                draft.enclosures.append(FeedEnclosure(url: url, type: attrs.value("type"),
                                                      length: attrs.integer("length", max: limits.maxMediaByteCount)))
            }
            return
        case .mediaThumbnail:
            if let url = attrs.url("url", resolvedBy: resolver) {
                let thumbnail = FeedThumbnail(url: url, width: attrs.integer("width", max: limits.maxMediaDimension),
                                              height: attrs.integer("height", max: limits.maxMediaDimension))
                if inItem {
                    // Items usually list a few sizes: one allocation instead of growing 1, 2, 4.
                    if draft.thumbnails.isEmpty { draft.thumbnails.reserveCapacity(4) }
                    draft.thumbnails.append(thumbnail)
                } else if channel.imageURL == nil { channel.imageURL = thumbnail.url }
            }
            return
        case .mediaContent:
            if inItem, let resolved = attrs.url("url", resolvedBy: resolver) {
                let type = attrs.value("type"), medium = attrs.value("medium")
                let width = attrs.integer("width", max: limits.maxMediaDimension)
                let height = attrs.integer("height", max: limits.maxMediaDimension)
                draft.enclosures.append(FeedEnclosure(url: resolved, type: type, length: attrs.integer("fileSize", max: limits.maxMediaByteCount),
                                                      medium: medium, width: width, height: height))
                // Pictures of media:content stand in for thumbnails only when there are none.
                if draft.thumbnails.isEmpty, medium == "image" || (medium == nil && type?.hasPrefix("image/") == true) {
                    draft.mediaImages.append(FeedThumbnail(url: resolved, width: width, height: height))
                }
            }
            return
        case .itunesImage:
            if let href = attrs.url("href", resolvedBy: resolver) {
                if inItem { if draft.itunesImage == nil { draft.itunesImage = href } } else if channel.imageURL == nil { channel.imageURL = href }
            }
            return
        case .atomLink:
            handleAtomLink(attrs, parent: parent)
            return
        case .mediaGroup, .atomAuthor, .image, .rss, .rdf, .atomFeed:
            return
        default:
            break
        }
        // A text field: capture it when it belongs to the item or the channel we are building.
        let parentIsItem = parent == .item || parent == .entry || parent == .mediaGroup || parent == .mediaContent
        let parentIsChannel = parent == .channel || parent == .atomFeed
        if inItem {
            // media:description/title/text inside media:content describe that picture (alt text),
            // not the item.
            // They are kept apart, the title and text of last resort (YouTube-like feeds have no other).
            if parent == .mediaContent && (kind == .mediaDescription || kind == .mediaTitle || kind == .mediaText) {
                if kind == .mediaTitle && draft.contentMediaTitle == nil { beginCapture(.mediaTitle, depth: depth, mode: mode(for: kind, attrs: attrs)); nestedMediaCapture = true }
                if kind == .mediaDescription && draft.contentMediaDescription == nil { beginCapture(.mediaDescription, depth: depth, mode: mode(for: kind, attrs: attrs)); nestedMediaCapture = true }
                return
            }
            if parentIsItem || (kind == .atomName && parent == .atomAuthor && stack.count - 2 == itemDepth) {
                if kind == .mediaCredit, let role = attrs.value("role"), role != "author", role != "owner", role != "creator" { return }
                if kind == .guid { draft.guidIsPermaLink = !(attrs.trimmedBytes("isPermaLink").map { Attributes.equals($0, "false", folding: true) } ?? false) }
                if kind == .category, let term = attrs.value("term"), ns == .atom10 || ns == .atom03 {
                    let label = attrs.value("label") ?? term
                    if !label.isEmpty { draft.categories.append(label) }
                    return
                }
                beginCapture(kind, depth: depth, mode: mode(for: kind, attrs: attrs), escapesText: (attrs.count > 0 || kind == .xhtmlBody) && Self.isXHTML(kind, attrs))
            }
        } else if parentIsChannel || (kind == .url && parent == .image) || (kind == .atomName && parent == .atomAuthor && depth == 3) {
            switch kind {
            case .title, .link, .description, .language, .atomSubtitle, .atomLogo, .atomIcon, .dcTitle, .dcDescription, .url, .atomName:
                beginCapture(kind, depth: depth, mode: mode(for: kind, attrs: attrs), escapesText: Self.isXHTML(kind, attrs))
            default: break
            }
        }
    }

    /// A child or grandchild of an entry's atom:source: its author's name is captured, all else skipped.
    @inline(never) private func startInsideSource(_ uri: UnsafePointer<UInt8>?, _ prefix: UnsafePointer<UInt8>?, _ localname: UnsafePointer<UInt8>, depth: Int) {
        var ns = namespace(uri: uri, prefix: prefix)
        if ns == .none && unqualifiedAtom { ns = .atom10 }
        let kind = ElementKind.classify(ns, localname)
        if depth == sourceDepth + 1 {
            stack.push(kind == .atomAuthor ? .atomAuthor : .other)
        } else {
            stack.push(.other)
            if kind == .atomName && stack.parent == .atomAuthor && draft.sourceAuthor == nil {
                beginCapture(.atomName, depth: depth, mode: .inlineHTML)
                capturingSourceAuthor = true
            }
        }
    }

    /// Counts an element named item or entry that is not read as one (see `unreadItemElements`).
    @inline(never) private func noteUnreadItem(_ uri: UnsafePointer<UInt8>?, _ localname: UnsafePointer<UInt8>) {
        guard localname[0] == UInt8(ascii: "i") || localname[0] == UInt8(ascii: "e"),
              CName.equals(localname, "item") || CName.equals(localname, "entry") else { return }
        unreadItemElements += 1
        if unreadItemNamespace == nil { unreadItemNamespace = uri.map { String(cString: $0) } ?? "" }
    }

    /// Said when the document ends: a recognised root whose item-like elements were all unread.
    func warnAboutUnreadItems() {
        guard completedCount == 0, unreadItemElements > 0 else { return }
        let namespace = unreadItemNamespace.map { $0.isEmpty ? "no namespace" : "the namespace \($0)" } ?? "no namespace"
        warn("no items read: the document has \(unreadItemElements) item or entry elements in \(namespace), which this \(channel.format.rawValue) feed does not use")
    }

    func endElement() {
        if restoreWellFormed { context?.pointee.wellFormed = 1; restoreWellFormed = false }
        let depth = stack.count
        guard depth > 0 else { return }
        if depth == innermostDeclarerDepth { leaveNamespaces() }
        let kind = stack.pop()
        defer { if outerResolvers.last?.depth == depth { resolver = outerResolvers.removeLast().resolver } }
        if let captured = captureKind {
            if depth > captureDepth {
                appendEndTag()
                return
            }
            captureKind = nil
            finishCapture(captured)
            return
        }
        if depth == ignoreBelow { ignoreBelow = .max; sourceDepth = 0; return }
        if depth == itemDepth && (kind == .item || kind == .entry) {
            itemDepth = 0
            completedItems.append(buildItem(&draft))
            if pendingCount >= batchThreshold { onBatchDue?() }
        }
    }

    func characters(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        if restoreWellFormed { context?.pointee.wellFormed = 1; restoreWellFormed = false }
        guard captureKind != nil, buffer.count < limits.maxFieldBytes else { return }
        if captureEscapesText { appendEscaped(bytes, count); return }
        // Escaped HTML arrives one entity ("&lt;" -> "<") per call: no copy loop for one byte.
        if count == 1 { buffer.append(bytes.pointee); return }
        buffer.append(UnsafeBufferPointer(start: bytes, count: min(count, limits.maxFieldBytes - buffer.count)))
    }

    /// XHTML character data into the buffer with "<" and "&" written as references again.
    private func appendEscaped(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        for k in 0..<min(count, limits.maxFieldBytes - buffer.count) {
            switch bytes[k] {
            case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
            default: buffer.append(bytes[k])
            }
        }
    }

    /// libxml2 looks every element's prefix up among all the declarations in scope, one by one: a
    /// few hundred on each of many nested elements made that cost minutes, so their sum is capped
    /// (the cap per element is `NamespaceDeclarationCounter`'s, before libxml2 reads the tag).
    private func enterNamespaces(_ count: Int, depth: Int) {
        namespaceDeclarers.append((depth, count))
        namespacesInScope += count
        innermostDeclarerDepth = depth
        let limit = limits.maxNamespacesInScope
        if namespacesInScope > limit {
            fail(.tooManyNamespaces(limit: limit), "more than \(limit) namespace declarations are in scope here (a feed needs a few)")
        }
    }

    private func leaveNamespaces() {
        namespacesInScope -= namespaceDeclarers.removeLast().count
        innermostDeclarerDepth = namespaceDeclarers.last?.depth ?? 0
    }

    /// The namespace of a URI, remembered by address: libxml2 interns names in its dictionary, so a
    /// URI keeps its address for the whole parse and the string comparisons run once per namespace.
    private func namespace(uri: UnsafePointer<UInt8>?, prefix: UnsafePointer<UInt8>?) -> FeedNamespace {
        guard let uri else { return FeedNamespace.classify(uri: nil, prefix: prefix) }
        for k in knownURIs.indices where knownURIs[k] == uri { return knownNamespaces[k] }
        let ns = FeedNamespace.classify(uri: uri, prefix: prefix)
        if knownURIs.count < 16 { knownURIs.append(uri); knownNamespaces.append(ns) }
        return ns
    }

    // MARK: xml:base

    /// An element's xml:base (RFC 3986 reference, itself relative to the base around it) applies to
    /// the element and everything inside it, until its end tag.
    private func enterBase(_ reference: String, depth: Int) {
        outerResolvers.append((depth, resolver))
        var inner = URLResolver(base: resolver.baseURL(for: reference))
        // A base that is still a file keeps the site fallback for root-relative references.
        inner.site = resolver.site
        resolver = inner
    }

    /// Sets the channel's link. When the document has no web location of its own (it was read from
    /// a file) and no xml:base applies, root-relative URLs that follow resolve against that site:
    /// "/2013/post.html" in a feed saved to disk means the site's page, not file:///2013/post.html.
    private func setChannelLink(_ link: String) {
        channel.link = link
        if !selfLinkSeen { useAsSite(link) }
    }

    /// The feed's own address (Atom rel="self"): in a feed read from a file, relative links mean
    /// what they meant where the feed was published, so it is the site before the channel link.
    private func noteSelfLink(_ link: String) {
        guard !selfLinkSeen, link.hasPrefix("http://") || link.hasPrefix("https://") else { return }
        selfLinkSeen = true
        useAsSite(link)
    }

    private func useAsSite(_ link: String) {
        guard outerResolvers.isEmpty, resolver.base?.isFileURL ?? true,
              link.hasPrefix("http://") || link.hasPrefix("https://"), let site = URL(string: link) else { return }
        resolver.site = site
    }

    // MARK: Root

    private func detectFormat(_ kind: ElementKind, _ ns: FeedNamespace, _ localname: UnsafePointer<UInt8>,
                              _ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
        let attrs = Attributes(count: attributeCount, pointer: attributes)
        switch kind {
        case .rss:
            switch attrs.value("version") ?? "2.0" {
            case "0.91", "0.90": channel.format = .rss091
            case "0.92", "0.93", "0.94": channel.format = .rss092
            default: channel.format = .rss20
            }
        case .rdf: channel.format = .rss10
        case .atomFeed:
            channel.format = ns == .atom03 || (ns == .none && attrs.value("version") == "0.3") ? .atom03 : .atom10
            // Atom 0.3 feeds were often written without their namespace (feedparser reads them too).
            unqualifiedAtom = ns == .none
        case .entry:
            // An Atom Entry Document (RFC 4287 4.1.2) is a feed of one item: the root is that item.
            channel.format = ns == .atom03 ? .atom03 : .atom10
            itemDepth = 1
            draft = ItemDraft()
            dateText.reset()
        default:
            let name = CName.string(localname)
            if name.lowercased() == "html" {
                fail(.notAFeed("an HTML page"), "expected <rss>, <rdf:RDF> or <feed>", line: nil)
            } else {
                fail(.notAFeed("an XML document whose root element is <\(name)>"), "expected <rss>, <rdf:RDF> or <feed>")
            }
        }
    }

    // MARK: Links

    /// How well an alternate link suits a reader that opens links in a web browser: an http(s)
    /// page (text/html, XHTML or no type) 3, another http(s) type 2, any other scheme (gemini:,
    /// ftp:) 1. The best one wins; the first among equals (RFC 4287 4.2.7.2 allows several).
    static func alternateRank(_ href: String, type: String?) -> Int {
        let lower = href.prefix(8).lowercased()
        let web = lower.hasPrefix("http://") || lower.hasPrefix("https://") || !URLResolver.hasScheme(href)
        guard web else { return 1 }
        guard let type = type?.lowercased() else { return 3 }
        return type == "text/html" || type == "application/xhtml+xml" ? 3 : 2
    }

    private func handleAtomLink(_ attrs: Attributes, parent: ElementKind) {
        guard let href = attrs.value("href") else { return }
        let rel = attrs.value("rel") ?? "alternate"
        if inItem {
            guard parent == .entry || parent == .item else { return }
            switch rel {
            case "alternate":
                let rank = Self.alternateRank(href, type: attrs.value("type"))
                if rank > draft.alternateRank { draft.alternateLink = resolver.resolvePage(href); draft.alternateRank = rank }
            case "enclosure":
                draft.enclosures.append(FeedEnclosure(url: resolver.resolve(href), type: attrs.value("type"),
                                                      length: attrs.integer("length", max: limits.maxMediaByteCount)))
            default: break
            }
        } else if parent == .atomFeed || parent == .channel {
            if rel == "self" {
                noteSelfLink(resolver.resolve(href))
            } else if rel == "alternate" {
                let rank = Self.alternateRank(href, type: attrs.value("type"))
                if rank > channelLinkRank { channelLinkRank = rank; setChannelLink(resolver.resolve(href)) }
            }
        }
    }

    // MARK: Text capture

    /// How to read a text field, from its kind and its type attribute (compared as bytes: this runs
    /// for every field).
    private func mode(for kind: ElementKind, attrs: Attributes) -> HTMLText.Mode {
        let eq = Attributes.equals
        switch kind {
        case .title, .dcTitle, .mediaTitle:
            // Atom says what it is; RSS titles may carry escaped HTML.
            guard let type = attrs.trimmedBytes("type") else { return .inlineHTML }
            return eq(type, "text", false) || eq(type, "plain", false) || eq(type, "text/plain", false) ? .inlinePlain : .inlineHTML
        case .description, .contentEncoded, .dcDescription, .xhtmlBody, .fullitem:
            return .html
        case .itunesSummary, .itunesSubtitle:
            return .plain
        case .atomSummary, .atomContent, .atomSubtitle:
            guard let type = attrs.trimmedBytes("type") ?? attrs.trimmedBytes("mode") else { return .plain }
            return eq(type, "html", false) || eq(type, "xhtml", false) || eq(type, "text/html", false)
                || eq(type, "application/xhtml+xml", false) || eq(type, "escaped", false) ? .html : .plain
        case .mediaDescription, .mediaText:
            guard let type = attrs.trimmedBytes("type") else { return .plain }
            return eq(type, "html", false) ? .html : .plain
        default:
            return .inlinePlain
        }
    }

    private func beginCapture(_ kind: ElementKind, depth: Int, mode: HTMLText.Mode, escapesText: Bool = false) {
        captureKind = kind
        captureDepth = depth
        captureMode = mode
        captureHadMarkup = false
        captureEscapesText = escapesText
        buffer.reset()
    }

    /// True for an Atom text construct of type "xhtml" (RFC 4287 3.1.1.3) and xhtml:body: their
    /// character data is text, their child elements markup. (type="html" is escaped HTML, read once.)
    private static func isXHTML(_ kind: ElementKind, _ attrs: Attributes) -> Bool {
        if kind == .xhtmlBody { return true }
        guard attrs.count > 0, kind == .atomContent || kind == .atomSummary || kind == .title || kind == .atomSubtitle else { return false }
        guard let type = attrs.trimmedBytes("type") else { return false }
        return Attributes.equals(type, "xhtml", folding: true) || Attributes.equals(type, "application/xhtml+xml", folding: true)
    }

    private func appendStartTag(_ localname: UnsafePointer<UInt8>, _ count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
        captureHadMarkup = true
        guard buffer.count < limits.maxFieldBytes else { return }
        buffer.append(UInt8(ascii: "<"))
        var p = localname
        while p.pointee != 0 { buffer.append(p.pointee); p += 1 }
        let attrs = Attributes(count: count, pointer: attributes)
        // width and height let the converter tell a tracking pixel from a picture.
        for name in ["href", "src", "width", "height"] {
            if let value = attrs.serializedValue(name) {
                buffer.append(contentsOf: " \(name)=\"".utf8)
                for byte in value.utf8 where byte != UInt8(ascii: "\"") { buffer.append(byte) }
                buffer.append(UInt8(ascii: "\""))
            }
        }
        buffer.append(UInt8(ascii: ">"))
        tagNames.append(CName.string(localname))
    }

    private var tagNames: [String] = []

    private func appendEndTag() {
        guard let name = tagNames.popLast(), buffer.count < limits.maxFieldBytes else { return }
        buffer.append(contentsOf: "</\(name)>".utf8)
    }

    private func finishCapture(_ kind: ElementKind) {
        if !tagNames.isEmpty { tagNames.removeAll(keepingCapacity: true) }
        var mode = captureMode
        if captureHadMarkup {
            mode = (mode == .inlinePlain || mode == .inlineHTML) ? .inlineHTML : .html
        }
        if capturingSourceAuthor {
            capturingSourceAuthor = false
            if draft.sourceAuthor == nil { draft.sourceAuthor = nonEmpty(text(.inlineHTML)) }
        } else if nestedMediaCapture {
            nestedMediaCapture = false
            if kind == .mediaTitle { draft.contentMediaTitle = nonEmpty(text(mode)) } else { draft.contentMediaDescription = convertedText(mode) }
        } else if inItem {
            storeItemField(kind, mode: mode)
        } else {
            storeChannelField(kind, mode: mode)
        }
    }

    /// The captured text trimmed of surrounding whitespace, as a string (ids, links, dates).
    private func rawText() -> String {
        makeString(trimmedBuffer())
    }

    private func trimmedBuffer() -> UnsafeBufferPointer<UInt8> {
        let all = buffer.buffer
        var start = 0, end = all.count
        while start < end, Self.isSpace(all[start]) { start += 1 }
        while end > start, Self.isSpace(all[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: all[start..<end])
    }

    /// `text` itself when the captured bytes (trimmed) are exactly its UTF-8: a guid usually repeats
    /// the link, and sharing that string saves making (and later freeing) a copy.
    private func sameText(as text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        let raw = trimmedBuffer()
        guard raw.count == text.utf8.count, let start = raw.baseAddress else { return nil }
        let same = text.utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, start, raw.count) == 0 } ?? false
        return same ? text : nil
    }

    private func keepDateText() {
        dateText.reset()
        dateText.append(trimmedBuffer())
    }

    private func convertedText(_ mode: HTMLText.Mode) -> ConvertedText {
        // Feeds often repeat a text (DeviantArt: description == media:description): convert once.
        // Only block texts are remembered; one-line fields (titles, names) are short and rarely
        // repeated in the same mode, and keeping them cost a copy of every one.
        let raw = buffer.buffer
        let remembered = mode == .html || mode == .plain
        if remembered, lastConversion?.mode == mode, lastRaw.count == raw.count,
           raw.count == 0 || memcmp(lastRaw.base, raw.baseAddress!, raw.count) == 0 {
            var text = lastConversion!.text
            text.resolver = resolver
            return text
        }
        let html = HTMLText(raw, mode: mode, into: converted)
        let result = ConvertedText(text: string(of: html), links: html.links,
                                   marks: html.mayContainControls ? [] : html.marks, firstImage: html.firstImage, resolver: resolver)
        if remembered {
            // Kept by trading memory rather than copying; `buffer` then holds the older text, so
            // it is emptied at once rather than trusted to be reset before its next read.
            lastRaw.swapContents(with: buffer)
            buffer.reset()
            lastConversion = (mode, result)
        }
        return result
    }

    /// A field's text alone (titles, names, categories): one-line fields skip the `ConvertedText`
    /// (its resolver and links cost retains and releases for nothing).
    private func text(_ mode: HTMLText.Mode) -> String {
        if mode == .html || mode == .plain { return convertedText(mode).text }
        return string(of: HTMLText(buffer.buffer, mode: mode, into: converted))
    }

    /// The converted text of `html` (written into `converted`) as a string.
    private func string(of html: HTMLText) -> String {
        html.mayContainControls ? makeString(converted.buffer) : String(decoding: converted.buffer, as: UTF8.self)
    }

    @inline(__always) static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

    /// A string from converted UTF-8: parked controls restored, then sanitised when it has controls.
    func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var needsSanitizing = false
        var hasParked = false
        var i = 0
        let n = bytes.count
        while i < n {
            // Eight printable ASCII bytes at a time (no high bit, nothing below 0x20, no DEL).
            if let base = bytes.baseAddress {
                while i + 8 <= n {
                    let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    let ones: UInt64 = 0x0101_0101_0101_0101
                    if (w | (w &- ones &* 0x20) | (w &+ ones)) & (ones &* 0x80) != 0 { break }
                    i += 8
                }
                if i >= n { break }
            }
            let c = bytes[i]
            if c < 0x20 && c != 0x0A { needsSanitizing = true }
            else if c == 0x7F { needsSanitizing = true }
            else if c == 0xC2, i + 1 < n, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F { needsSanitizing = true }
            else if c == 0xEE, parkedControls, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] >= 0x80, bytes[i + 2] <= 0x9F { hasParked = true }
            i += 1
        }
        if !needsSanitizing && !hasParked { return String(decoding: bytes, as: UTF8.self) }
        // Parked controls restored, and C1 characters that are Windows-1252 punctuation mapped to it.
        var restored: [UInt8] = []
        restored.reserveCapacity(n + 8)
        var k = 0
        while k < n {
            if hasParked, bytes[k] == 0xEE, k + 2 < n, bytes[k + 1] == 0x80, bytes[k + 2] >= 0x80, bytes[k + 2] <= 0x9F {
                restored.append(bytes[k + 2] - 0x80); k += 3
            } else if bytes[k] == 0xC2, k + 1 < n, bytes[k + 1] >= 0x80, bytes[k + 1] <= 0x9F,
                      let scalar = Self.windows1252Meaning(of: bytes[k + 1]) {
                restored.append(contentsOf: String(scalar).utf8); k += 2
            } else { restored.append(bytes[k]); k += 1 }
        }
        return Sanitizer.sanitize(String(decoding: restored, as: UTF8.self))
    }

    /// What a C1 character (U+0080...U+009F, from "&#146;" or written raw) stands for when it is
    /// one of Windows-1252's printable characters, as browsers read "&#146;" (HTML Living Standard,
    /// numeric character reference end state). Not mapped, so removed with what follows them by
    /// `Sanitizer`: the five bytes Windows-1252 leaves undefined, and the C1 controls that open
    /// or close a terminal control string (0x98 SOS, 0x9B CSI, 0x9C ST, 0x9E PM, 0x9F APC), whose
    /// letters (˜ › œ ž Ÿ) a hostile feed could otherwise use to leave an escape sequence's tail as text.
    static func windows1252Meaning(of low: UInt8) -> Unicode.Scalar? {
        switch low {
        case 0x80: return "\u{20AC}"
        case 0x82: return "\u{201A}"
        case 0x83: return "\u{0192}"
        case 0x84: return "\u{201E}"
        case 0x85: return "\u{2026}"
        case 0x86: return "\u{2020}"
        case 0x87: return "\u{2021}"
        case 0x88: return "\u{02C6}"
        case 0x89: return "\u{2030}"
        case 0x8A: return "\u{0160}"
        case 0x8B: return "\u{2039}"
        case 0x8C: return "\u{0152}"
        case 0x8E: return "\u{017D}"
        case 0x91: return "\u{2018}"
        case 0x92: return "\u{2019}"
        case 0x93: return "\u{201C}"
        case 0x94: return "\u{201D}"
        case 0x95: return "\u{2022}"
        case 0x96: return "\u{2013}"
        case 0x97: return "\u{2014}"
        case 0x99: return "\u{2122}"
        case 0x9A: return "\u{0161}"
        default: return nil
        }
    }

    private func nonEmpty(_ s: String) -> String? { s.isEmpty ? nil : s }

    private func parseDate() -> Date? {
        FeedDate.parse(bytes: buffer.buffer)
    }

    private func storeItemField(_ kind: ElementKind, mode: HTMLText.Mode) {
        switch kind {
        case .title: if draft.title == nil { draft.title = nonEmpty(text(mode)) }
        // Fallbacks are converted only while what they stand in for is missing (a later title still wins).
        case .dcTitle: if draft.dcTitle == nil && draft.title == nil { draft.dcTitle = nonEmpty(text(mode)) }
        case .mediaTitle: if draft.mediaTitle == nil && draft.title == nil && draft.dcTitle == nil { draft.mediaTitle = nonEmpty(text(mode)) }
        case .link: if draft.link == nil { draft.link = nonEmpty(rawText()).map(resolver.resolvePage) }
        case .guid: if draft.guid == nil { draft.guid = sameText(as: draft.link) ?? nonEmpty(rawText()) }
        case .atomId: if draft.atomId == nil { draft.atomId = nonEmpty(rawText()) }
        case .pubDate, .dcDate, .atomPublished:
            if draft.published == nil { draft.published = parseDate(); keepDateText() }
        case .atomUpdated:
            if draft.updated == nil { draft.updated = parseDate(); if dateText.isEmpty { keepDateText() } }
        case .rssAuthor: if draft.author == nil { draft.author = nonEmpty(Self.nameFromEmailAuthor(text(.inlineHTML))) }
        case .dcCreator, .atomName: if draft.author == nil { draft.author = nonEmpty(Self.nameFromEmailAuthor(text(.inlineHTML))) }
        case .itunesAuthor: if draft.itunesAuthor == nil { draft.itunesAuthor = nonEmpty(text(.inlineHTML)) }
        case .itunesSummary: if draft.itunesSummary == nil { draft.itunesSummary = convertedText(mode) }
        case .itunesSubtitle: if draft.itunesSubtitle == nil { draft.itunesSubtitle = convertedText(mode) }
        case .itunesDuration: if draft.duration == nil { draft.duration = nonEmpty(rawText()) }
        case .mediaCredit:
            // DeviantArt lists the author's name and then their avatar URL as credits.
            if draft.mediaCredit == nil && draft.author == nil {
                let credit = text(.inlinePlain)
                if !credit.isEmpty, !URLResolver.hasScheme(credit) { draft.mediaCredit = credit }
            }
        case .description, .atomSummary, .dcDescription: if draft.description == nil { draft.description = convertedText(mode) }
        case .contentEncoded, .atomContent, .xhtmlBody, .fullitem: if draft.content == nil { draft.content = convertedText(mode) }
        case .mediaDescription: if draft.mediaDescription == nil { draft.mediaDescription = convertedText(mode) }
        case .mediaText: if draft.mediaText == nil { draft.mediaText = convertedText(mode) }
        case .category, .dcSubject:
            let value = text(.inlinePlain)
            if !value.isEmpty { draft.categories.append(value) }
        default: break
        }
    }

    private func storeChannelField(_ kind: ElementKind, mode: HTMLText.Mode) {
        switch kind {
        case .title, .dcTitle: if channel.title.isEmpty { channel.title = text(mode) }
        case .link: if channel.link == nil, let link = nonEmpty(rawText()) { channelLinkRank = 3; setChannelLink(resolver.resolve(link)) }
        case .description, .atomSubtitle, .dcDescription: if channel.description.isEmpty { channel.description = text(mode) }
        case .language: if channel.language == nil { channel.language = nonEmpty(rawText()) }
        case .url, .atomLogo, .atomIcon: if channel.imageURL == nil { channel.imageURL = nonEmpty(rawText()).map(resolver.resolve) }
        case .atomName: if feedAuthor == nil { feedAuthor = nonEmpty(text(.inlineHTML)) }
        default: break
        }
    }

    /// The name in an author written with an e-mail address, whichever side it is on (RSS 2.0 5.
    /// asks for "mail (Name)", many write "Name (mail)" or "Name <mail>"): all are "Name". An
    /// address alone, or text without one, is unchanged.
    static func nameFromEmailAuthor(_ author: String) -> String {
        // memchr, not `String.contains` (with Foundation imported, a CFString search per author).
        let hasAt = author.utf8.withContiguousStorageIfAvailable { $0.count > 0 && memchr($0.baseAddress!, 0x40, $0.count) != nil } ?? author.contains("@")
        guard hasAt else { return author }
        for (openMark, closeMark) in [(Character("("), Character(")")), (Character("<"), Character(">"))] {
            guard let open = author.firstIndex(of: openMark), let close = author.lastIndex(of: closeMark), open < close else { continue }
            let inside = author[author.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            let outside = String(author[..<open] + author[author.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            let name = inside.contains("@") ? outside : outside.contains("@") ? inside : ""
            if !name.isEmpty { return name }
        }
        return author
    }
}

import CLibXML2
import Foundation

/// A streaming feed parser: feed it bytes as they arrive, get items in batches while it parses.
///
/// Built on libxml2's SAX2 push parser (measured faster than Foundation's XMLParser; see docs/PERFORMANCE.md).
/// Safe by construction: no DTD loading, no external entities, no network (XML_PARSE_NONET), entity
/// expansion and namespace declarations bounded by `FeedParserLimits`. libxml2 prints nothing: its
/// errors become `FeedParseError`s. Items are handed to `onItems` in document order: the first
/// batch as soon as `firstBatchSize` items are complete, then batches of up to `batchSize`, and
/// whatever is pending when `append` returns if the last delivery is older than `flushInterval`.
/// Memory: the items plus one 64 KB input slice and one field buffer; the input is not kept.
/// With `keepsDeliveredItems` off, only the items not yet delivered: the receiver owns the rest.
/// Not thread-safe: use one parser on one thread.
public final class FeedParser {
    /// Receives items in document order.
    public typealias ItemsHandler = ([FeedItem]) -> Void

    /// Input is handed to libxml2 in slices of this size so batches can be delivered in between.
    static let sliceSize = 64 << 10

    private let handler: FeedSAXHandler
    private let transcoder = InputTranscoder()
    private let onItems: ItemsHandler?
    private let firstBatchSize: Int
    private let batchSize: Int
    private let flushInterval: Double
    private let keepsDeliveredItems: Bool
    private var context: xmlParserCtxtPtr? = nil
    private var sax = LibXMLCallbacks.makeHandler()
    private var namespaceCounter: NamespaceDeclarationCounter
    private var totalBytes = 0
    private var sawNonSpace = false
    private var deliveredOnce = false
    private var lastDelivery = 0.0
    private var finished = false
    /// What the document turned out to be when it is not XML: its bytes are kept (up to the
    /// document limit) and read whole at the end (JSON Feed), or until its head is complete (an
    /// HTML page, searched for the feed it links to).
    private var collected: CollectedDocument? = nil
    private let baseURL: URL?
    private let httpCharset: String?

    /// A parser for one document. `baseURL` is where the feed came from (relative URLs resolve against it).
    /// `httpCharset` is the charset parameter of the HTTP Content-Type, used when the document has
    /// neither a byte-order mark nor an encoding declaration (see `InputTranscoder.detect`).
    /// `keepsDeliveredItems` false lets each batch go once `onItems` has it: `finish` and a
    /// failure's `partialFeed` then hold only the items never delivered (for a receiver that keeps
    /// the batches itself, so a large feed is not held twice).
    public init(baseURL: URL? = nil, limits: FeedParserLimits = .standard, firstBatchSize: Int = 50,
                batchSize: Int = 1000, flushInterval: Double = 0.02, keepsDeliveredItems: Bool = true, httpCharset: String? = nil,
                onItems: ItemsHandler? = nil) {
        self.handler = FeedSAXHandler(limits: limits, baseURL: baseURL)
        self.baseURL = baseURL
        self.httpCharset = httpCharset
        transcoder.httpCharset = httpCharset
        self.namespaceCounter = NamespaceDeclarationCounter(limit: limits.maxNamespaceDeclarationsPerElement)
        self.onItems = onItems
        self.firstBatchSize = max(1, firstBatchSize)
        self.batchSize = max(1, batchSize)
        self.flushInterval = flushInterval
        self.keepsDeliveredItems = keepsDeliveredItems || onItems == nil
        handler.batchThreshold = self.firstBatchSize
        // Delivering from inside the SAX callback gives exact batch sizes and the earliest first batch.
        handler.onBatchDue = { [unowned self] in self.deliver() }
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// The channel's metadata parsed so far (`items` is empty; items go to `onItems` and `finish`).
    public var channel: Feed { handler.channel }

    /// How many items are complete so far.
    public var itemCount: Int { handler.completedCount }

    /// How many items the parser holds: all of them, or only those pending when it lets delivered ones go.
    public var heldItemCount: Int { handler.completedItems.count }

    /// Parses the next bytes of the document.
    /// - Throws: the first fatal problem; its `partialFeed` holds the items completed before it.
    public func append(_ bytes: UnsafeRawBufferPointer) throws(FeedParseError) {
        guard !finished else { return }
        totalBytes += bytes.count
        if totalBytes > handler.limits.maxDocumentBytes {
            handler.fail(.tooLarge(limit: handler.limits.maxDocumentBytes), "the document is larger than \(handler.limits.maxDocumentBytes) bytes")
            try throwFailure()
        }
        var offset = 0
        while offset < bytes.count {
            let length = min(Self.sliceSize, bytes.count - offset)
            let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
            offset += length
            transcoder.transcode(slice, final: false) { utf8 in
                self.handler.parkedControls = self.transcoder.parkedControls
                self.parse(utf8, terminate: false)
            }
            checkEncoding()
            try throwFailure()
            deliverIfDue(endOfAppend: false)
        }
        deliverIfDue(endOfAppend: true)
    }

    /// Parses the next bytes of the document.
    public func append(_ data: Data) throws(FeedParseError) {
        let failure: FeedParseError? = data.withUnsafeBytes { raw in
            do throws(FeedParseError) { try append(raw); return nil } catch { return error }
        }
        if let failure { throw failure }
    }

    /// Ends the document: returns the whole feed, or throws the problem with the items before it.
    public func finish() throws(FeedParseError) -> Feed {
        if !finished {
            finished = true
            transcoder.transcode(UnsafeRawBufferPointer(start: nil, count: 0), final: true) { utf8 in
                self.handler.parkedControls = self.transcoder.parkedControls
                self.parse(utf8, terminate: false)
            }
            checkEncoding()
            if handler.failure == nil, let collected {
                finishCollected(collected)
            } else if handler.failure == nil {
                if !sawNonSpace {
                    handler.failure = FeedParseError(kind: .empty, message: "")
                } else if let context {
                    handler.finishing = true
                    withErrorsCaptured { _ = xmlParseChunk(context, nil, 0, 1) }
                }
            }
            deliver()
        }
        try throwFailure()
        if !handler.rootSeen {
            throw FeedParseError(kind: .notAFeed("a document without any element"), message: "", partialFeed: handler.channel)
        }
        noteTranscoding()
        handler.warnAboutUnreadItems()
        var feed = handler.channel
        feed.items = handler.completedItems
        return feed
    }

    /// Parses a whole document held in memory (split into slices internally).
    public static func parse(_ data: Data, baseURL: URL? = nil, limits: FeedParserLimits = .standard) throws(FeedParseError) -> Feed {
        let parser = FeedParser(baseURL: baseURL, limits: limits)
        try parser.append(data)
        return try parser.finish()
    }

    // MARK: Internals

    private func noteTranscoding() {
        if transcoder.replacedInvalidBytes { handler.warn("invalid byte sequences were replaced by U+FFFD") }
    }

    /// A declared encoding the transcoder cannot decode gives no bytes at all: say so.
    private func checkEncoding() {
        guard case .unsupported(let label) = transcoder.encoding else { return }
        handler.fail(.malformed, "the XML declaration names the encoding '\(label)', which cannot be decoded here (ask the publisher for UTF-8)",
                     line: 1, column: 1)
    }

    private func throwFailure() throws(FeedParseError) {
        guard var failure = handler.failure else { return }
        finished = true
        noteTranscoding()
        failure.partialFeed = handler.channel
        failure.partialFeed.items = handler.completedItems
        throw failure
    }

    private func parse(_ whole: UnsafeRawBufferPointer, terminate: Bool) {
        guard handler.failure == nil, whole.count > 0 else { return }
        if collected != nil { collect(whole); return }
        var utf8 = whole
        if context == nil {
            // Whitespace (and byte-order marks) before "<?xml" is common from PHP templates, and
            // libxml2 rejects the declaration after it: the document starts at its first "<".
            guard let start = firstNonSpace(utf8) else { countSkippedLines(utf8); return }
            countSkippedLines(UnsafeRawBufferPointer(rebasing: utf8[..<start]))
            utf8 = UnsafeRawBufferPointer(rebasing: utf8[start...])
            sawNonSpace = true
            guard checkLooksLikeXML(utf8, from: 0) else { return }
            if collected != nil { collect(utf8); return }
            withErrorsCaptured { createContext() }
        }
        guard let context else { return }
        // A tag with too many namespace declarations is never given to libxml2 (see
        // NamespaceDeclarationCounter): the bytes before it are, so its items are kept.
        let refusedAt = namespaceCounter.firstTagOverLimit(in: utf8)
        let length = refusedAt ?? utf8.count
        if length > 0 {
            withErrorsCaptured {
                _ = xmlParseChunk(context, utf8.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(length), terminate ? 1 : 0)
            }
        }
        if refusedAt != nil && handler.failure == nil {
            var line: Int32 = 0, column: Int32 = 0
            clibxml2_end_position(context, &line, &column)
            let limit = handler.limits.maxNamespaceDeclarationsPerElement
            handler.fail(.tooManyNamespaces(limit: limit), "an element declares more than \(limit) namespaces (a feed needs a few)",
                         line: Int(line), column: Int(column))
        }
    }

    /// Runs libxml2 with its errors routed to the handler: those raised outside the parser context
    /// (encoding, I/O, memory) would otherwise be printed to stderr, over the app's screen.
    private func withErrorsCaptured(_ body: () -> Void) {
        let userData = Unmanaged.passUnretained(handler).toOpaque()
        let saved = clibxml2_route_error_handlers(userData, LibXMLCallbacks.structuredError)
        defer { clibxml2_restore_error_handlers(saved) }
        body()
    }

    /// The first byte that is neither whitespace nor part of a UTF-8 byte-order mark (U+FEFF).
    private func firstNonSpace(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { i += 1; continue }
            if byte == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { i += 3; continue }
            return i
        }
        return nil
    }

    /// Lines skipped before the document's start still count in the positions errors give.
    private func countSkippedLines(_ bytes: UnsafeRawBufferPointer) {
        handler.skippedLines += bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    // MARK: Documents that are not XML

    private func collect(_ bytes: UnsafeRawBufferPointer) {
        collected!.bytes.append(contentsOf: bytes)
        if collected!.kind == .html, HTMLFeedLinks.headIsComplete(collected!.bytes) {
            failAsHTMLPage(feedLink: HTMLFeedLinks.first(in: collected!.bytes, baseURL: baseURL))
        }
    }

    private func finishCollected(_ document: CollectedDocument) {
        switch document.kind {
        case .html:
            failAsHTMLPage(feedLink: HTMLFeedLinks.first(in: document.bytes, baseURL: baseURL))
        case .json:
            do throws(FeedParseError) {
                let feed = try JSONFeedReader.read(document.bytes, baseURL: baseURL, parkedControls: transcoder.parkedControls)
                handler.channel = feed
                handler.channel.items = []
                handler.completedItems = feed.items
                handler.rootSeen = true
            } catch {
                handler.failure = error
            }
        }
    }

    /// Ends the parse of an HTML page: "not a feed", naming the feed the page links to, if any
    /// (`FeedLoader` follows it; the parser does no I/O).
    private func failAsHTMLPage(feedLink: String?) {
        guard handler.failure == nil else { return }
        var failure = FeedParseError(kind: .notAFeed("an HTML page"), message: "expected <rss>, <rdf:RDF> or <feed>", line: 1, column: 1)
        if let link = feedLink {
            failure.message = "it links to the feed \(ErrorText.oneLine(link))"
            failure.feedLink = link
        }
        handler.failure = failure
    }


    /// Names what the document is when it cannot be a feed (JSON, plain text, an HTML page).
    private func checkLooksLikeXML(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
        let first = bytes[start]
        if first == UInt8(ascii: "{") {
            // Perhaps a JSON Feed: read whole at the end (JSONFeedReader says when it is not one).
            collected = CollectedDocument(kind: .json)
            return true
        }
        if first == UInt8(ascii: "[") {
            handler.failure = FeedParseError(kind: .notAFeed("JSON"), message: "the document starts with '\(Character(Unicode.Scalar(first)))'", line: 1, column: start + 1)
            return false
        }
        if first != UInt8(ascii: "<") {
            let sample = String(decoding: bytes[start..<min(bytes.count, start + 40)], as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? ""
            handler.failure = FeedParseError(kind: .notAFeed("plain text"), message: "the document starts with \"\(sample)\"", line: 1, column: start + 1)
            return false
        }
        if HTMLFeedLinks.looksLikeHTML(UnsafeRawBufferPointer(rebasing: bytes[start...])) {
            collected = CollectedDocument(kind: .html)
        }
        return true
    }

    private func createContext() {
        let userData = Unmanaged.passUnretained(handler).toOpaque()
        context = xmlCreatePushParserCtxt(&sax, userData, nil, 0, nil)
        guard let context else {
            handler.failure = FeedParseError(kind: .malformed, message: "libxml2 could not create a parser")
            return
        }
        handler.context = context
        // We already decoded to UTF-8 (every encoding: libxml2's own decoding printed to stderr and
        // stopped silently at a bad byte): the declaration must not make libxml2 decode again.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_RECOVER.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        xmlCtxtUseOptions(context, options)
    }

    private func deliverIfDue(endOfAppend: Bool) {
        guard handler.pendingCount > 0 else { return }
        if endOfAppend && (!deliveredOnce || Self.now() - lastDelivery >= flushInterval) {
            deliver()
        }
    }

    private func deliver() {
        guard handler.pendingCount > 0 else { return }
        let batch: [FeedItem]
        if keepsDeliveredItems {
            batch = onItems == nil ? [] : Array(handler.completedItems[handler.deliveredCount...])
            handler.deliveredCount = handler.completedItems.count
        } else {
            // Every held item is pending here: hand the array over instead of copying it.
            batch = handler.completedItems
            handler.releasedCount += batch.count
            handler.completedItems = []
            handler.completedItems.reserveCapacity(batchSize)
        }
        deliveredOnce = true
        handler.batchThreshold = batchSize
        lastDelivery = Self.now()
        onItems?(batch)
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

import Feeds
import Foundation

/// Loads and parses feeds from files and http(s), streaming items as they are parsed.
public enum FeedLoader {
    /// Loads `source` on the calling thread (call it off the main loop), reporting batches of items
    /// and then exactly one final event to `onEvent`, all on the calling thread.
    /// `cancellation` is checked between chunks; a cancelled load ends without a final event.
    /// An HTML page that links to a feed (`<link rel="alternate" type="application/rss+xml">`) is
    /// not the feed: the feed it links to is loaded instead, once, and the result says so (`linkedFrom`).
    public static func load(_ source: FeedSource, options: FeedLoadOptions = FeedLoadOptions(),
                            cancellation: Cancellation = .none,
                            onEvent: @escaping (FeedLoadEvent) -> Void) {
        var current = source
        var linkedFrom: String? = nil
        while true {
            let outcome = loadOnce(current, options: options, cancellation: cancellation, onEvent: onEvent)
            guard case .failed(.parse(let parseError, _), _)? = outcome, linkedFrom == nil, let link = parseError.feedLink,
                  let next = try? FeedSource(link), next != current else {
                if case .finished(var result)? = outcome {
                    result.linkedFrom = linkedFrom
                    onEvent(.finished(result))
                } else if let outcome {
                    onEvent(outcome)
                }
                return
            }
            linkedFrom = current.description
            current = next
        }
    }

    /// One document: its batches go to `onEvent`; the final event is returned (nil when cancelled).
    private static func loadOnce(_ source: FeedSource, options: FeedLoadOptions, cancellation: Cancellation,
                                 onEvent: @escaping (FeedLoadEvent) -> Void) -> FeedLoadEvent? {
        // The parser is the only holder of the items: the final result (or the partial feed of a
        // failure) takes them from it, so a large feed is not kept twice.
        var parser: FeedParser? = nil
        // The parser's callback refers to the parser (for the channel): break that cycle on exit.
        defer { parser = nil }
        func makeParser(base: URL, charset: String? = nil) -> FeedParser {
            let made = FeedParser(baseURL: base, limits: options.parserLimits, firstBatchSize: options.firstBatchSize,
                                  keepsDeliveredItems: options.keepsItems, httpCharset: charset) { batch in
                onEvent(.items(batch, channel: parser?.channel ?? Feed()))
            }
            parser = made
            return made
        }
        /// What arrived before a transport failure: ending the document hands out the items parsed
        /// so far (delivering any still pending first) and then fails as truncated, keeping them.
        func partial() -> Feed {
            guard let parser else { return Feed() }
            do throws(FeedParseError) { return try parser.finish() } catch { return error.partialFeed }
        }
        do throws(FeedLoadError) {
            switch source {
            case .file, .standardInput:
                let url = source.url
                let shown = source.description
                let active = makeParser(base: url)
                func parse(_ chunk: UnsafeRawBufferPointer) throws(FeedLoadError) {
                    do throws(FeedParseError) { try active.append(chunk) } catch { throw .parse(error, source: shown) }
                }
                // A gzip-compressed file (RFC 1952) is read through the inflater.
                var inflater: GzipInflater? = nil
                func take(_ chunk: UnsafeRawBufferPointer, first: Bool) throws(FeedLoadError) {
                    if first && GzipInflater.isGzip(chunk) { inflater = try GzipInflater(source: shown) }
                    if let inflater { try inflater.inflate(chunk, parse) } else { try parse(chunk) }
                }
                var count = 0
                if case .standardInput = source {
                    let bytes = try StandardInputFeed.bytes(cancellation: cancellation)
                    count = bytes.count
                    let failure: FeedLoadError? = bytes.withUnsafeBytes { raw in
                        do throws(FeedLoadError) { try take(raw, first: true); return nil } catch { return error }
                    }
                    if let failure { throw failure }
                } else {
                    var first = true
                    count = try FileReader.read(url, cancellation: cancellation) { chunk throws(FeedLoadError) in
                        try take(chunk, first: first)
                        first = false
                    }
                }
                if cancellation.isCancelled { return nil }
                try inflater?.finish()
                let feed: Feed
                do throws(FeedParseError) { feed = try active.finish() } catch { throw .parse(error, source: shown) }
                return .finished(FeedLoadResult(feed: feed, finalURL: source == .standardInput ? "-" : url.absoluteString,
                                                validators: HTTPValidators(), byteCount: count))
            case .http(let url):
                let client = HTTPClient(options: options, cancellation: cancellation)
                var active: FeedParser? = nil
                let response = try client.get(url) { finalURL, contentType, chunk throws(FeedLoadError) in
                    let current = active ?? makeParser(base: finalURL, charset: HTTPClient.charset(inContentType: contentType))
                    active = current
                    do throws(FeedParseError) { try current.append(chunk) } catch { throw .parse(error, source: URLDisplay.text(of: finalURL)) }
                }
                if cancellation.isCancelled { return nil }
                if response.notModified { return .notModified(response.validators) }
                let current = active ?? makeParser(base: response.finalURL)
                let feed: Feed
                do throws(FeedParseError) { feed = try current.finish() } catch { throw .parse(error, source: URLDisplay.text(of: response.finalURL)) }
                return .finished(FeedLoadResult(feed: feed, finalURL: response.finalURL.absoluteString,
                                                validators: response.validators, byteCount: response.byteCount))
            }
        } catch {
            if cancellation.isCancelled { return nil }
            if case .parse(let parseError, _) = error {
                return .failed(error, partial: parseError.partialFeed)
            } else {
                return .failed(error, partial: partial())
            }
        }
    }

    /// Loads and parses `source` completely (blocking).
    public static func load(_ source: FeedSource, options: FeedLoadOptions = FeedLoadOptions()) throws(FeedLoadError) -> FeedLoadResult {
        var outcome: Result<FeedLoadResult, FeedLoadError> = .failure(.transport(url: source.description, message: "no result"))
        load(source, options: options) { event in
            switch event {
            case .items: break
            case .finished(let result): outcome = .success(result)
            case .notModified(let validators):
                outcome = .success(FeedLoadResult(feed: Feed(), finalURL: source.description, validators: validators, byteCount: 0))
            case .failed(let error, _): outcome = .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The whole answer for `source`, unparsed, with the same limits, redirects and conditional
    /// request as `load`: a refresh hashes it first and parses only a body it has not stored.
    public static func fetch(_ source: FeedSource, options: FeedLoadOptions = FeedLoadOptions(),
                             cancellation: Cancellation = .none) throws(FeedLoadError) -> FetchedBody {
        switch source {
        case .file(let url):
            let data = try data(at: url, options: options, cancellation: cancellation)
            return FetchedBody(data: data, finalURL: url, validators: HTTPValidators(), notModified: false)
        case .standardInput:
            let data = Data(try StandardInputFeed.bytes(cancellation: cancellation))
            return FetchedBody(data: data, finalURL: source.url, validators: HTTPValidators(), notModified: false)
        case .http(let url):
            var data = Data()
            var charset: String? = nil
            let response = try HTTPClient(options: options, cancellation: cancellation).get(url) { _, contentType, chunk throws(FeedLoadError) in
                if data.isEmpty { charset = HTTPClient.charset(inContentType: contentType) }
                data.append(contentsOf: chunk)
            }
            if cancellation.isCancelled { throw .cancelled(url: URLDisplay.text(of: url)) }
            return FetchedBody(data: data, finalURL: response.finalURL, validators: response.validators, notModified: response.notModified,
                               httpCharset: charset)
        }
    }

    /// Parses a body `fetch` returned, its relative links resolved against where it came from.
    public static func parse(_ body: FetchedBody, options: FeedLoadOptions = FeedLoadOptions()) throws(FeedLoadError) -> FeedLoadResult {
        let shown = body.finalURL.isFileURL ? body.finalURL.path : URLDisplay.text(of: body.finalURL)
        let feed: Feed
        do throws(FeedParseError) {
            let parser = FeedParser(baseURL: body.finalURL, limits: options.parserLimits, httpCharset: body.httpCharset)
            try parser.append(body.data)
            feed = try parser.finish()
        } catch {
            throw .parse(error, source: shown)
        }
        return FeedLoadResult(feed: feed, finalURL: body.finalURL.absoluteString, validators: body.validators, byteCount: body.data.count)
    }

    /// The raw bytes at `url` (file or http(s)) with the same limits; for thumbnails and the like.
    /// `cancellation` is checked between chunks (and at least every 0.1 s while the network is quiet):
    /// once it is cancelled the transfer stops and the call throws `.cancelled`.
    public static func data(at url: URL, options: FeedLoadOptions = FeedLoadOptions(),
                            cancellation: Cancellation = .none) throws(FeedLoadError) -> Data {
        var data = Data()
        if url.isFileURL {
            _ = try FileReader.read(url, cancellation: cancellation) { chunk throws(FeedLoadError) in
                data.append(contentsOf: chunk)
                if data.count > options.maxBytes { throw .tooLarge(url: url.path, limit: options.maxBytes) }
            }
            if cancellation.isCancelled { throw .cancelled(url: url.path) }
            return data
        }
        _ = try HTTPClient(options: options, cancellation: cancellation).get(url) { _, _, chunk throws(FeedLoadError) in
            data.append(contentsOf: chunk)
        }
        return data
    }
}

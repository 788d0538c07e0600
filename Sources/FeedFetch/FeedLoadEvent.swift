import Feeds

/// What a load reports while it runs, in order: `items` batches, then exactly one of the others.
public enum FeedLoadEvent: Sendable {
    /// More items in document order, with the channel's metadata so far (its `items` is empty).
    case items([FeedItem], channel: Feed)
    /// Everything parsed.
    case finished(FeedLoadResult)
    /// The server said the feed has not changed since the validators given (HTTP 304).
    case notModified(HTTPValidators)
    /// The load failed; `partial` holds the channel and the items delivered before the failure
    /// (only those no batch delivered when the options do not keep items).
    case failed(FeedLoadError, partial: Feed)
}

/// A loaded feed with what the cache needs to ask again later.
public struct FeedLoadResult: Sendable {
    /// The feed; its items are empty when the options did not keep them (the batches had them).
    public var feed: Feed
    /// Where the feed finally came from (after redirects).
    public var finalURL: String
    /// ETag / Last-Modified of the response (empty for files).
    public var validators: HTTPValidators
    /// Bytes received (after decompression).
    public var byteCount: Int
    /// The HTML page that was given, when the feed is the one it links to (feed discovery).
    public var linkedFrom: String? = nil

    public init(feed: Feed, finalURL: String, validators: HTTPValidators, byteCount: Int) {
        self.feed = feed
        self.finalURL = finalURL
        self.validators = validators
        self.byteCount = byteCount
    }
}

import Feeds

/// How a feed is fetched and parsed.
public struct FeedLoadOptions: Sendable {
    /// Seconds allowed until the server answers: name lookup, connection (and TLS) and the response
    /// headers. Each redirect starts it again. Past it the load fails with `.connectTimedOut`, or
    /// `.responseTimedOut` when the connection was made.
    public var connectTimeout: Double
    /// Seconds the whole download may take, connection included (`.timedOut`).
    public var totalTimeout: Double
    /// Redirects followed at most.
    public var maxRedirects: Int
    /// Largest response body accepted, in bytes (after decompression).
    public var maxBytes: Int
    public var userAgent: String
    /// Validators from an earlier response: the request becomes conditional (304 when unchanged).
    public var conditional: HTTPValidators?
    public var parserLimits: FeedParserLimits
    /// Items in the first batch handed out (smaller: the first screen sooner).
    public var firstBatchSize: Int
    /// Whether the final feed (and a failure's partial one) holds every item. Off for a receiver
    /// that keeps the `items` batches itself (the app): they then hold only items no batch
    /// delivered, and a large feed is not kept twice.
    public var keepsItems: Bool

    public init(connectTimeout: Double = 10, totalTimeout: Double = 60, maxRedirects: Int = 5, maxBytes: Int = 50_000_000,
                userAgent: String = FeedLoadOptions.defaultUserAgent, conditional: HTTPValidators? = nil,
                parserLimits: FeedParserLimits = .standard, firstBatchSize: Int = 50, keepsItems: Bool = true) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxRedirects = maxRedirects
        self.maxBytes = maxBytes
        self.userAgent = userAgent
        self.conditional = conditional
        self.parserLimits = parserLimits
        self.firstBatchSize = firstBatchSize
        self.keepsItems = keepsItems
    }

    public static let defaultUserAgent = ProgramVersion.userAgent
}

/// ETag / Last-Modified of a response, to make the next request conditional.
public struct HTTPValidators: Sendable, Equatable, Codable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    public var isEmpty: Bool { etag == nil && lastModified == nil }
}

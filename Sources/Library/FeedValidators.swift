/// A feed's HTTP validators as last received, to make its next request conditional.
public struct FeedValidators: Sendable, Equatable {
    /// The `ETag` response header.
    public var etag: String?
    /// The `Last-Modified` response header, as sent.
    public var lastModified: String?

    /// Validators as received; `nil` for a header the response lacked.
    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }
}

import Foundation

/// A feed's whole answer, not parsed yet: what a refresh hashes to skip an unchanged feed before
/// it costs a parse.
public struct FetchedBody: Sendable {
    /// The bytes (empty when `notModified`).
    public var data: Data
    /// Where they came from, after redirects: the base of the feed's relative links.
    public var finalURL: URL
    /// ETag / Last-Modified of the response (empty for files).
    public var validators: HTTPValidators
    /// The server answered 304 Not Modified to a conditional request.
    public var notModified: Bool
    /// The charset of the HTTP Content-Type, for a document that does not say its encoding.
    public var httpCharset: String? = nil
}

/// Bounds that keep a hostile or broken document from exhausting memory or time.
public struct FeedParserLimits: Sendable, Equatable {
    /// Largest document accepted, in bytes (after transfer decoding).
    public var maxDocumentBytes: Int
    /// Largest text of one entity after expansion.
    public var maxEntityBytes: Int
    /// Total bytes all entity references may expand to in one document.
    public var maxTotalEntityExpansionBytes: Int
    /// Deepest nesting of entity references inside entity values.
    public var maxEntityDepth: Int
    /// Longest text kept for one field (longer text is cut); bounds per-item memory.
    public var maxFieldBytes: Int
    /// Most namespace declarations one element may have: libxml2's time grows with their square
    /// (200,000 took 14 s), and a real feed declares about ten.
    public var maxNamespaceDeclarationsPerElement: Int
    /// Most namespace declarations of an element and the elements around it together: libxml2
    /// searches them all for each element's prefix.
    public var maxNamespacesInScope: Int
    /// Largest width or height a feed may state for a picture or video; larger ones are clamped,
    /// so `width * height` (and a few bytes per pixel) cannot overflow.
    public var maxMediaDimension: Int
    /// Largest byte size a feed may state (enclosure length, media fileSize); larger ones are
    /// clamped. 2^53: the largest integer a JSON reader that uses doubles keeps exactly.
    public var maxMediaByteCount: Int

    public init(maxDocumentBytes: Int = 256 << 20, maxEntityBytes: Int = 64 << 10,
                maxTotalEntityExpansionBytes: Int = 4 << 20, maxEntityDepth: Int = 8, maxFieldBytes: Int = 4 << 20,
                maxNamespaceDeclarationsPerElement: Int = 256, maxNamespacesInScope: Int = 512, maxMediaDimension: Int = 1_000_000,
                maxMediaByteCount: Int = 1 << 53) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxEntityBytes = maxEntityBytes
        self.maxTotalEntityExpansionBytes = maxTotalEntityExpansionBytes
        self.maxEntityDepth = maxEntityDepth
        self.maxFieldBytes = maxFieldBytes
        self.maxNamespaceDeclarationsPerElement = maxNamespaceDeclarationsPerElement
        self.maxNamespacesInScope = maxNamespacesInScope
        self.maxMediaDimension = maxMediaDimension
        self.maxMediaByteCount = maxMediaByteCount
    }

    public static let standard = FeedParserLimits()
}

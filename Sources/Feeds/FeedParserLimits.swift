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

    public init(maxDocumentBytes: Int = 256 << 20, maxEntityBytes: Int = 64 << 10,
                maxTotalEntityExpansionBytes: Int = 4 << 20, maxEntityDepth: Int = 8, maxFieldBytes: Int = 4 << 20) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxEntityBytes = maxEntityBytes
        self.maxTotalEntityExpansionBytes = maxTotalEntityExpansionBytes
        self.maxEntityDepth = maxEntityDepth
        self.maxFieldBytes = maxFieldBytes
    }

    public static let standard = FeedParserLimits()
}

/// Bounds on an OPML file, so a hostile or mistaken file cannot exhaust memory or the stack.
public struct OPMLLimits: Sendable, Hashable {
    /// Largest file read, in bytes.
    public var maxBytes: Int
    /// Deepest nesting of elements (opml, body and folders included).
    public var maxDepth: Int

    /// Bounds far above any real subscription list: 16 MiB, 64 levels.
    public static let standard = OPMLLimits(maxBytes: 16 << 20, maxDepth: 64)

    /// Custom bounds.
    public init(maxBytes: Int, maxDepth: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }
}

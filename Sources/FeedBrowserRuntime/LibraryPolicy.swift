import Foundation

/// The reader's rules for the library (the config file's `[library]`): when a feed is refreshed
/// by itself and how long read items are kept.
public struct LibraryPolicy: Sendable {
    /// A feed not refreshed for this long is refreshed when the library opens, and while it stays
    /// open; nil: never by itself.
    public var staleAfter: TimeInterval?
    /// Read items kept per feed beyond those newer than `retentionAge`.
    public var retentionCount: Int
    /// How old a read item must be before it may be pruned.
    public var retentionAge: TimeInterval

    public init(staleAfter: TimeInterval? = 3600, retentionCount: Int = 500, retentionAge: TimeInterval = 90 * 24 * 60 * 60) {
        self.staleAfter = staleAfter
        self.retentionCount = retentionCount
        self.retentionAge = retentionAge
    }
}

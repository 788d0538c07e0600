/// How far a refresh of many feeds has come, as the status line and `feedbrowser refresh` show it.
public struct RefreshProgress: Sendable, Equatable, CustomStringConvertible {
    /// Feeds to refresh.
    public var total: Int
    /// Feeds done, failed ones included.
    public var done = 0
    /// Feeds that failed.
    public var failed = 0
    /// Items the library did not have before.
    public var newItems = 0

    public init(total: Int) {
        self.total = total
    }

    /// Counts one finished feed.
    public mutating func record(_ outcome: FeedRefreshOutcome) {
        done += 1
        switch outcome.result {
        case .stored(let new, _): newItems += new
        case .unchanged: break
        case .failed: failed += 1
        }
    }

    /// "Refreshing 37/120 · 2 failed · 12 new"; the parts that are zero are left out.
    public var description: String {
        var text = "Refreshing \(done)/\(total)"
        if failed > 0 { text += " · \(failed) failed" }
        if newItems > 0 { text += " · \(newItems) new" }
        return text
    }
}

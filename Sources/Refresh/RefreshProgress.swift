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

    /// "Refreshing 37/120… 12 new items, 2 failed"; the counts are left out while zero.
    public var description: String {
        let counts = countsText(sayingNone: false)
        return "Refreshing \(done)/\(total)…" + (counts.isEmpty ? "" : " " + counts)
    }

    /// "12 new items, 2 failed", the words of the progress and of the summary (`RefreshReport`);
    /// with no new items, "no new items" when `sayingNone` and none failed, else nothing.
    func countsText(sayingNone: Bool) -> String {
        var parts: [String] = []
        switch newItems {
        case 0: if sayingNone && failed == 0 { parts.append("no new items") }
        case 1: parts.append("1 new item")
        default: parts.append("\(newItems) new items")
        }
        if failed > 0 { parts.append("\(failed) failed") }
        return parts.joined(separator: ", ")
    }
}

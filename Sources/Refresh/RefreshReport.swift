import FeedFetch

/// What a finished refresh says, in the same words on the status line (`r`, `R`, the refresh at
/// start) and from `feedbrowser refresh`: "Refreshed 12 feeds: 40 new items, 1 failed", and each
/// failed feed as "title: message".
public struct RefreshReport: Sendable, Equatable {
    /// The counts: feeds, new items, failures.
    public var counts: RefreshProgress
    /// One line per failed feed, in the order refreshed: "Small Workshop Radio: HTTP 404 Not Found from URL".
    public var failures: [String]

    /// The report of `outcomes`; `name` gives a feed's name by its URL as the feed list shows it
    /// (its title; `URLDisplay.title(ofUntitled:)` for one without).
    public init(outcomes: [FeedRefreshOutcome], name: (String) -> String) {
        counts = RefreshProgress(total: outcomes.count)
        failures = []
        for outcome in outcomes {
            counts.record(outcome)
            if case .failed(let message) = outcome.result {
                failures.append(Self.failure(message, url: outcome.url, name: name(outcome.url)))
            }
        }
    }

    /// "Refreshed 12 feeds: 40 new items, 1 failed" ("no new items" when none came and none failed).
    public var summary: String {
        "Refreshed \(counts.total) \(counts.total == 1 ? "feed" : "feeds"): " + counts.countsText(sayingNone: true)
    }

    /// The summary and each failure after it, one line for the status line (cut there, whole in
    /// the message overlay).
    public var statusLine: String {
        ([summary] + failures).joined(separator: " · ")
    }

    /// "name: message"; a feed named by its URL is not named twice when the message names the URL
    /// already ("HTTP 404 Not Found from URL").
    static func failure(_ message: String, url: String, name: String) -> String {
        guard name == URLDisplay.title(ofUntitled: url) else { return "\(name): \(message)" }
        let forms = [URLDisplay.redactingPassword(in: url), (try? FeedSource(url)).map { URLDisplay.redactingPassword(in: $0.description) }]
        return forms.compactMap { $0 }.contains(where: message.contains) ? message : "\(name): \(message)"
    }
}

import Refresh
import Testing
@testable import FeedBrowserRuntime

/// What the status line says when a refresh ends.
@Suite struct RefreshSummaryTests {
    /// `r` on a feed that fails says why: "1 failed (the feed list says why)" sent the reader
    /// looking for the error the line had room for.
    @Test func oneFeedThatFailedSaysItsError() {
        let failed = FeedRefreshOutcome(url: "http://127.0.0.1:18437/missing.xml", result: .failed("HTTP 404 Not Found from http://127.0.0.1:18437/missing.xml"))
        #expect(AppRunner.summary(of: [failed]) == "Refresh failed: HTTP 404 Not Found from http://127.0.0.1:18437/missing.xml")
    }

    @Test func severalFeedsAreCounted() {
        let outcomes = [FeedRefreshOutcome(url: "a", result: .failed("no host")), FeedRefreshOutcome(url: "b", result: .stored(newItems: 3, updatedItems: 0)),
                        FeedRefreshOutcome(url: "c", result: .unchanged)]
        #expect(AppRunner.summary(of: outcomes) == "Refreshed 3 feeds: 3 new · 1 failed (the feed list says why)")
        #expect(AppRunner.summary(of: [outcomes[1]]) == "Refreshed 1 feed: 3 new")
    }
}

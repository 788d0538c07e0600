import FeedBrowserCore
import FeedFetch
import Foundation
import Refresh
import Testing
@testable import FeedBrowserRuntime

/// What the status line says while a refresh runs and when it ends: one family of words for `r`,
/// `R`, the refresh at start and `feedbrowser refresh` ("Refreshing 3/12…", "Refreshed 12 feeds:
/// 40 new items, 1 failed"), each failed feed as "title: message".
@Suite struct RefreshSummaryTests {
    static let overview = LibraryOverview(feeds: [
        LibraryFeedSummary(libraryID: 1, url: "http://127.0.0.1:18437/missing.xml", title: "Small Workshop Radio"),
        LibraryFeedSummary(libraryID: 2, url: "https://b.example/rss", title: "B"),
        LibraryFeedSummary(libraryID: nil, url: "https://untitled.example/rss", title: URLDisplay.title(ofUntitled: "https://untitled.example/rss")),
    ], unread: 0, starred: 0, now: Date(), hiddenFeeds: [LibraryFeedSummary(libraryID: 3, url: "https://hidden.example/rss", title: "Hidden")])

    /// `r` on a feed that fails says why, named by its title: "1 failed (the feed list says why)"
    /// sent the reader looking for the error the line had room for.
    @Test func oneFeedThatFailedSaysItsTitleAndError() {
        let failed = FeedRefreshOutcome(url: "http://127.0.0.1:18437/missing.xml", result: .failed("HTTP 404 Not Found from http://127.0.0.1:18437/missing.xml"))
        #expect(AppRunner.summary(of: [failed], in: Self.overview)
            == "Refreshed 1 feed: 1 failed · Small Workshop Radio: HTTP 404 Not Found from http://127.0.0.1:18437/missing.xml")
    }

    @Test func severalFeedsAreCountedAndEachFailureNamed() {
        let outcomes = [FeedRefreshOutcome(url: "https://hidden.example/rss", result: .failed("no host")),
                        FeedRefreshOutcome(url: "https://b.example/rss", result: .stored(newItems: 3, updatedItems: 0)),
                        FeedRefreshOutcome(url: "http://127.0.0.1:18437/missing.xml", result: .unchanged)]
        #expect(AppRunner.summary(of: outcomes, in: Self.overview) == "Refreshed 3 feeds: 3 new items, 1 failed · Hidden: no host")
        #expect(AppRunner.summary(of: [outcomes[1]], in: Self.overview) == "Refreshed 1 feed: 3 new items")
        #expect(AppRunner.summary(of: [outcomes[2]], in: Self.overview) == "Refreshed 1 feed: no new items")
        #expect(AppRunner.summary(of: [FeedRefreshOutcome(url: "https://b.example/rss", result: .stored(newItems: 1, updatedItems: 2))],
                                  in: Self.overview) == "Refreshed 1 feed: 1 new item")
    }

    /// A feed named by its URL is not named twice when its error names the URL already.
    @Test func anUntitledFeedIsNamedOnce() {
        let url = "https://untitled.example/rss"
        #expect(AppRunner.summary(of: [FeedRefreshOutcome(url: url, result: .failed("\(url): timed out"))], in: Self.overview)
            == "Refreshed 1 feed: 1 failed · https://untitled.example/rss: timed out")
        #expect(AppRunner.summary(of: [FeedRefreshOutcome(url: url, result: .failed("no items"))], in: Self.overview)
            == "Refreshed 1 feed: 1 failed · https://untitled.example/rss: no items")
    }

    /// The progress has the summary's words: "Refreshing 2/3… 1 new item, 1 failed".
    @Test func theProgressUsesTheSummarysWords() {
        var progress = RefreshProgress(total: 3)
        #expect(progress.description == "Refreshing 0/3…")
        progress.record(FeedRefreshOutcome(url: "a", result: .stored(newItems: 1, updatedItems: 0)))
        #expect(progress.description == "Refreshing 1/3… 1 new item")
        progress.record(FeedRefreshOutcome(url: "b", result: .failed("no host")))
        #expect(progress.description == "Refreshing 2/3… 1 new item, 1 failed")
    }
}

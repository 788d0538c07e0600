import Foundation
import Testing
@testable import FeedFetch
import Feeds

/// `FeedLoader.data(at:)` (thumbnail downloads) stops as soon as its caller no longer wants it.
@Suite(.serialized) struct CancellationTests {
    @Test func cancellingASlowDownloadReturnsPromptly() throws {
        let server = try LoopbackServer(feedPath: HTTPLoadingTests.samplePath)
        defer { server.stop() }
        let url = server.url("/drip")  // a minute of trickling, under the default 60 s total timeout
        let cancelAt = Date().addingTimeInterval(0.5)
        let cancellation = Cancellation()
        let canceller = Thread {
            Thread.sleep(until: cancelAt)
            cancellation.cancel()
        }
        canceller.start()
        let outcome: Result<Data, FeedLoadError>
        do throws(FeedLoadError) {
            outcome = .success(try FeedLoader.data(at: url, cancellation: cancellation))
        } catch {
            outcome = .failure(error)
        }
        let late = Date().timeIntervalSince(cancelAt)
        guard case .failure(let error) = outcome else { Issue.record("the download was not cancelled"); return }
        #expect(error == .cancelled(url: url.absoluteString))
        // The drip lasts a minute: returning well before shows the cancellation ended the transfer.
        #expect(late < 20, "returned \(late) s after the cancellation")
    }

    @Test func aDownloadCancelledBeforeItStartsReadsNothing() throws {
        let path = SourceAndQueryTests.fixtures.appendingPathComponent("deviantart-sample.xml")
        #expect(throws: FeedLoadError.cancelled(url: path.path)) {
            let cancelled = Cancellation()
            cancelled.cancel()
            _ = try FeedLoader.data(at: path, cancellation: cancelled)
        }
        #expect(try FeedLoader.data(at: path).count > 0)
    }
}

import Synchronization

/// The outcomes of a refresh as workers finish them, with the running progress; progress
/// callbacks are made one at a time, in the order feeds finish.
final class ResultBox: Sendable {
    private let state: Mutex<(outcomes: [FeedRefreshOutcome?], progress: RefreshProgress)>

    init(count: Int) {
        state = Mutex((Array(repeating: nil, count: count), RefreshProgress(total: count)))
    }

    func record(_ outcome: FeedRefreshOutcome, at index: Int,
                progress: @Sendable (RefreshProgress, FeedRefreshOutcome) -> Void) {
        state.withLock { state in
            state.outcomes[index] = outcome
            state.progress.record(outcome)
            progress(state.progress, outcome)
        }
    }

    /// Every outcome in the order of `urls`; feeds never reached (cancelled) count as cancelled.
    func outcomes(urls: [String]) -> [FeedRefreshOutcome] {
        state.withLock { state in
            state.outcomes.enumerated().map { $0.element ?? FeedRefreshOutcome(url: urls[$0.offset], result: .failed("cancelled")) }
        }
    }
}

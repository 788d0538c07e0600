import FeedBrowserRuntime
import FeedFetch

/// The app's real loader (`FeedLoadWorker`), counting the item batches it delivers.
struct CountingFeedLoader: FeedLoading {
    let counter: LoadCounter

    func load(_ location: String, deliver: @escaping @Sendable (AppLoadEvent) -> Void) -> Cancellation {
        let counter = counter
        return FeedLoadWorker().load(location) { event in
            if case .items = event { counter.batches += 1 }
            deliver(event)
        }
    }
}

/// Work `update` asks the runtime to do; returned as data so `update` stays pure and testable.
public enum AppEffect: Sendable, Equatable {
    /// Start loading `location` (a path or URL with any query already substituted) as load
    /// `generation`, cancelling any load in progress.
    case load(location: String, generation: Int)
    /// Load the items of `source` from the library as load `generation` (in batches, as a feed loads).
    case loadItems(ItemSource, generation: Int)
    /// Search these library items' texts for a filter on a worker thread, stopping any search
    /// still running; the answer comes back as `AppAction.itemsSearched`.
    case searchItems(ListSearch)
    /// Stop the running search: its answer is no longer wanted (the filter was cleared).
    case stopSearch
    /// Store read (or unread) marks on these library items; done before the next frame is drawn.
    case setRead([Int64], Bool)
    /// Store starred (or not) marks on these library items; done before the next frame is drawn.
    case setStarred([Int64], Bool)
    /// Mark every item of `source` read in the library.
    case markAllRead(ItemSource)
    /// Refresh these subscribed feeds into the library in the background.
    case refresh([String])
    /// Forget which pictures failed to load, so they are fetched again when shown.
    case retryFailedPictures
    /// Open `url` with `$BROWSER`, as an argument vector.
    case openLink(String)
    /// Forget what the terminal shows and draw every cell again (something wrote over it).
    case redrawScreen
    /// Restore the terminal and exit.
    case quit
}

/// Work `update` asks the runtime to do; returned as data so `update` stays pure and testable.
public enum AppEffect: Sendable, Equatable {
    /// Start loading `location` (a path or URL with any query already substituted) as load
    /// `generation`, cancelling any load in progress.
    case load(location: String, generation: Int)
    /// Forget which pictures failed to load, so they are fetched again when shown.
    case retryFailedPictures
    /// Open `url` with `$BROWSER`, as an argument vector.
    case openLink(String)
    /// Forget what the terminal shows and draw every cell again (something wrote over it).
    case redrawScreen
    /// Restore the terminal and exit.
    case quit
}

import FeedBrowserCore

/// What a feed loader reports, in order: maybe a title, item batches, then finished or failed.
public enum AppLoadEvent: Sendable {
    /// The channel's title.
    case title(String)
    /// Items parsed since the last batch, in document order, prepared for the list on the
    /// loader's thread (see `ListEntry`) so the main loop only appends them.
    case items([ListEntry])
    /// Something the reader should know about the load, for the status line: which feed an HTML
    /// page led to, or why a feed shows no items.
    case note(String)
    /// Rows of a library list, in list order: every row's state, with the entries of the first
    /// `loaded.count` rows; the app reads the others through its `ListWindowReader` when shown.
    case rows([ItemState], loaded: [ListEntry])
    /// The document ended; no more events follow.
    case finished
    /// Fetching or parsing stopped; the one-line message says what and where. Items delivered
    /// before it stay valid. No more events follow.
    case failed(String)
}

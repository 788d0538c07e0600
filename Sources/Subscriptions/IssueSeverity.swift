/// How bad a reported problem is.
public enum IssueSeverity: Sendable, Hashable {
    /// The line or outline is wrong and was not loaded.
    case error
    /// The line gives no feed FeedBrowser reads, though nothing in it is wrong (newsboat's `query:`
    /// feeds, another scheme, a second line for a URL): a urls file keeps it as written, an import
    /// skips it (or copies it, for a urls file's newsboat-only lines).
    case unused
    /// Loaded as written, but something in it is ignored or not supported.
    case warning
}

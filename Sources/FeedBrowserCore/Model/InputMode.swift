/// Whether keys are commands or are being typed into a prompt on the status line.
public enum InputMode: Sendable, Equatable {
    /// Keys are looked up in the key map.
    case normal
    /// Keys edit the incremental filter (`/`).
    case filter
    /// Keys edit the query substituted for `{query}` in the feed URL (`s`).
    case query
    /// Keys type the number of a link or attachment listed in the detail (the digits so far);
    /// Enter opens it.
    case linkNumber(String)
    /// A yes/no question before opening a link whose scheme is not known to be harmless
    /// (`javascript:`, `data:`, `file:`...): the whole URL is shown; `y` opens it, any other key
    /// cancels.
    case confirmLink(String)
    /// A yes/no question before quitting while a library refresh runs (quitting stops it):
    /// `y` quits, any other key stays.
    case confirmQuit
    /// A yes/no question before `A` marks the items of several feeds read (All unread, a tag, a
    /// filter across feeds): `y` marks them, any other key cancels.
    case confirmMarkRead(MarkReadQuestion)
}

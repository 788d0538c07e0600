/// What a key asks the app to do; the key map binds keys to these, `update` interprets them.
public enum Command: String, Sendable, CaseIterable {
    case moveDown, moveUp, pageDown, pageUp, top, bottom
    case open, back
    case filter, query, reload, openLink
    case help, quit
}

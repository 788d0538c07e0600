/// What a key asks the app to do; the key map binds keys to these, `update` interprets them.
public enum Command: String, Sendable, CaseIterable {
    case moveDown, moveUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
    /// The next or previous item, also while reading one (its detail then shows the new item).
    case nextItem, previousItem
    case open, back
    case filter, query, reload, openLink
    /// Library: refresh every feed (`reload` refreshes the selected one).
    case refreshAll
    /// Library: the next or previous unread item, on to the next feed with unread items at the end.
    case nextUnread, previousUnread
    /// Library: toggle the selected item read / unread, or starred.
    case toggleRead, toggleStarred
    /// Library: mark every item of the list (or of the feed selected in the feed list, or the
    /// filtered items) read.
    case markAllRead
    /// A digit: starts typing the number of a link or attachment listed in the detail.
    case linkNumber
    /// The next row style: comfortable, compact, one line.
    case cycleRowStyle
    /// Newest first or the feed's own order.
    case toggleSortOrder
    case help
    /// Shows the status line's message or error whole, wrapped in an overlay.
    case showMessage
    /// Draws every cell of the screen again (something else wrote over it).
    case redraw
    case quit
    /// Quits from any level (newsboat's hard quit); `quit` in a library list or the detail goes back.
    case quitNow
}

import Pictures
import TerminalUI

/// Everything that can happen to the app: terminal input and the results of effects.
public enum AppAction: Sendable {
    /// A key, a resize or a mouse report from the terminal.
    case terminal(TerminalEvent)
    /// The feed's title became known (it precedes the items in a document).
    case feedTitle(String, generation: Int)
    /// A batch of parsed items of load `generation`, prepared for the list, in document order.
    case itemsArrived([ListEntry], generation: Int)
    /// Rows of a library list of load `generation`, in list order: every row's state, with the
    /// entries of the first `loaded.count` rows (the list reads the others as they are shown).
    case rowsArrived([ItemState], loaded: [ListEntry], generation: Int)
    /// Which of a `ListSearch`'s items match its filter: their positions in its `ids`, ascending
    /// (found on the worker, so the loop only looks them up).
    case itemsSearched([Int], search: Int)
    /// A `ListSearch` could not be done; the message says why (the list stays as it was).
    case searchFailed(String, search: Int)
    /// Load `generation` delivered its last item.
    case loadFinished(generation: Int)
    /// A remark on the load in progress (which feed an HTML page led to, why no items), shown on
    /// the status line until the next key.
    case loadNote(String, generation: Int)
    /// Load `generation` stopped; the message says what and where.
    case loadFailed(String, generation: Int)
    /// Pictures loaded (or failed) for boxes that frames reported; `onScreen` are the boxes of
    /// the last frame, which the app keeps when it has to forget pictures.
    case picturesArrived([ThumbnailKey: PictureSlot], onScreen: [ThumbnailKey])
    /// Idle time: measure up to this many rows the screen does not show yet, so the scroll bar
    /// becomes exact and later scrolling finds heights ready.
    case measureRows(Int)
    /// Idle time: the next step of a held list's filter search (`ListPane.continueSearch`),
    /// which reads about `ListPane.filterStepBytes` of text; the list shows its rows once it ends.
    case searchFilter
    /// The library's feeds and counts, when it opens and after every change to them (a refresh,
    /// read marks): the feed list is rebuilt around the selected feed.
    case libraryChanged(LibraryOverview)
    /// Go back to where the reader was when the app last quit (before `libraryChanged`).
    case restorePlace(ReadingPlace)
    /// How far a refresh has come ("Refreshing 37/120… 2 failed"), nil once it ended.
    case refreshProgress(String?)
    /// A refresh ended: the feed list and the open list are reloaded (keeping the reader's place).
    case refreshFinished(LibraryOverview, summary: String)
    /// A one-line message for the status line (e.g. an effect that could not be carried out).
    case message(String)
}

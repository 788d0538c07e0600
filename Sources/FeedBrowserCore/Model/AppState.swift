import CellLayout
import Feeds
import Foundation
import Pictures
import TerminalUI

/// The app's plain state: everything `update` changes except the list engine's row data.
public struct AppState: Sendable {
    /// Where each part of the screen goes; computed once per terminal size (see `App.setSize`).
    public var geometry = ScreenGeometry(size: TerminalSize(width: 80, height: 24))
    /// The feed's title for the header; the location until the feed names itself.
    public var feedTitle = "FeedBrowser"
    /// Where the feed comes from, as given (may contain `{query}`).
    public var location: String?
    /// The query substituted for `{query}`, once the user typed one.
    public var query: String?
    /// Number of the current load; results of older loads are ignored.
    public var generation = 0
    public var loadStatus: LoadStatus = .idle
    public var focus: Focus = .list
    /// The navigation stack, top level first: one feed's list and detail, or the library's
    /// feeds, list and detail.
    public var levels: [Focus] = [.list, .detail]
    public var inputMode: InputMode = .normal
    /// The query prompt's text while it is being typed.
    public var queryDraft = ""
    /// The draft is the previous query, shown selected: the first key typed replaces it.
    public var queryDraftSelected = false
    /// Where the cursor is in the prompt being typed (the filter or the query), in grapheme
    /// clusters from its start; a prompt opens with it at the end.
    public var promptCursor = 0
    /// The help overlay is shown.
    public var showsHelp = false
    /// The status line's message is shown whole in an overlay, until the next key or click.
    public var showsMessage = false
    /// The keys of a sequence typed so far (`g` of `g g`), waiting for the next.
    public var pendingKeys: [Key] = []
    /// Rows the help overlay is scrolled down when it does not fit the screen.
    public var helpScroll = 0
    /// Work going on in the background, on the status line until it ends ("Refreshing 3/12…").
    public var activity: String?
    /// A one-line message on the status line until the next key.
    public var message: String?
    /// First detail line shown at the top of the detail pane.
    public var detailScroll = 0
    /// How picture boxes are drawn; nil when pictures are off (boxes show placeholders and
    /// frames report none to load).
    public var pictureMode: ThumbnailMode?
    /// How the item list's rows are laid out (`v` cycles; a config file or the last run may set it).
    public var rowStyle: RowStyle = .comfortable
    /// The order of the item list (`t` toggles).
    public var sortOrder: ItemOrder = .newestFirst
    /// The time the rows' dates are counted from ("3 h"), given by the runtime before each frame:
    /// the core has no clock. Nil (no clock yet) writes every date as its day.
    public var now: Date?

    public init() {}

    /// Terminal size in cells.
    public var size: TerminalSize { geometry.size }

    /// The screen arrangement for the current size and focus (picked from the stored geometry).
    public var layout: ScreenLayout { geometry.layout(focus: focus, levels: levels) }
}

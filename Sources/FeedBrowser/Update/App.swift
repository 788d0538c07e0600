import FeedFetch
import Feeds
import Foundation
import TerminalUI
import Thumbnails

/// The app: state plus the list engine; `update` turns actions into new state and effects, and
/// `render` draws the state into a canvas. No I/O happens here (see `AppRunner` for the loop).
public final class App {
    /// Plain state (focus, prompts, loading progress...).
    public internal(set) var state = AppState()
    /// Items, filter, selection and scrolling of the list pane.
    public let list: ListPane
    /// Key bindings as data.
    public let keyMap: KeyMap
    /// The detail text of the selected item laid out at the detail pane's width, reused while
    /// neither changes (wrapping a long article on every frame would cost more than a keypress).
    var detailCache: DetailDocument?
    /// The detail place the last resize restored and the scroll it gave; see `detailPlace()`.
    var keptDetailPlace: (place: DetailPlace, scroll: Int)?
    /// The items of a reload in progress, shown once it completes (see `beginLoad(reload:)`).
    var reloadedEntries: [ListEntry]?
    /// Loads pictures for media boxes in the background; nil draws placeholders only.
    public var pictures: ThumbnailLoader?
    /// How pictures are drawn (half blocks with colours, a density ramp without).
    public var pictureMode: ThumbnailMode = .halfBlocks
    /// Picture URLs the last frame showed; the rest are cancelled when the view moves on.
    var shownPictures: Set<String> = []
    /// The zone dates are shown in: the reader's (the system's, which honours TZ) by default.
    public let timeZone: TimeZone

    public init(keyMap: KeyMap = .standard, list: ListPane = ListPane(), timeZone: TimeZone = .current) {
        self.keyMap = keyMap
        self.list = list
        self.timeZone = timeZone
    }

    /// Starts the app on `location` at `size`; returns the first load (or asks for a query first
    /// when the location has a `{query}` slot).
    public func start(location: String?, size: TerminalSize) -> [AppEffect] {
        state.size = size
        state.location = location
        syncListGeometry()
        guard let location else {
            state.message = "No feed given: run feedbrowser FEED (a path or an http(s) URL)."
            return []
        }
        state.feedTitle = location
        if FeedQuery.needsQuery(location) {
            state.inputMode = .query
            state.message = nil
            return []
        }
        return beginLoad(reload: false)
    }

    /// The selected item, if any.
    public var selectedItem: FeedItem? { list.selectedItem }

    /// Starts a new load generation of the current location. A reload of a list that has items
    /// gathers the new ones apart (`reloadedEntries`): the old list stays on screen and in use
    /// until the new feed is complete, and a failed reload leaves it as it was (newsboat does
    /// the same). Other loads stream into the emptied list, so a first screen comes at once.
    func beginLoad(reload: Bool) -> [AppEffect] {
        guard let location = state.location else { return [] }
        let resolved: String
        if FeedQuery.needsQuery(location) {
            guard let query = state.query else {
                state.inputMode = .query
                return []
            }
            resolved = FeedQuery.substitute(location, query: query)
        } else {
            resolved = location
        }
        state.generation += 1
        state.loadStatus = .loading(received: 0)
        if reload && list.itemCount > 0 {
            reloadedEntries = []
        } else {
            reloadedEntries = nil
            state.detailScroll = 0
            keptDetailPlace = nil
            list.removeAll()
            detailCache = nil
        }
        return [.load(location: resolved, generation: state.generation)]
    }

    /// Puts a complete reload in place of the old list: the reader's item comes back on the
    /// screen line it is on now (new items above stay hidden), its detail at the same text.
    func finishReload(with entries: [ListEntry]) {
        let selectedID = list.selectedItem?.id
        let line = list.selectedScreenLine
        let place = detailPlace()
        list.removeAll()
        list.append(entries)
        detailCache = nil
        keptDetailPlace = nil
        if let selectedID, let index = entries.firstIndex(where: { $0.item.id == selectedID }),
           let row = list.row(forItemIndex: index) {
            list.select(row: row, screenLine: line)
            restoreDetailPlace(place)
        } else {
            state.detailScroll = 0
        }
    }

    /// Gives the list its size: the list pane as it is when shown, minus the scroll bar column.
    /// Portrait keeps sizing the list while the detail is pushed so popping it is instant.
    func syncListGeometry() {
        let pane = ScreenLayout(width: state.size.width, height: state.size.height, focus: .list).list
        list.resize(width: max(1, pane.width - 1), height: pane.height)
    }
}

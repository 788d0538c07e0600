import CellLayout
import Feeds
import Foundation
import Pictures
import TerminalUI

/// The app: state plus the list engine. `update` turns actions into new state and effects;
/// `render` draws the state into a canvas and reports what it showed. Nothing here waits, starts
/// a thread or touches files, processes or the network: the runtime (`FeedBrowserRuntime`)
/// carries out the effects and feeds their results back as actions.
public final class App {
    /// Plain state (focus, prompts, loading progress, screen geometry...).
    public internal(set) var state = AppState()
    /// Items, filter, selection and scrolling of the list pane.
    public let list: ListPane
    /// The library's feed list ("All unread", "Starred", then the feeds); empty for one feed.
    public let feedList = ListPane()
    /// The library's feeds and counts as last delivered; nil when one feed is open.
    public internal(set) var library: LibraryOverview?
    /// What the list shows in the library.
    public internal(set) var listSource: ItemSource?
    /// After `n` ran off the end of a list onto the next feed: select its first unread item once
    /// it loads.
    var selectsFirstUnreadOnLoad = false
    /// The library item the detail showed after the last action, so it is marked read once.
    var itemShownInDetail: Int64?
    /// A place from an earlier run still to be reached: its feed is selected when the library
    /// arrives, its item and detail place once the list has loaded them.
    var pendingPlace: ReadingPlace?
    /// Key bindings as data.
    public let keyMap: KeyMap
    /// The styles frames are drawn with (the config's theme).
    public let theme: Theme
    /// Keys of the prompts on the status line, as data.
    public let promptKeys: PromptKeyMap
    /// Keys of the yes/no questions on the status line, as data.
    public let confirmKeys: PromptKeyMap
    /// The detail text of the selected item laid out at the detail pane's width, reused while
    /// neither changes (wrapping a long article on every frame would cost more than a keypress).
    var detailCache: DetailDocument?
    /// The detail place the last resize restored and the scroll it gave; see `detailPlace()`.
    var keptDetailPlace: (place: DetailPlace, scroll: Int)?
    /// Filter text typed in a burst of keys and not searched for yet, with the item selected
    /// before it (see `update(_:deferringFilter:)`).
    var deferredFilter: (text: String, selectionBefore: String?)?
    /// True during an update that may leave the filter's search for later.
    var defersFilterSearch = false
    /// The items of a reload in progress, shown once it completes (see `beginLoad(reload:)`).
    var reloadedEntries: [ListEntry]?
    /// The rows of a library list's reload in progress, and the entries read with them.
    var reloadedRows: (rows: [ItemState], loaded: [ListEntry])?
    /// Feeds whose refresh was asked for while another ran, refreshed once it ends.
    var queuedRefresh: [String]?
    /// Reads the entries of library list rows as they are shown (set by `startLibrary`).
    var windowReader: ListWindowReader?
    /// The list search the runtime was last asked for and has not answered (`searchEffects`).
    var searchSent: Int?
    /// Why the pictures that failed to load did, by URL: the rows showing them stay collapsed to
    /// a note across reloads of the list, until a reload with `r` tries them again.
    var failedPictureReasons: [String: String] = [:]
    /// Pictures the runtime delivered for the boxes frames showed.
    public internal(set) var pictures = PictureTable()
    /// What the next frame draws, brought up to date by `update`.
    var frameLayout = FrameLayout()
    /// The zone dates are shown in: the reader's (the system's, which honours TZ) by default.
    public let timeZone: TimeZone
    /// How wide the detail's text grows and where it sits in a wider pane.
    public var readingColumn = ReadingColumn.standard {
        didSet { detailCache = nil }
    }
    /// Whether quitting while a library refresh runs asks first (the config's
    /// `confirm-quit-while-refreshing`).
    public var confirmsQuitWhileRefreshing = false

    public init(keyMap: KeyMap = .standard, promptKeys: PromptKeyMap = .standard,
                confirmKeys: PromptKeyMap = .confirmation, list: ListPane = ListPane(),
                timeZone: TimeZone = .current, theme: Theme = .standard, rowStyle: RowStyle = .comfortable,
                sortOrder: ItemOrder = .newestFirst) {
        self.keyMap = keyMap
        self.theme = theme
        self.promptKeys = promptKeys
        self.confirmKeys = confirmKeys
        self.list = list
        self.timeZone = timeZone
        state.rowStyle = rowStyle
        state.sortOrder = sortOrder
        list.setRowStyle(rowStyle)
        list.setSortOrder(sortOrder)
    }

    /// Lays the list out in `rowStyle` and `sortOrder` (before `start`: a config file or the
    /// choice remembered from the last run).
    public func useListSettings(rowStyle: RowStyle, sortOrder: ItemOrder) {
        state.rowStyle = rowStyle
        state.sortOrder = sortOrder
        list.setRowStyle(rowStyle)
        list.setSortOrder(sortOrder)
    }

    /// Sets the time the rows' dates are counted from (the runtime calls this before each frame).
    public func setClock(_ now: Date) {
        state.now = now
    }

    /// Starts the app on `location` at `size`, drawing pictures in `pictureMode` (nil: boxes only,
    /// nothing is asked for); returns the first load (or asks for a query first when the location
    /// has a `{query}` slot).
    public func start(location: String?, size: TerminalSize, pictureMode: ThumbnailMode? = nil) -> [AppEffect] {
        state.pictureMode = pictureMode
        setSize(size)
        defer { layOutFrame() }
        state.location = location
        guard let location else {
            state.message = "No feed given: run feedbrowser FEED (a path or an http(s) URL)."
            return []
        }
        // The header shows the location until the feed's title comes, without a password in it.
        state.feedTitle = PasswordMask.redactingPassword(in: location)
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
    /// A reload also retries the pictures that failed.
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
        let load = AppEffect.load(location: resolved, generation: state.generation)
        guard reload else { return [load] }
        pictures.removeFailures()
        failedPictureReasons.removeAll()
        return [load, .retryFailedPictures]
    }

    /// Puts a complete reload in place of the old list: the reader's item comes back on the
    /// screen line it is on now (new items above stay hidden), its detail at the same text.
    func finishReload(with entries: [ListEntry]) {
        let selectedID = list.selectedItem?.id
        let line = list.selectedScreenLine
        let place = detailPlace()
        list.replaceEntries(entries)
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

    /// Puts a complete reload of a library list in place of the old list, as `finishReload(with:)`.
    func finishReload(rows: [ItemState], loaded: [ListEntry]) {
        guard let reader = windowReader else { return }
        let selectedID = list.selectedState?.libraryID
        let line = list.selectedScreenLine
        let place = detailPlace()
        list.replaceRows(rows, loaded: loaded, reader: reader)
        detailCache = nil
        keptDetailPlace = nil
        if let selectedID, let index = rows.firstIndex(where: { $0.libraryID == selectedID }),
           let row = list.row(forItemIndex: index) {
            list.select(row: row, screenLine: line)
            restoreDetailPlace(place)
        } else {
            state.detailScroll = 0
        }
    }

    /// Takes a new terminal size: the screen geometry is computed here, once per size, and the
    /// lists get their panes' sizes.
    func setSize(_ size: TerminalSize) {
        state.geometry = ScreenGeometry(size: size)
        syncPaneSizes()
    }

    /// Gives each list the size of the pane it is shown in, minus the scroll bar column. A list
    /// not on screen keeps its size (popping a pushed detail is instant); in the library the list
    /// moves between the right pane (beside the feeds) and the left one (beside the detail).
    func syncPaneSizes() {
        let layout = state.layout
        for (pane, rect) in [(list, layout.list), (feedList, layout.feeds)] where !rect.isEmpty {
            pane.resize(width: max(1, rect.width - 1), height: rect.height)
        }
    }

    /// Brings `frameLayout` up to date with the state: measures the visible rows, reads the scroll
    /// bar and lays out the detail on screen. Runs at the end of every `update`, so `render` only reads.
    func layOutFrame() {
        syncPaneSizes()
        let layout = state.layout
        frameLayout.rows = layout.list.isEmpty ? [] : list.visibleRows()
        // Each pass collapses at least one row, which then shows no picture: it ends.
        while collapseShownFailures() { frameLayout.rows = list.visibleRows() }
        frameLayout.scrollThumb = layout.list.isEmpty ? nil : list.scrollBar()
        frameLayout.feedRows = layout.feeds.isEmpty ? [] : feedList.visibleRows()
        frameLayout.feedScrollThumb = layout.feeds.isEmpty ? nil : feedList.scrollBar()
        frameLayout.detail = layout.detail.isEmpty ? nil : detailDocument(width: layout.detail.width)
    }
}

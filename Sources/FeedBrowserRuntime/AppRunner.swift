import FeedBrowserCore
import FeedFetch
import Foundation
import Library
import Pictures
import Refresh
import TerminalUI
import Thumbnails

/// Runs the app on an `EventLoop`: carries out its effects (loading the feed, loading pictures,
/// opening links) and turns their results into actions. The only place where the app meets
/// threads, processes, files and the network.
public final class AppRunner: LoopProgram {
    /// Rows measured per idle step between looks at the clock.
    public static let measureBudget = 64
    /// How long a headless run (`render`, tests) waits for the pictures on screen to settle.
    public static let pictureSettleTime: Duration = .seconds(5)

    public let app: App
    public let loop: EventLoop
    let loader: any FeedLoading
    let pictures: PictureReconciler?
    /// Opens links; nil only says what would be opened (`render` draws text and starts nothing).
    let linkOpener: LinkOpener?
    /// The library, when the app shows it rather than one feed.
    let library: LibrarySession?
    /// Whether opening the library refreshes the feeds not refreshed for an hour, and the app
    /// keeps refreshing those that go stale while it stays open (not in `render`).
    let refreshesStaleFeeds: Bool
    /// Whether feeds going stale while the library stays open are refreshed (newsboat's
    /// auto-reload every `reload-time`): not for one feed, in `render`, in a read-only library.
    private var watchesStaleFeeds = false
    /// When the feeds are next looked at for those gone stale; nil while a refresh runs (its end
    /// sets it from the feeds' new attempts) and when `refresh-interval` is 0.
    private var nextStaleCheck: Date?
    /// The least time between two looks for stale feeds: a feed that stays stale (never reached,
    /// a refresh that could not start) is not asked for again at every turn of the loop.
    static let staleCheckGap: TimeInterval = 60
    /// Draw pictures as characters even where the terminal has colours (the config's `pictures = "mono"`).
    public var monochromePictures = false
    /// Said on the status line once the app has started (the config file's mistakes).
    public var startMessage: String?
    /// What the status line said at start, until a key or click: the refresh started with the app
    /// ends within a second and its summary replaced it before it could be read.
    private var unseenStartMessage: String?
    let mailbox = Mailbox()
    private var currentLoad: Cancellation?
    private var currentRefresh: Cancellation?
    private var currentSearch: Cancellation?
    private var location: String?
    private var untilIdle = false
    private var inputAfterLoad = false
    private var pictureDeadline: ContinuousClock.Instant?
    private let clock = ContinuousClock()
    /// The wall clock: the rows' dates and the library's "updated 3 h ago" texts count from it
    /// (golden screens fix it).
    let now: @Sendable () -> Date
    /// Where the row style and order are remembered (nil: not remembered, as in `render`).
    let listSettings: ListSettingsFile?
    /// The row style and order the app started with, so only a change is written at quit.
    private var startingListSettings: ListSettingsFile.Settings?

    /// `pictures` loads thumbnails for media boxes (nil: placeholders only).
    public init(app: App = App(), backend: any Backend, loader: any FeedLoading, pictures: ThumbnailLoader? = nil,
                linkOpener: LinkOpener? = LinkOpener(), library: LibrarySession? = nil, refreshesStaleFeeds: Bool = true,
                now: @escaping @Sendable () -> Date = Date.init, listSettings: ListSettingsFile? = nil) {
        self.listSettings = listSettings
        self.app = app
        self.now = now
        self.loop = EventLoop(backend: backend)
        self.loader = loader
        self.library = library
        self.refreshesStaleFeeds = refreshesStaleFeeds
        self.pictures = pictures.map(PictureReconciler.init)
        self.linkOpener = linkOpener
    }

    /// The signal that ended the run, if one did (see `EventLoop.quitSignal`).
    public var quitSignal: TerminalSignal? { loop.quitSignal }

    /// Called after every presented frame (benchmarks time the first full screen with it).
    public var onFrame: ((Canvas) -> Void)? {
        get { loop.onFrame }
        set { loop.onFrame = newValue }
    }

    /// Runs until the user quits (or, with `untilIdle`, until no input is left and loading ended:
    /// how `render` and the tests drive a headless backend). With `inputAfterLoad`, input is only
    /// read once the feed has finished loading, so scripted keys see the whole feed.
    public func run(location: String?, untilIdle: Bool = false, inputAfterLoad: Bool = false) throws(TerminalError) {
        self.location = location
        self.untilIdle = untilIdle
        self.inputAfterLoad = inputAfterLoad
        pictureDeadline = untilIdle ? clock.now + Self.pictureSettleTime : nil
        try loop.run(self, untilIdle: untilIdle)
    }

    /// Makes `run` return after the current turn.
    public func stop() { loop.stop() }

    // MARK: - LoopProgram

    public func start(size: TerminalSize, colorLevel: ColorLevel, wakeUp: @escaping @Sendable () -> Void) -> [LoopRequest] {
        mailbox.setWakeUp(wakeUp)
        startingListSettings = .init(rowStyle: app.state.rowStyle, sortOrder: app.state.sortOrder)
        pictures?.loader.onUpdate = wakeUp
        let mode = pictures == nil ? nil : ThumbnailMode.forColorLevel(monochromePictures ? .monochrome : colorLevel)
        var messages = StartMessages()
        messages.config = startMessage
        let requests = startApp(size: size, pictureMode: mode, messages: &messages)
        // One message: each used to replace the one before (the config's mistakes hid the urls file's).
        guard let message = messages.text else { return requests }
        unseenStartMessage = message
        return requests + perform(app.update(.message(message)))
    }

    /// Starts the feed or the library, noting in `messages` what the status line must say, and
    /// returns what that asks of the loop.
    private func startApp(size: TerminalSize, pictureMode mode: ThumbnailMode?, messages: inout StartMessages) -> [LoopRequest] {
        guard let library, location == nil else {
            return perform(app.start(location: location, size: size, pictureMode: mode))
        }
        app.startLibrary(size: size, pictureMode: mode, reader: LibraryWindowReader(store: library.store, newSince: library.newSince))
        if let place = library.place.read() { _ = app.update(.restorePlace(place)) }
        let now = self.now()
        do {
            let (overview, problems) = try library.overview(now: now)
            var requests = perform(app.update(.libraryChanged(overview)))
            if let problem = problems.first {
                // All of them in the one message: `e` shows it whole.
                messages.urls = problems.count == 1 ? problem : "\(problems.count) lines of the urls file give no feed: " + problems.joined(separator: "; ")
            }
            if let reason = library.readOnlyReason {
                messages.library = reason
                return requests
            }
            guard refreshesStaleFeeds else { return requests }
            watchesStaleFeeds = true
            let stale = library.staleFeeds(in: overview, now: now)
            if stale.isEmpty { scheduleStaleCheck(after: now) } else { requests += perform([.refresh(stale)]) }
            return requests
        } catch {
            messages.library = "\(error)"
            return []
        }
    }

    public func handle(_ event: TerminalEvent) -> [LoopRequest] {
        if case .resize = event {} else { unseenStartMessage = nil }
        // The loop draws after each burst of events: a filter key's search can wait for that frame.
        return perform(app.update(.terminal(event), deferringFilter: true)) + [.draw]
    }

    public func collectResults() -> [LoopRequest] {
        var requests = refreshStaleFeedsIfDue()
        let actions = mailbox.drain()
        // A loading feed's later batches can wait for the next frame (`.drawSoon`); its first rows,
        // its end and everything else are drawn at once.
        let isLaterBatch = app.list.itemCount > 0 && !actions.isEmpty && actions.allSatisfy {
            if case .itemsArrived = $0 { true } else { false }
        }
        for var action in actions {
            var endsRefresh = false
            if case .refreshFinished(let overview, let summary) = action {
                endsRefresh = true
                if let start = unseenStartMessage { action = .refreshFinished(overview, summary: start + " · " + summary) }
                unseenStartMessage = nil
            }
            if case .refreshProgress(nil) = action { endsRefresh = true }
            if endsRefresh { currentRefresh = nil }
            requests += perform(app.update(action))
            // Any refresh's end (start, r, R, in the background): the next look goes by the new
            // attempts, unless the app started a queued refresh.
            if endsRefresh && currentRefresh == nil { scheduleStaleCheck(after: now()) }
        }
        if !actions.isEmpty { requests.append(isLaterBatch ? .drawSoon : .draw) }
        // Finished pictures are handed to the app when the next frame reports their boxes.
        if let pictures, !pictures.loader.poll().isEmpty { requests.append(.draw) }
        return requests
    }

    public func doIdleWork(until deadline: ContinuousClock.Instant) -> Bool {
        repeat {
            // The filter's search first: the reader waits for its rows.
            if app.list.searchesInSteps {
                _ = app.update(.searchFilter)
                // Its rows are drawn at once, not at the next frame of measuring.
                if !app.list.searchesInSteps { return true }
            } else {
                _ = app.update(.measureRows(Self.measureBudget))
            }
        } while app.list.hasBackgroundWork && clock.now < deadline
        return false
    }

    public var nextWait: LoopWait {
        // Scripted keys (`render`) wait for a filter's search too, so the next key sees its rows:
        // the library's answer comes as a result; a held list's steps are idle work (`holdsInput`).
        let loading = app.state.loadStatus.isLoading || (app.list.isSearching && !app.list.searchesInSteps)
        if inputAfterLoad && loading { return .results(timeout: nil) }
        if app.list.hasBackgroundWork { return .idleWork }
        if untilIdle {
            // A headless run ends with the pictures on screen drawn, as far as they load in time.
            // Updates not yet collected count too: loads that failed at once (a refused local
            // file) may have ended before this look, and their boxes are still to be drawn.
            if let pictures, pictures.loader.pendingCount > 0 || pictures.loader.hasUpdates,
               let deadline = pictureDeadline, clock.now < deadline {
                return .results(timeout: clock.now.duration(to: deadline))
            }
            if loading { return .results(timeout: nil) }
        }
        // An open library wakes when feeds are due for their refresh.
        return .input(timeout: nextStaleCheck.map { .seconds(max(0, $0.timeIntervalSince(now()))) })
    }

    public var holdsInput: Bool {
        if case .results = nextWait { return true }
        return inputAfterLoad && app.list.searchesInSteps
    }

    public func drawFrame(size: TerminalSize) -> Canvas {
        // The app's size is the one its resize events gave it, which is the backend's.
        app.setClock(now())
        var canvas = Canvas(size: app.state.size)
        let report = app.render(into: &canvas)
        guard let pictures else { return canvas }
        let ready = pictures.reconcile(report, with: app)
        guard !ready.isEmpty else { return canvas }
        // Pictures already decoded are drawn in this frame, not the next: no placeholder flashes
        // when a resize asks for a new box size.
        _ = app.update(.picturesArrived(ready, onScreen: report.pictures))
        canvas = Canvas(size: app.state.size)
        app.render(into: &canvas)
        return canvas
    }

    public func loopDidEnd() {
        currentLoad?.cancel()
        currentRefresh?.cancel()
        currentSearch?.cancel()
        // Scripted runs (`render`, tests) leave the reader's place as it was. The place is a
        // convenience: failing to save it (a read-only data directory) is no reason to complain
        // while quitting, after the terminal is gone.
        if !untilIdle, let library, let place = app.readingPlace { try? library.place.write(place) }
        // Written only once the reader changed them: opening one feed creates no files.
        if !untilIdle, let listSettings {
            let chosen = ListSettingsFile.Settings(rowStyle: app.state.rowStyle, sortOrder: app.state.sortOrder)
            if chosen != startingListSettings { try? listSettings.write(chosen) }
        }
    }

    // MARK: - Effects

    private func perform(_ effects: [AppEffect]) -> [LoopRequest] {
        var requests: [LoopRequest] = []
        for effect in effects {
            switch effect {
            case .quit:
                requests.append(.quit)
            case .redrawScreen:
                requests.append(.redrawAll)
            case .retryFailedPictures:
                pictures?.loader.forgetFailures()
            case .openLink(let url):
                guard let linkOpener else {
                    requests += perform(app.update(.message("Would open \(url) (render starts no browser)")))
                    continue
                }
                do {
                    let launch = try linkOpener.launch(for: url)
                    if launch.inTerminal {
                        // A text-mode browser gets the terminal until it ends; then every cell is drawn again.
                        loop.backend.suspend()
                        defer { loop.backend.resume() }
                        try LinkOpener.runInForeground(launch)
                        requests.append(.redrawAll)
                    } else {
                        try LinkOpener.startDetached(launch)
                    }
                    requests += perform(app.update(.message("Opened \(url)")))
                } catch {
                    requests += perform(app.update(.message(error.description)))
                }
            case .load(let location, let generation):
                currentLoad?.cancel()
                // Only a feed read from the local disk may show pictures from it: a web feed
                // naming file:///dev/tty or a FIFO must not make a worker read the reader's files.
                pictures?.loader.allowsLocalFiles = Self.isLocal(location)
                currentLoad = loader.load(location, deliver: deliverer(generation: generation))
            case .loadItems(let source, let generation):
                currentLoad?.cancel()
                // A list across feeds mixes their pictures: local ones only when every feed is local,
                // the hidden ones too (their items are in "All unread").
                let urls = source.feedURLs(in: (app.library?.feeds ?? []) + (app.library?.hiddenFeeds ?? []))
                pictures?.loader.allowsLocalFiles = urls.allSatisfy(Self.isLocal)
                currentLoad = library?.loadItems(source, order: app.state.sortOrder, deliver: deliverer(generation: generation))
            case .searchItems(let search):
                currentSearch?.cancel()
                let mailbox = self.mailbox
                currentSearch = library?.search(search) { result in
                    switch result {
                    case .success(let positions): mailbox.post(.itemsSearched(positions, search: search.number))
                    case .failure(let error): mailbox.post(.searchFailed(error.description, search: search.number))
                    }
                }
            case .stopSearch:
                currentSearch?.cancel()
                currentSearch = nil
            case .setRead, .setStarred, .markAllRead:
                requests += store(effect)
            case .refresh(let urls):
                requests += startRefresh(urls)
            }
        }
        return requests
    }

    /// True when `location` is a feed on the local disk (a path, a file:// URL, or `-`, whose
    /// relative pictures are beside the working directory).
    private static func isLocal(_ location: String) -> Bool {
        switch try? FeedSource(location) {
        case .file?, .standardInput?: return true
        default: return false
        }
    }

    /// Posts what a load of `generation` delivers to the mailbox, as actions.
    private func deliverer(generation: Int) -> @Sendable (AppLoadEvent) -> Void {
        let mailbox = self.mailbox
        return { event in
            switch event {
            case .title(let title): mailbox.post(.feedTitle(title, generation: generation))
            case .items(let items): mailbox.post(.itemsArrived(items, generation: generation))
            case .note(let text): mailbox.post(.loadNote(text, generation: generation))
            case .rows(let rows, let loaded): mailbox.post(.rowsArrived(rows, loaded: loaded, generation: generation))
            case .finished: mailbox.post(.loadFinished(generation: generation))
            case .failed(let message): mailbox.post(.loadFailed(message, generation: generation))
            }
        }
    }

    /// Writes read and starred marks to the library now, before the frame that shows them (the
    /// app has already counted them on its feed list).
    private func store(_ effect: AppEffect) -> [LoopRequest] {
        guard let library else { return [] }
        do {
            switch effect {
            case .setRead(let ids, let read): try library.store.setRead(ids.map { LibraryItemID(rawValue: $0) }, read)
            case .setStarred(let ids, let starred): try library.store.setStarred(ids.map { LibraryItemID(rawValue: $0) }, starred)
            case .markAllRead(let source):
                try library.markAllRead(source)
                // Starred items belong to any feed: only the library can count what that changed.
                if source == .starred { return perform(app.update(.libraryChanged(try library.overview(now: now()).overview))) }
            default: break
            }
            return []
        } catch {
            // What is on screen no longer matches the library: show its counts again, and why.
            let recount = (try? library.overview(now: now()).overview).map { perform(app.update(.libraryChanged($0))) } ?? []
            return recount + perform(app.update(.message("\(error)")))
        }
    }

    /// The status line's word on a finished refresh, the words `feedbrowser refresh` uses: the
    /// counts, then each failed feed as "title: message" (the line is cut; `e` shows it whole).
    /// Feeds are named as `overview` lists them, hidden ones too.
    static func summary(of outcomes: [FeedRefreshOutcome], in overview: LibraryOverview) -> String {
        let names = Dictionary((overview.feeds + overview.hiddenFeeds).map { ($0.url, $0.title) }, uniquingKeysWith: { first, _ in first })
        return RefreshReport(outcomes: outcomes) { names[$0] ?? URLDisplay.title(ofUntitled: $0) }.statusLine
    }

    /// Sets when the feeds are next looked at: when the first goes stale, at least
    /// `staleCheckGap` after `now`.
    private func scheduleStaleCheck(after now: Date) {
        guard watchesStaleFeeds, let library, let overview = app.library, let next = library.nextStaleDate(in: overview) else {
            nextStaleCheck = nil
            return
        }
        nextStaleCheck = max(next, now.addingTimeInterval(Self.staleCheckGap))
    }

    /// While the library stays open, refreshes in the background the feeds gone stale since the
    /// last look (the status line then says what came in), as the start does. Never while the
    /// reader types in a prompt or answers a question, nor while a refresh runs: looked at again
    /// `staleCheckGap` later.
    private func refreshStaleFeedsIfDue() -> [LoopRequest] {
        let now = self.now()
        guard let due = nextStaleCheck, now >= due else { return [] }
        guard let library, let overview = app.library else {
            nextStaleCheck = nil
            return []
        }
        guard currentRefresh == nil, app.state.activity == nil, app.state.inputMode == .normal else {
            nextStaleCheck = now.addingTimeInterval(Self.staleCheckGap)
            return []
        }
        let stale = library.staleFeeds(in: overview, now: now)
        guard !stale.isEmpty else {
            scheduleStaleCheck(after: now)
            return []
        }
        nextStaleCheck = nil
        return perform([.refresh(stale)]) + [.draw]
    }

    /// Refreshes `urls` in the background; progress and the end come back through the mailbox.
    private func startRefresh(_ urls: [String]) -> [LoopRequest] {
        guard let library else { return [] }
        guard currentRefresh == nil else { return perform(app.update(.message("A refresh is already running."))) }
        let mailbox = self.mailbox
        let now = self.now
        let refresh = library.refresh(urls, progress: { progress in
            mailbox.post(.refreshProgress(progress.description))
        }, finished: { outcomes in
            do {
                let overview = try library.overview(now: now()).overview
                mailbox.post(.refreshFinished(overview, summary: Self.summary(of: outcomes, in: overview)))
            } catch {
                mailbox.post(.refreshProgress(nil))
                mailbox.post(.message("\(error)"))
            }
        })
        currentRefresh = refresh
        return perform(app.update(.refreshProgress(RefreshProgress(total: urls.count).description)))
    }
}

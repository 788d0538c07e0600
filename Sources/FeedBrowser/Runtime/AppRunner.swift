import Foundation
import TerminalUI
import Thumbnails

/// The main loop: events and loader results become actions, `update` runs, effects are carried
/// out, and a frame is drawn when something changed.
///
/// Frame rule: at most one frame per loop turn, drawn only after every event already waiting has
/// been applied (key repeat and resize storms coalesce into one frame). Between input, the loop
/// spends bounded idle ticks measuring rows in the background.
public final class AppRunner {
    public let app: App
    public let backend: any Backend
    let loader: any FeedLoading
    /// Opens links; nil only says what would be opened (`render` draws text and starts nothing).
    let linkOpener: LinkOpener?
    let mailbox = Mailbox()
    private var currentLoad: FeedLoadCancellation?
    private var quitRequested = false
    /// The signal that ended the run, if one did: the caller ends the program by it once the
    /// terminal is restored, so the shell sees 130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP.
    public private(set) var quitSignal: TerminalSignal?
    /// Called after every presented frame (benchmarks time the first full screen with it).
    public var onFrame: ((Canvas) -> Void)?

    /// `pictures` loads thumbnails for media boxes (nil: placeholders only).
    public init(app: App = App(), backend: any Backend, loader: any FeedLoading, pictures: ThumbnailLoader? = nil,
                linkOpener: LinkOpener? = LinkOpener()) {
        self.app = app
        app.pictures = pictures
        self.backend = backend
        self.loader = loader
        self.linkOpener = linkOpener
    }

    /// Runs until the user quits (or, with `untilIdle`, until no input is left and loading ended:
    /// how `render` and the tests drive a headless backend). With `inputAfterLoad`, input is only
    /// read once the feed has finished loading, so scripted keys see the whole feed.
    public func run(location: String?, untilIdle: Bool = false, inputAfterLoad: Bool = false) throws(TerminalError) {
        try backend.setUp()
        app.pictureMode = ThumbnailMode.forColorLevel(backend.colorLevel)
        let pictureDeadline = ContinuousClock.now + .seconds(5)
        defer {
            currentLoad?.cancel()
            backend.tearDown()
        }
        perform(app.start(location: location, size: backend.size))
        var dirty = true
        while !quitRequested {
            var changed = applyMailbox()
            if let pictures = app.pictures, !pictures.poll().isEmpty { changed = true }
            let loading = app.state.loadStatus.isLoading
            if (changed || dirty) {
                present()
                dirty = false
                changed = false
            }
            if inputAfterLoad && loading {
                waitForMailbox()
                continue
            }
            // Wait briefly while items stream in or rows remain to measure; otherwise block longer.
            let picturesPending = (app.pictures?.pendingCount ?? 0) > 0
            let background = loading || app.list.hasBackgroundWork || picturesPending
            let timeout: Duration? = untilIdle ? .zero : (background ? .milliseconds(8) : .milliseconds(250))
            if let event = backend.nextEvent(timeout: timeout) {
                apply(event)
                // Apply everything already waiting before drawing: one frame per burst.
                while !quitRequested, let more = backend.nextEvent(timeout: .zero) {
                    apply(more)
                }
                dirty = true
                continue
            }
            if app.list.hasBackgroundWork {
                // Every tick can move the scroll bar, the last one (which returns false) included:
                // without a frame after it the bar would stay at its estimate until the next key.
                app.list.idleTick()
                dirty = true
                continue
            }
            // Headless runs wait (a bounded time) for the pictures on screen so output is stable.
            if untilIdle && picturesPending && ContinuousClock.now < pictureDeadline {
                usleep(2000)
                continue
            }
            if untilIdle && !loading && mailbox.isEmpty { break }
            // Nothing to do but wait for the loader: a backend that returns at once (headless)
            // must not spin and take the core the parser needs.
            if loading && mailbox.isEmpty { usleep(1000) }
            if untilIdle && loading { waitForMailbox() }
        }
        if !quitRequested { present() }
    }

    /// Makes `run` return after the current turn (benchmarks stop at the first full screen).
    public func stop() { quitRequested = true }

    private func present() {
        let canvas = app.render()
        backend.present(canvas)
        onFrame?(canvas)
    }

    private func apply(_ event: TerminalEvent) {
        if case .signal(let signal) = event { quitSignal = signal }
        perform(app.update(.terminal(event)))
    }

    private func applyMailbox() -> Bool {
        let actions = mailbox.drain()
        for action in actions { perform(app.update(action)) }
        return !actions.isEmpty
    }

    /// Sleeps a little until the loader posts something (headless runs only).
    private func waitForMailbox() {
        var spins = 0
        while mailbox.isEmpty && spins < 2000 {
            usleep(500)
            spins += 1
        }
    }

    func perform(_ effects: [AppEffect]) {
        for effect in effects {
            switch effect {
            case .quit:
                quitRequested = true
            case .openLink(let url):
                guard let linkOpener else {
                    perform(app.update(.message("Would open \(url) (render starts no browser)")))
                    continue
                }
                do {
                    try linkOpener.open(url)
                    perform(app.update(.message("Opened \(url)")))
                } catch {
                    perform(app.update(.message(error.description)))
                }
            case .load(let location, let generation):
                currentLoad?.cancel()
                let mailbox = self.mailbox
                currentLoad = loader.load(location) { event in
                    switch event {
                    case .title(let title): mailbox.post(.feedTitle(title, generation: generation))
                    case .items(let items): mailbox.post(.itemsArrived(items, generation: generation))
                    case .finished: mailbox.post(.loadFinished(generation: generation))
                    case .failed(let message): mailbox.post(.loadFailed(message, generation: generation))
                    }
                }
            }
        }
    }
}

/// A place to show canvases and get events from: the real terminal or a headless stand-in.
///
/// The main loop owns one backend: `setUp()` once, then repeatedly build a canvas of `size`,
/// `present` it and wait for `nextEvent`; `tearDown()` before exiting (idempotent; the ncurses
/// backend also tears down on its own at exit and on fatal signals). Work on other threads ends
/// a wait early with `wakeUp`, so the loop sleeps until there is something to do: a key, a
/// resize, a signal or a result.
public protocol Backend: AnyObject {
    /// Current size in columns and rows; changes are also reported as `.resize` events.
    var size: TerminalSize { get }
    /// How many colours the backend can show.
    var colorLevel: ColorLevel { get }
    /// Takes over the terminal (or does nothing, headless).
    func setUp() throws(TerminalError)
    /// Shows `canvas`, writing only the cells that changed since the last present.
    func present(_ canvas: Canvas)
    /// Forgets what the screen shows, so the next `present` writes every cell (Ctrl-L).
    func invalidate()
    /// The next event, waiting at most `timeout` (nil: until one comes); nil when none came in time
    /// or `wakeUp` was called meanwhile.
    func nextEvent(timeout: Duration?) -> TerminalEvent?
    /// Sleeps until `wakeUp` is called or `timeout` passes, reading no input (a signal ends it too).
    func waitForWakeUp(timeout: Duration?)
    /// Ends the current or next wait early. Safe to call from any thread, and cheap: each result a
    /// background worker delivers calls it.
    var wakeUp: @Sendable () -> Void { get }
    /// Gives the terminal back as it was. Safe to call more than once.
    func tearDown()
    /// Lends the terminal to another program (a text-mode browser) until `resume`: the screen
    /// and modes are saved and the terminal left as the shell had it.
    func suspend()
    /// Takes the terminal back after `suspend`; the next `present` draws every cell.
    func resume()
}

extension Backend {
    /// Backends with no terminal have nothing to lend.
    public func suspend() {}
    public func resume() {}
}

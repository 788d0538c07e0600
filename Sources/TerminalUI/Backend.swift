/// A place to show canvases and get events from: the real terminal or a headless stand-in.
///
/// The main loop owns one backend: `setUp()` once, then repeatedly build a canvas of `size`,
/// `present` it and wait for `nextEvent`; `tearDown()` before exiting (idempotent; the ncurses
/// backend also tears down on its own at exit and on fatal signals).
public protocol Backend: AnyObject {
    /// Current size in columns and rows; changes are also reported as `.resize` events.
    var size: TerminalSize { get }
    /// How many colours the backend can show.
    var colorLevel: ColorLevel { get }
    /// Takes over the terminal (or does nothing, headless).
    func setUp() throws(TerminalError)
    /// Shows `canvas`, writing only the cells that changed since the last present.
    func present(_ canvas: Canvas)
    /// The next event, waiting at most `timeout` (nil: wait until one comes); nil when none came in time.
    func nextEvent(timeout: Duration?) -> TerminalEvent?
    /// Gives the terminal back as it was. Safe to call more than once.
    func tearDown()
}

import FeedBrowserCore
import Foundation

/// Everything the config file sets, with the defaults for what it does not (or gets wrong).
public struct Settings: Sendable {
    /// The key bindings in force: the standard ones with the file's `[keys]` applied.
    public var keyMap = KeyMap.standard
    /// The theme named by `theme`, with the file's `[colors]` applied.
    public var theme = Theme()
    public var themeName = ThemeName.dark
    /// Ask the terminal for mouse reports.
    public var mouse = true
    /// How pictures are drawn.
    public var pictures = PictureSetting.on
    /// Browser commands for `o`, the first used (`LinkOpener` takes them as a `$BROWSER` list);
    /// `%u` stands for the URL (added at the end without one). Empty: `$BROWSER`.
    public var browsers: [String] = []
    /// Programs that run in the terminal (in the foreground, the screen restored after them).
    public var terminalBrowsers = ["lynx", "w3m", "elinks", "links", "links2", "browsh", "carbonyl"]
    /// Widest the detail's text is laid out (0: the pane's width).
    public var detailTextWidth = 80
    /// How much each list row shows.
    public var listDensity = ListDensity.comfortable
    /// The order of a list's items.
    public var listSort = ListSort.newestFirst
    /// How dates are written: `relative` ("3 h", "Tue", then the date), or a strftime pattern.
    public var dateFormat = "relative"
    /// The zone dates are shown in; nil: the system's (which honours `TZ`).
    public var timeZone: TimeZone?
    /// Minutes after which the library refreshes a feed at start (0: never by itself).
    public var refreshIntervalMinutes = 60
    /// Read items kept per feed beyond those newer than `keepDays`.
    public var keepItems = 500
    /// Days a read item is kept at least.
    public var keepDays = 90
    /// Whether quitting while a refresh runs asks first.
    public var confirmQuitWhileRefreshing = true

    public init() {}
}

import FeedBrowserCore
import Foundation
import ReaderFiles
import TerminalUI
import Thumbnails

/// Renders what the app shows for a feed after a key script, without a terminal: the engine of
/// `feedbrowser render` and of the golden-screen tests.
public enum HeadlessScreen {
    /// The screen as plain text (one line per row, trailing spaces trimmed) after loading `feed`
    /// completely at `width` x `height` and then pressing `keys` (a `KeyScript`), with dates in
    /// `timeZone`, by `app` when given (the config's keys). Links are never opened: `o` says on
    /// the status line what it would open.
    public static func render(
        feed: String, width: Int, height: Int, keys: String = "", loader: any FeedLoading = FeedLoadWorker(),
        pictures: ThumbnailLoader? = .standard(), timeZone: TimeZone = .current, app: App? = nil
    ) throws -> String {
        // Monochrome: pictures come out as the density ramp, a text approximation that plain text keeps.
        let backend = try HeadlessBackend(width: width, height: height, keys: keys, colorLevel: .monochrome)
        let runner = AppRunner(app: app ?? App(timeZone: timeZone), backend: backend, loader: loader, pictures: pictures, linkOpener: nil)
        try runner.run(location: feed, untilIdle: true, inputAfterLoad: true)
        return backend.text
    }

    /// The screen of the library in `directories` after `keys`, as `render` does for a feed: its
    /// first list loaded before the keys, no feed refreshed, no browser started.
    public static func render(
        library directories: ReaderDirectories, width: Int, height: Int, keys: String = "",
        pictures: ThumbnailLoader? = .standard(), timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = Date.init,
        app: App? = nil
    ) throws -> String {
        let backend = try HeadlessBackend(width: width, height: height, keys: keys, colorLevel: .monochrome)
        let session = try LibrarySession(directories: directories)
        let runner = AppRunner(app: app ?? App(timeZone: timeZone), backend: backend, loader: FeedLoadWorker(), pictures: pictures,
                               linkOpener: nil, library: session, refreshesStaleFeeds: false, now: now)
        try runner.run(location: nil, untilIdle: true, inputAfterLoad: true)
        return backend.text
    }
}

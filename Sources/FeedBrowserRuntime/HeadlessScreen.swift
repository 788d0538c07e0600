import FeedBrowserCore
import Foundation
import TerminalUI
import Thumbnails

/// Renders what the app shows for a feed after a key script, without a terminal: the engine of
/// `feedbrowser render` and of the golden-screen tests.
public enum HeadlessScreen {
    /// The screen as plain text (one line per row, trailing spaces trimmed) after loading `feed`
    /// completely at `width` x `height` and then pressing `keys` (a `KeyScript`), with dates in
    /// `timeZone`. Links are never opened: `o` says on the status line what it would open.
    public static func render(
        feed: String, width: Int, height: Int, keys: String = "", loader: any FeedLoading = FeedLoadWorker(),
        pictures: ThumbnailLoader? = .standard(), timeZone: TimeZone = .current
    ) throws -> String {
        // Monochrome: pictures come out as the density ramp, a text approximation that plain text keeps.
        let backend = try HeadlessBackend(width: width, height: height, keys: keys, colorLevel: .monochrome)
        let runner = AppRunner(app: App(timeZone: timeZone), backend: backend, loader: loader, pictures: pictures, linkOpener: nil)
        try runner.run(location: feed, untilIdle: true, inputAfterLoad: true)
        return backend.text
    }
}

import Config
import FeedBrowserCore
import FeedBrowserRuntime
import Foundation

extension Settings {
    /// The app with the config's keys, theme, time zone and quit question.
    func makeApp() -> App {
        let app = App(keyMap: keyMap, timeZone: timeZone ?? .current, theme: theme)
        app.confirmsQuitWhileRefreshing = confirmQuitWhileRefreshing
        app.readingColumn = ReadingColumn(maximumWidth: detailTextWidth > 0 ? detailTextWidth : nil, centred: true)
        return app
    }

    /// The config's `[library]`: 0 minutes refreshes nothing by itself.
    var libraryPolicy: LibraryPolicy {
        LibraryPolicy(staleAfter: refreshIntervalMinutes > 0 ? TimeInterval(refreshIntervalMinutes * 60) : nil,
                      retentionCount: keepItems, retentionAge: TimeInterval(keepDays) * 24 * 60 * 60)
    }

    /// Opens links with the config's browser commands, tried in order (`%u` is accepted for the
    /// URL as well as `$BROWSER`'s `%s`); with none, `$BROWSER`, else the system's opener. The
    /// config's terminal browsers run in the foreground.
    var linkOpener: LinkOpener {
        LinkOpener(browsers: browsers.isEmpty ? nil : browsers.map { $0.replacingOccurrences(of: "%u", with: "%s") },
                   terminalPrograms: terminalBrowsers)
    }
}

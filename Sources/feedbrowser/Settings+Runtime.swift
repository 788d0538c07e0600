import Config
import FeedBrowserCore
import FeedBrowserRuntime
import Foundation

extension Settings {
    /// The app with the config's keys, theme, time zone and quit question.
    func makeApp() -> App {
        let app = App(keyMap: keyMap, timeZone: timeZone ?? .current, theme: theme)
        app.confirmsQuitWhileRefreshing = confirmQuitWhileRefreshing
        return app
    }

    /// The config's `[library]`: 0 minutes refreshes nothing by itself.
    var libraryPolicy: LibraryPolicy {
        LibraryPolicy(staleAfter: refreshIntervalMinutes > 0 ? TimeInterval(refreshIntervalMinutes * 60) : nil,
                      retentionCount: keepItems, retentionAge: TimeInterval(keepDays) * 24 * 60 * 60)
    }

    /// Opens links with the config's browser commands, given to `LinkOpener` as a `$BROWSER`
    /// list would be (`%u` is accepted for the URL as well as `$BROWSER`'s `%s`); with none, `$BROWSER`.
    var linkOpener: LinkOpener {
        var environment = ProcessInfo.processInfo.environment
        if !browsers.isEmpty {
            environment["BROWSER"] = browsers.map { $0.replacingOccurrences(of: "%u", with: "%s") }.joined(separator: ":")
        }
        return LinkOpener(environment: environment)
    }
}

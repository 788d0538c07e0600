import ArgumentParser
import FeedBrowserCore
import FeedBrowserRuntime
import FeedFetch
import Foundation
import NcursesBackend
import ReaderFiles
import TerminalUI
import Thumbnails

/// `feedbrowser [FEED]`: the interactive browser. With no FEED, the bundled sample.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Browse a feed in the terminal (the default command)."
    )

    @Argument(help: "A feed: a path, a file:// URL, an http(s) or feed: URL, or - for standard input. Default: the library (see add, import), or the bundled sample when there are no subscriptions.")
    var feed: String?

    @Flag(name: .long, help: "Do not ask the terminal for mouse reports.")
    var noMouse = false

    @Flag(name: .long, help: "Draw placeholder boxes instead of loading pictures.")
    var noPictures = false

    @Option(name: .long, help: "The config file (default: $XDG_CONFIG_HOME/feedbrowser/config.toml).")
    var config: String?

    func run() throws {
        let config = try LoadedConfig.load(path: config)
        if feed == nil, let library = try openLibrary(policy: config.settings.libraryPolicy) {
            try run(location: nil, library: library, config: config)
            return
        }
        guard let location = feed ?? BundledSample.path() else {
            // The first run outside the checkout: say how to start, not only what is missing.
            throw CommandFailure.badValue("no subscriptions yet, and no FEED given: open one with feedbrowser FEED (a path or URL), "
                                          + "subscribe with feedbrowser add URL, or bring a newsboat urls or OPML file with feedbrowser import FILE")
        }
        // A local file that is not there is a mistyped path: one line, as `parse` says it, rather
        // than the interface on an empty list.
        if case .file(let url)? = try? FeedSource(location) {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                throw CommandFailure.failed(FeedLoadError.file(path: url.path, reason: "no such file").description)
            }
            if isDirectory.boolValue {
                throw CommandFailure.failed(FeedLoadError.file(path: url.path, reason: "it is a directory").description)
            }
        }
        if location == "-" { try takeFeedFromStandardInput() }
        try run(location: location, library: nil, config: config)
    }

    /// `-`: the feed is read from the pipe to its end now, then standard input is the terminal
    /// again, where ncurses reads the keys (as `less` and `vim -` do).
    private func takeFeedFromStandardInput() throws {
        do { _ = try StandardInputFeed.bytes() } catch { throw CommandFailure.failed(error.description) }
        let terminal = open("/dev/tty", O_RDONLY)
        guard terminal >= 0 else { throw CommandFailure.failed("the feed came from standard input, and there is no terminal (/dev/tty) to read keys from") }
        dup2(terminal, STDIN_FILENO)
        close(terminal)
    }

    /// The library, when the reader has subscriptions (with none, the bundled sample opens).
    private func openLibrary(policy: LibraryPolicy) throws -> LibrarySession? {
        let directories = ReaderDirectories()
        guard let list = try? SubscriptionFile(url: directories.urlsFile).read(), !list.subscriptions.isEmpty else { return nil }
        do {
            return try LibrarySession(directories: directories, policy: policy)
        } catch {
            throw CommandFailure.failed(error.description)
        }
    }

    private func run(location: String?, library: LibrarySession?, config: LoadedConfig) throws {
        let settings = config.settings
        let backend = NcursesBackend(options: NcursesBackendOptions(mouse: settings.mouse && !noMouse))
        let picturesOff = noPictures || settings.pictures == .off
        let app = settings.makeApp()
        // The row style and order the reader last chose (v, t), kept in the data directory.
        let listSettings = ListSettingsFile(directory: ReaderDirectories().data)
        let remembered = listSettings.read()
        app.useListSettings(rowStyle: remembered.rowStyle ?? app.state.rowStyle, sortOrder: remembered.sortOrder ?? app.state.sortOrder)
        let runner = AppRunner(app: app, backend: backend, loader: FeedLoadWorker(), pictures: picturesOff ? nil : .standard(),
                               linkOpener: settings.linkOpener, library: library, listSettings: listSettings)
        runner.monochromePictures = settings.pictures == .mono
        runner.startMessage = config.statusMessage
        do {
            try runner.run(location: location)
        } catch {
            throw CommandFailure.failed(error.description)
        }
        if let signal = runner.quitSignal { Self.end(by: signal) }
    }

    /// Ends the program by `signal` with its default action, the terminal already restored: the
    /// shell reports 128 + its number, and a script running the app stops on Ctrl-C as it would
    /// for any program (a normal exit would tell it the app handled the interrupt).
    private static func end(by quitSignal: TerminalSignal) -> Never {
        signal(quitSignal.number, SIG_DFL)
        raise(quitSignal.number)
        Foundation.exit(128 + quitSignal.number)
    }
}

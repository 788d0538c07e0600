import ArgumentParser
import FeedBrowserCore
import FeedBrowserRuntime
import FeedFetch
import Foundation
import NcursesBackend
import TerminalUI
import Thumbnails

/// `feedbrowser [FEED]`: the interactive browser. With no FEED, the bundled sample.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Browse a feed in the terminal (the default command)."
    )

    @Argument(help: "A feed: a path, a file:// URL or an http(s) URL. Default: the bundled sample.")
    var feed: String?

    @Flag(name: .long, help: "Do not ask the terminal for mouse reports.")
    var noMouse = false

    @Flag(name: .long, help: "Draw placeholder boxes instead of loading pictures.")
    var noPictures = false

    func run() throws {
        guard let location = feed ?? BundledSample.path() else {
            throw ValidationError("No FEED given and the bundled sample (Fixtures/feeds/deviantart-sample.xml) was not found; pass a path or URL.")
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
        let backend = NcursesBackend(options: NcursesBackendOptions(mouse: !noMouse))
        let runner = AppRunner(backend: backend, loader: FeedLoadWorker(), pictures: noPictures ? nil : .standard())
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

import ArgumentParser
import Config
import FeedBrowserCore
import FeedBrowserRuntime
import Foundation
import Library
import ReaderFiles
import TerminalUI

/// `feedbrowser render FEED --size WxH --keys "..."`: the screen the app would show after those
/// keys, as plain text, with no terminal. The whole feed is loaded before the keys are applied so
/// the output does not depend on timing.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the screen the app would show, as text, after a key script."
    )

    @Argument(help: "A feed: a path, a file:// URL or an http(s) URL.")
    var feed: String?

    @Option(name: .long, help: "Render the library kept in DIR (DIR/urls and DIR/library.sqlite) instead of a feed.")
    var library: String?

    // Unconditional: "-5x10" is a (bad) size, not an unknown option, so the error names --size.
    @Option(name: .long, parsing: .unconditional, help: "Terminal size as COLUMNSxROWS, e.g. 120x40.")
    var size = "120x40"

    @Option(name: .long, help: "Keys to press, separated by spaces: j, Enter, Esc, Space, PageDown, C-c, resize:60x40 ...")
    var keys = ""

    @Option(name: .long, help: "A config file whose key bindings and time zone apply (default: none, so the output does not depend on the user's file).")
    var config: String?

    func run() throws {
        // As the app does: the mistakes are said (here on standard error) and their defaults used.
        let loaded = try config.map { try LoadedConfig.load(path: $0) }
        for message in loaded?.messages ?? [] { FileHandle.standardError.write(Data("feedbrowser: \(message)\n".utf8)) }
        let settings = loaded?.settings ?? Settings()
        let parts = size.lowercased().split(separator: "x")
        let largest = TerminalSize.largestScripted
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...largest.width).contains(width), (1...largest.height).contains(height) else {
            throw CommandFailure.badValue("--size must be COLUMNSxROWS with 1...\(largest.width) columns and 1...\(largest.height) rows, e.g. 120x40 (got '\(size)').")
        }
        let screen: String
        do {
            switch (feed, library) {
            case (let feed?, nil):
                screen = try HeadlessScreen.render(feed: feed, width: width, height: height, keys: keys, app: settings.makeApp())
            case (nil, let directory?):
                // A mistyped DIR would otherwise become a new, empty library.
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw CommandFailure.badValue("--library: \(directory) is not a directory; give the folder that holds urls and library.sqlite")
                }
                let folder = URL(fileURLWithPath: directory, isDirectory: true)
                screen = try HeadlessScreen.render(library: ReaderDirectories(config: folder, data: folder),
                                                   width: width, height: height, keys: keys, app: settings.makeApp())
            default:
                throw CommandFailure.badValue("give either a FEED or --library DIR, not both and not neither.")
            }
        } catch let error as KeyScriptError {
            throw CommandFailure.badValue("--keys: \(error)")
        } catch let error as LibraryError {
            throw CommandFailure.failed(error.description)
        }
        FileHandle.standardOutput.write(Data(screen.utf8))
    }
}

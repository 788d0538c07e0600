import ArgumentParser
import FeedBrowserRuntime
import Foundation
import NcursesBackend
import TerminalUI

/// `feedbrowser terminal-check FILE`: a hidden diagnostic that shows a text file through the
/// ncurses backend, to see how this terminal draws wide, emoji and combining text, colours, keys,
/// mouse and resizes, and that it is restored on exit. The end-to-end tests drive it in tmux.
struct TerminalCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal-check",
        abstract: "Show a text file through the terminal backend (diagnostic; q quits).",
        shouldDisplay: false
    )

    @Argument(help: "A UTF-8 text file to show, one canvas row per line.")
    var file: String

    @Flag(name: .long, help: "Draw a row of colour swatches (RGB, palette, half blocks) above the status line.")
    var swatches = false

    @Flag(name: .long, help: "Do not ask the terminal for mouse events.")
    var noMouse = false

    @Flag(name: .long, help: .hidden)
    var allowTrap = false

    func run() throws {
        let lines: [String]
        do {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } catch {
            throw ValidationError("cannot read '\(file)' as UTF-8 text: \(error.localizedDescription)")
        }
        let backend = NcursesBackend(options: NcursesBackendOptions(mouse: !noMouse))
        let loop = EventLoop(backend: backend)
        try loop.run(TerminalCheckProgram(file: file, lines: lines, swatches: swatches, allowTrap: allowTrap))
        if let signal = loop.quitSignal { throw ExitCode(128 + signal.number) }
    }

    /// A short description of an event for the status line.
    static func describe(_ event: TerminalEvent) -> String {
        switch event {
        case .key(let key): return "key \(key.name)"
        case .resize(let width, let height): return "resize \(width)x\(height)"
        case .mouse(let mouse): return "mouse \(mouse.action) at \(mouse.x),\(mouse.y)"
        case .signal(let signal): return "signal \(signal)"
        }
    }
}

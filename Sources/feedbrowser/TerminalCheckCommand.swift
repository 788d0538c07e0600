import ArgumentParser
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
        try backend.setUp()
        defer { backend.tearDown() }
        var top = 0
        var lastEvent = "none"
        while true {
            backend.present(screen(lines: lines, top: top, lastEvent: lastEvent, backend: backend))
            guard let event = backend.nextEvent(timeout: nil) else { continue }
            lastEvent = TerminalCheckCommand.describe(event)
            let page = max(1, backend.size.height - 2)
            switch event {
            case .key(.character("q")):
                return
            case .signal(let signal):
                backend.tearDown()
                throw ExitCode(signal == .interrupt ? 130 : signal == .hangup ? 129 : 143)
            case .key(.character("!")) where allowTrap:
                // Exercises the crash path of the terminal restoration in the end-to-end tests.
                fatalError("terminal-check: trap requested with '!'")
            case .key(.character("j")), .key(.down):
                top += 1
            case .key(.character("k")), .key(.up):
                top -= 1
            case .mouse(let mouse):
                top += mouse.action == .wheelDown ? 3 : mouse.action == .wheelUp ? -3 : 0
            case .key(.pageDown), .key(.character(" ")):
                top += page
            case .key(.pageUp), .key(.character("b")):
                top -= page
            case .key(.home), .key(.character("g")):
                top = 0
            case .key(.end), .key(.character("G")):
                top = lines.count - page
            default:
                break
            }
            top = max(0, min(top, lines.count - 1))
        }
    }

    /// The canvas: a header, the file from line `top`, optional swatches, a status line.
    private func screen(lines: [String], top: Int, lastEvent: String, backend: NcursesBackend) -> Canvas {
        let size = backend.size
        var canvas = Canvas(size: size)
        guard size.height > 0 else { return canvas }
        let header = "terminal-check | q quits | \(size.width)x\(size.height) | \(backend.colorLevel) | \(file)"
        canvas.fill(x: 0, y: 0, width: size.width, height: 1, style: CellStyle(reverse: true))
        canvas.draw(header, x: 0, y: 0, style: CellStyle(reverse: true))
        let bodyEnd = size.height - 1 - (swatches ? 1 : 0)
        var row = 1
        var index = top
        while row < bodyEnd, index < lines.count {
            canvas.draw(lines[index], x: 0, y: row)
            row += 1
            index += 1
        }
        if swatches, size.height >= 3 { drawSwatches(into: &canvas, y: size.height - 2) }
        if size.height >= 2 {
            let status = "event: \(lastEvent) | line \(min(top + 1, lines.count))/\(lines.count)"
            canvas.draw(status, x: 0, y: size.height - 1, style: CellStyle(dim: true))
        }
        return canvas
    }

    /// Pure colours first (red, green, blue, a palette entry, reverse), then a grey/hue ramp of half blocks.
    private func drawSwatches(into canvas: inout Canvas, y: Int) {
        let fixed: [(String, CellStyle)] = [
            ("R", CellStyle(foreground: .rgb(RGB(255, 0, 0)))),
            ("G", CellStyle(foreground: .rgb(RGB(0, 255, 0)))),
            ("B", CellStyle(foreground: .rgb(RGB(0, 0, 255)))),
            ("P", CellStyle(foreground: .palette(208))),
            ("V", CellStyle(reverse: true)),
        ]
        var x = 0
        for (text, style) in fixed { x += canvas.draw(text, x: x, y: y, style: style) }
        let ramp = max(0, canvas.width - x)
        for column in 0..<ramp {
            let t = Double(column) / Double(max(1, ramp - 1))
            let top = RGB(UInt8(255 * t), UInt8(128 * (1 - t)), UInt8(255 * (1 - t)))
            let bottom = RGB(UInt8(255 * t), UInt8(255 * t), UInt8(255 * t))
            canvas.put("▀", x: x + column, y: y, style: CellStyle(foreground: .rgb(top), background: .rgb(bottom)))
        }
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

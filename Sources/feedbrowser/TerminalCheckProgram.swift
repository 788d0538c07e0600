import FeedBrowserRuntime
import TerminalUI

/// The `terminal-check` diagnostic as a program of the app's event loop: a text file, the last
/// event and optional colour swatches, scrolled with the list keys.
final class TerminalCheckProgram: LoopProgram {
    let file: String
    let lines: [String]
    let swatches: Bool
    /// `!` traps on purpose, to exercise the terminal's restoration after a crash.
    let allowTrap: Bool
    private var top = 0
    private var lastEvent = "none"
    private var size = TerminalSize(width: 0, height: 0)
    private var colorLevel: ColorLevel = .monochrome

    init(file: String, lines: [String], swatches: Bool, allowTrap: Bool) {
        self.file = file
        self.lines = lines
        self.swatches = swatches
        self.allowTrap = allowTrap
    }

    func start(size: TerminalSize, colorLevel: ColorLevel, wakeUp: @escaping @Sendable () -> Void) -> [LoopRequest] {
        self.size = size
        self.colorLevel = colorLevel
        return [.draw]
    }

    func handle(_ event: TerminalEvent) -> [LoopRequest] {
        lastEvent = TerminalCheckCommand.describe(event)
        let page = max(1, size.height - 2)
        switch event {
        case .key(.character("q")), .signal:
            return [.quit]
        case .key(.character("!")) where allowTrap:
            fatalError("terminal-check: trap requested with '!'")
        case .key(.ctrl("l")):
            return [.redrawAll]
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
        case .resize(let width, let height):
            size = TerminalSize(width: width, height: height)
        default:
            break
        }
        top = max(0, min(top, lines.count - 1))
        return [.draw]
    }

    func collectResults() -> [LoopRequest] { [] }

    func doIdleWork(until deadline: ContinuousClock.Instant) -> Bool { false }

    var nextWait: LoopWait { .input(timeout: nil) }

    func loopDidEnd() {}

    func drawFrame(size: TerminalSize) -> Canvas {
        screen(size: size)
    }

    /// The canvas: a header, the file from line `top`, optional swatches, a status line.
    private func screen(size: TerminalSize) -> Canvas {
        var canvas = Canvas(size: size)
        guard size.height > 0 else { return canvas }
        let header = "terminal-check | q quits | \(size.width)x\(size.height) | \(colorLevel) | \(file)"
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
}

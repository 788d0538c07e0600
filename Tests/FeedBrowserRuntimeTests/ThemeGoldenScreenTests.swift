import Foundation
import Testing
import FeedBrowserRuntime
import FeedBrowserCore
import TerminalUI

/// Each theme's screen with its styles, compared with Fixtures/screens/themes/*.txt: the text,
/// then one letter per cell naming its style, then what each letter is. Re-record after an
/// intended change with `RECORD_SNAPSHOTS=1 swift test --filter ThemeGoldenScreenTests`.
@Suite struct ThemeGoldenScreenTests {
    static let feed = GoldenScreenTests.repository.appendingPathComponent("Fixtures/screens/feeds/engineering-blog.atom").path

    /// The screen of `theme` at 100x24 (landscape: list and detail) after `j`, with its styles.
    static func styledScreen(_ theme: Theme) throws -> String {
        let backend = try HeadlessBackend(width: 100, height: 24, keys: "j", colorLevel: .trueColor)
        let app = App(timeZone: TimeZone(identifier: "UTC")!, theme: theme)
        let runner = AppRunner(app: app, backend: backend, loader: FeedLoadWorker(), pictures: nil, linkOpener: nil)
        try runner.run(location: feed, untilIdle: true, inputAfterLoad: true)
        let canvas = try #require(backend.lastCanvas)
        var letters: [CellStyle: Character] = [.plain: "."]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var rows: [String] = []
        for y in 0..<canvas.height {
            var row = ""
            for x in 0..<canvas.width {
                let style = canvas[x: x, y: y].style
                if letters[style] == nil {
                    let letter = letters.count - 1 < alphabet.count ? alphabet[letters.count - 1] : "?"
                    letters[style] = letter
                    legend.append("\(letter): \(describe(style))")
                }
                row.append(letters[style]!)
            }
            rows.append(row)
        }
        return backend.text + "\n--- styles (. plain)\n" + rows.joined(separator: "\n") + "\n--- legend\n" + legend.joined(separator: "\n") + "\n"
    }

    static func describe(_ style: CellStyle) -> String {
        func color(_ color: TerminalColor) -> String {
            switch color {
            case .defaultColor: return "default"
            case .palette(let index): return "\(index)"
            case .rgb(let rgb): return "#" + [rgb.r, rgb.g, rgb.b].map { String(format: "%02x", $0) }.joined()
            }
        }
        var words = ["fg=\(color(style.foreground))", "bg=\(color(style.background))"]
        if style.bold { words.append("bold") }
        if style.dim { words.append("dim") }
        if style.underline { words.append("underline") }
        if style.reverse { words.append("reverse") }
        return words.joined(separator: " ")
    }

    @Test(arguments: ThemeName.allCases)
    func themeScreenMatchesGolden(_ name: ThemeName) throws {
        let actual = try Self.styledScreen(name.theme)
        let file = "\(name.rawValue)@100x24.txt"
        let golden = GoldenScreenTests.repository.appendingPathComponent("Fixtures/screens/themes/\(file)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden screen \(golden.path); record it with RECORD_SNAPSHOTS=1")
            return
        }
        if expected != actual {
            Issue.record(Comment(rawValue: ScreenDiff.describe(expected: expected, actual: actual, name: file)))
        }
    }

    /// The 16-colour theme uses nothing but the terminal's own colours 0-7 (its palette decides them).
    @Test func theAnsiThemeUsesOnlyTheTerminalsEightColours() throws {
        for element in Theme.elements {
            let style = Theme.ansi[keyPath: element.keyPath]
            for color in [style.foreground, style.background] {
                if case .palette(let index) = color { #expect(index < 8, "\(element.name)") } else { #expect(color == .defaultColor, "\(element.name)") }
            }
        }
        #expect(Theme.ansi.selectedBackground == .palette(4))
    }
}

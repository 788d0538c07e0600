import Foundation
import Testing

/// Pictures in the real binary, in tmux: media boxes first show placeholders, then the pictures,
/// and nothing else on the screen moves when they arrive (a row's height never depends on its
/// picture). The pictures come from a loopback server that answers after a delay, so both
/// states are seen for sure; the disk cache goes to a temporary XDG_CACHE_HOME.
@Suite(.serialized) struct PictureEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let halfBlocks: Set<Character> = ["\u{2580}", "\u{2584}"]

    /// The bundled sample feed with its relative picture URLs pointed at `base`.
    static func writeFeed(base: String, in directory: URL) throws -> String {
        let sample = repository.appendingPathComponent("Fixtures/feeds/deviantart-sample.xml")
        let xml = try String(contentsOf: sample, encoding: .utf8).replacingOccurrences(of: "url=\"images/", with: "url=\"\(base)/")
        let path = directory.appendingPathComponent("feed.xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The screen's rows with columns `boxes` blanked (where pictures and placeholders are).
    static func outsideBoxes(_ screen: String, boxes: Range<Int>) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            var characters = Array(row)
            for column in boxes where column < characters.count { characters[column] = " " }
            return String(String(characters).reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func pictureCellsAppearWithoutTheRowsMoving() throws {
        guard ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("⚠️ PictureEndToEndTests SKIPPED: tmux is not installed (run make deps)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try DelayedImageServer(directory: Self.repository.appendingPathComponent("Fixtures/feeds/images"), delay: 3)
        defer { server.stop() }
        let feed = try Self.writeFeed(base: server.base, in: directory)
        let binary = try TmuxSession.feedbrowserBinary()
        // Portrait (80 < 100 columns): the list fills the screen; media boxes at columns 2-13.
        let tmux = try TmuxSession(shellCommand: "\(TmuxSession.quote(binary)) \(TmuxSession.quote(feed)); sleep 30",
                                   width: 80, height: 40, environment: ["XDG_CACHE_HOME": directory.path])
        defer { tmux.kill() }

        // Before: rows laid out, placeholders in the boxes, no picture cell yet. The screen is
        // taken once it is steady (background measurement may still adjust the scroll bar just
        // after the first frame), and only while no picture has arrived.
        let waiting: (String) -> Bool = { $0.contains("▨") && !$0.contains { Self.halfBlocks.contains($0) } }
        var before = try tmux.waitUntil("the list with placeholders", timeout: .seconds(10), waiting)
        var steady = false
        for _ in 0..<15 where !steady {
            Thread.sleep(forTimeInterval: 0.1)
            let next = try tmux.capture()
            guard waiting(next) else { break }
            steady = next == before
            before = next
        }
        #expect(steady, "the placeholder screen never settled before the pictures came")
        // After: every visible box holds a picture (no placeholder glyph is left).
        let after = try tmux.waitUntil("pictures in every visible box", timeout: .seconds(20)) { screen in
            !screen.contains("▨") && screen.filter { Self.halfBlocks.contains($0) }.count >= 12 * 6
        }
        // Compared: everything but the boxes and the scroll bar column (79). The scroll bar is
        // left out because it may legitimately turn exact on the frame the pictures cause (the
        // app draws idle-time measurements on its next frame), which is not a row moving.
        let beforeRows = Self.outsideBoxes(before, boxes: 2..<14).map { String($0.prefix(79)) }
        let afterRows = Self.outsideBoxes(after, boxes: 2..<14).map { String($0.prefix(79)) }
        #expect(beforeRows.count == afterRows.count)
        // The same titles on the same rows, and the boxes themselves kept their place.
        #expect(beforeRows.contains { $0.contains("Harbour Lights at Dusk") })
        for (old, new) in zip(before.split(separator: "\n", omittingEmptySubsequences: false), after.split(separator: "\n", omittingEmptySubsequences: false)) {
            if old.contains("┌──────────┐") { #expect(new.contains { Self.halfBlocks.contains($0) }, "box top row became picture: \(new)") }
        }
        for (index, (old, new)) in zip(beforeRows, afterRows).enumerated() where old != new {
            Issue.record("row \(index) moved or changed when pictures arrived:\n before: \(old)\n after:  \(new)")
        }
        // The pictures are in colour: half-block cells carry foreground and background colours.
        let coloured = try tmux.capture(escapes: true)
        #expect(coloured.contains("\u{1B}[38;") && coloured.contains("\u{1B}[48;"))
    }
}

/// Truecolor pictures: with `COLORTERM=truecolor` the app runs on the terminal family's
/// direct-colour terminfo entry (here `tmux-direct`, from ncurses-term), so picture cells carry
/// 24-bit colours, which tmux keeps and `capture-pane -e` shows as `38;2;r;g;b` / `48;2;r;g;b`.
/// Without it the same pictures stay in the 256-colour palette.
@Suite(.serialized) struct TruecolorEndToEndTests {
    /// Whether terminfo has `tmux-direct` (Debian's ncurses-term, installed by make deps).
    static var hasDirectEntry: Bool {
        ["/usr/share/terminfo/t/tmux-direct", "/lib/terminfo/t/tmux-direct", "/etc/terminfo/t/tmux-direct"]
            .contains { FileManager.default.fileExists(atPath: $0) }
    }

    /// The sample feed's screen once pictures are drawn, with SGR sequences, run with `environment`.
    static func pictureScreen(environment: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-truecolor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try DelayedImageServer(directory: PictureEndToEndTests.repository.appendingPathComponent("Fixtures/feeds/images"), delay: 0)
        defer { server.stop() }
        let feed = try PictureEndToEndTests.writeFeed(base: server.base, in: directory)
        let binary = try TmuxSession.feedbrowserBinary()
        let tmux = try TmuxSession(shellCommand: "\(TmuxSession.quote(binary)) \(TmuxSession.quote(feed)); sleep 30", width: 80, height: 40,
                                   environment: environment.merging(["XDG_CACHE_HOME": directory.path, "XDG_CONFIG_HOME": directory.path]) { a, _ in a })
        defer { tmux.kill() }
        _ = try tmux.waitUntil("pictures drawn", timeout: .seconds(15)) { $0.contains { PictureEndToEndTests.halfBlocks.contains($0) } }
        return try tmux.capture(escapes: true)
    }

    @Test func picturesUse24BitColoursWhereTheTerminalAnnouncesThem() throws {
        guard ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("⚠️ TruecolorEndToEndTests SKIPPED: tmux is not installed (run make deps)")
            return
        }
        guard Self.hasDirectEntry else {
            print("⚠️ TruecolorEndToEndTests SKIPPED: no tmux-direct terminfo entry (apt-get install ncurses-term, or make deps)")
            return
        }
        let truecolor = try Self.pictureScreen(environment: ["COLORTERM": "truecolor"])
        #expect(truecolor.contains("\u{1B}[38;2;") && truecolor.contains("\u{1B}[48;2;"), "no 24-bit colours in:\n\(truecolor)")
        let palette = try Self.pictureScreen(environment: ["COLORTERM": ""])
        #expect(!palette.contains("8;2;"), "24-bit colours without COLORTERM")
        #expect(palette.contains("\u{1B}[38;5;") && palette.contains("\u{1B}[48;5;"))
    }
}

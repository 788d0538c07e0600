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

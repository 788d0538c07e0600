import Foundation
import Testing

/// The real `feedbrowser` binary in tmux, driven as a person would: keys, resizes, quitting.
/// Skips (saying so) only when tmux is not installed; `make deps` installs it.
@Suite(.serialized) struct AppEndToEndTests {
    static let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A realistic feed written for the test: varied lengths, a CJK item, a linkless item.
    static func writeFeed(items: Int = 40, extraItem: String = "") throws -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>E2E Feed</title><link>https://example.com/</link><description>d</description>

        """
        for n in 0..<items {
            let words = String(repeating: "lorem ipsum dolor ", count: n % 6 + 1)
            xml += """
            <item><title>Story \(n) \(words)</title><link>https://example.com/\(n)</link><guid>g\(n)</guid>
            <description>Summary \(n): \(String(repeating: "sit amet consectetur ", count: n % 9 + 1))</description></item>

            """
        }
        xml += extraItem + "</channel></rss>\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-app-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("feed.xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Starts the app on `feed`; after it exits the shell prints a marker and the terminal modes.
    static func launch(_ feed: String, width: Int, height: Int, environment: [String: String] = [:]) throws -> TmuxSession {
        let binary = try TmuxSession.feedbrowserBinary()
        // The shell traps SIGINT (rather than dying of it with the app) so it can report the exit.
        let command = "trap 'echo SHELL-GOT-INT' INT; \(TmuxSession.quote(binary)) \(TmuxSession.quote(feed)); echo \"EXITED $?\"; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo MODES-END; sleep 30"
        return try TmuxSession(shellCommand: command, width: width, height: height, environment: environment)
    }

    /// Fails unless tmux exists; says loudly why the suite did nothing otherwise.
    static func requireTmux() -> Bool {
        if tmuxPath == nil {
            print("⚠️ AppEndToEndTests SKIPPED: tmux is not installed (run make deps or scripts/install-deps.sh)")
            return false
        }
        return true
    }

    /// The 0-based screen rows where the selection marker is.
    /// The screen's rows without the empty string after the final newline.
    static func screenRows(_ screen: String) -> [String] {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    static func markerRows(_ rows: [String]) -> [Int] {
        rows.indices.filter { rows[$0].hasPrefix("▌") }
    }

    @Test func openMoveDetailBackFilterQuit() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed()
        let tmux = try Self.launch(feed, width: 60, height: 40)
        defer { tmux.kill() }
        try tmux.waitForText("1/40")
        var screen = Self.screenRows(try tmux.capture())
        #expect(screen[0].contains("E2E Feed"))
        #expect(screen.contains { $0.contains("Story 0") })
        try tmux.sendKeys("j", "j")
        try tmux.waitForText("3/40")
        try tmux.sendKeys("Enter")
        try tmux.waitForText("https://example.com/2")
        screen = Self.screenRows(try tmux.capture())
        #expect(screen[1].contains("Story 2"), "portrait detail is pushed full screen")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("the list is back") { $0.contains("Story 0") && $0.contains("3/40") }
        try tmux.sendKeys("/")
        try tmux.sendText("example.com/1")
        // The links of 1 and 10...19 match; the selection moves to the nearest match (Story 10).
        try tmux.waitForText("2/11")
        try tmux.sendKeys("Enter", "q")
        let after = try tmux.waitForText("MODES-END")
        #expect(after.contains("EXITED 0"))
        #expect(try tmux.display("#{alternate_on}") == "0", "the alternate screen is left")
        #expect(after.contains("icanon") && after.contains("echo") && !after.contains("-icanon") && !after.contains("-echo"),
                "terminal modes restored: \(after)")
    }

    /// Two words find the items that contain both, anywhere in them, and both are highlighted
    /// (reverse video) in the list row and in the detail.
    @Test func aTwoWordFilterFindsItemsWithBothWordsAndHighlightsThem() throws {
        guard Self.requireTmux() else { return }
        let extra = """
        <item><title>Kernel news</title><link>https://example.com/k1</link><guid>k1</guid><description>A PATCH for the scheduler landed.</description></item>
        <item><title>Kernel release</title><link>https://example.com/k2</link><guid>k2</guid><description>No fixes this week.</description></item>
        <item><title>Patch Tuesday</title><link>https://example.com/k3</link><guid>k3</guid><description>Updates for everyone.</description></item>

        """
        let feed = try Self.writeFeed(items: 10, extraItem: extra)
        let tmux = try Self.launch(feed, width: 120, height: 40)
        defer { tmux.kill() }
        try tmux.waitForText("1/13")
        try tmux.sendKeys("/")
        try tmux.sendText("patch kernel")
        try tmux.waitUntil("one match") { $0.split(separator: "\n").contains { $0.hasSuffix(" 1/1") } }
        try tmux.sendKeys("Enter")
        let rows = Self.screenRows(try tmux.capture())
        #expect(rows.contains { $0.contains("Kernel news") }, "the item with both words")
        #expect(!rows.contains { $0.contains("Kernel release") || $0.contains("Patch Tuesday") }, "items with one of them")
        // Each word is drawn right after escape sequences that turn reverse video on (SGR 7).
        var highlighted = 0
        for line in Self.screenRows(try tmux.capture(escapes: true)) {
            for word in ["Kernel", "PATCH"] {
                guard let found = line.range(of: word) else { continue }
                let escapes = Self.escapesBefore(found.lowerBound, in: line)
                #expect(escapes.contains("[7m") || escapes.contains(";7m") || escapes.contains(";7;") || escapes.contains("[7;"),
                        "'\(word)' after \(escapes.debugDescription)")
                highlighted += 1
            }
        }
        #expect(highlighted >= 4, "the list row's title and summary, the detail's title and text")
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }

    /// The escape sequences written immediately before `index` in a captured line.
    static func escapesBefore(_ index: String.Index, in line: String) -> String {
        var start = index
        while let escape = line[..<start].range(of: "\u{1B}[", options: .backwards),
              line[escape.upperBound..<start].dropLast().allSatisfy({ $0.isNumber || $0 == ";" }), line[..<start].last == "m" {
            start = escape.lowerBound
        }
        return String(line[start..<index])
    }

    /// Under screen's and tmux's terminfo (`kmous=\E[M`) ncurses knows only X10 reports: an SGR
    /// wheel report used to arrive as keys (its digits opened "Open link: 651012") and an X10
    /// click at column 81 (whose column byte is `q`) quit.
    @Test(arguments: ["screen-256color", "tmux-256color"])
    func mouseReportsNeverBecomeKeys(term: String) throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed(items: 60)
        let tmux = try Self.launch(feed, width: 100, height: 30, environment: ["TERM": term])
        defer { tmux.kill() }
        try tmux.waitForText("1/60")
        let before = Self.screenRows(try tmux.capture())
        // SGR (1006) wheel down at column 10, row 12: over the list, on the left in landscape.
        try tmux.sendText("\u{1B}[<65;10;12M")
        let scrolled = Self.screenRows(try tmux.waitUntil("the wheel scrolls the list") { Self.screenRows($0) != before })
        #expect(scrolled.first == before.first, "the header stays")
        #expect(scrolled[1] != before[1], "the list's first row moved")
        #expect(!scrolled.joined().contains("Open link"), "no prompt opened: \(scrolled.last ?? "")")
        // An X10 click at column 81, row 5 (bytes 32+0, 32+81 = 'q', 32+5): in the detail.
        try tmux.sendText("\u{1B}[M q%")
        // Help opens only if the app still runs and no prompt took the key.
        try tmux.sendKeys("?")
        let help = try tmux.waitForText("open the link in the browser")
        #expect(!help.contains("EXITED"), "the click did not quit")
        #expect(!help.contains("Open link"))
        try tmux.sendKeys("q", "q", "q")
        let after = try tmux.waitForText("MODES-END")
        #expect(after.contains("EXITED 0"))
        #expect(try tmux.display("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}") == "000", "mouse reporting is off again")
    }

    @Test func resizeSwitchesOrientationAndKeepsTheSelection() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed()
        let tmux = try Self.launch(feed, width: 140, height: 40)
        defer { tmux.kill() }
        try tmux.waitForText("1/40")
        try tmux.sendKeys("j", "j", "j", "j", "j", "j", "j")
        try tmux.waitForText("8/40")
        try Self.checkLandscape(Self.screenRows(try tmux.capture()), width: 140, selected: "Story 7")
        try tmux.resize(width: 60, height: 50)
        // Until the app redraws, tmux shows the old landscape screen cut to 60 columns: wait for
        // the new status line (the old one's position was beyond column 60).
        let portrait = try tmux.waitUntil("the portrait layout") { screen in
            let rows = Self.screenRows(screen)
            return rows.count == 50 && rows.last?.hasSuffix("8/40") == true
        }
        let rows = Self.screenRows(portrait)
        #expect(rows.last?.hasSuffix("8/40") == true)
        let marked = Self.markerRows(rows)
        #expect(!marked.isEmpty, "the selection is on screen after the resize")
        #expect(marked.contains { rows[$0].contains("Story 7") })
        for row in rows { #expect(row.count <= 60, "text beyond the pane: \(row)") }
        Self.checkNoOverlaps(rows, contentWidth: 59)
        try tmux.resize(width: 140, height: 40)
        try tmux.waitForText("https://example.com/7")
        try Self.checkLandscape(Self.screenRows(try tmux.capture()), width: 140, selected: "Story 7")
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }

    /// Landscape: a divider column splits every body row, the detail shows the selected item,
    /// and the selected row is marked in the list.
    static func checkLandscape(_ rows: [String], width: Int, selected: String) throws {
        let listWidth = max(40, width * 2 / 5)
        for y in 1..<(rows.count - 1) {
            let characters = Array(rows[y])
            #expect(characters.count > listWidth && characters[listWidth] == "│", "row \(y) has no divider: \(rows[y])")
        }
        let marked = markerRows(rows)
        #expect(marked.contains { rows[$0].contains(selected) }, "selected row not marked")
        #expect(rows[1].dropFirst(listWidth + 2).hasPrefix(selected), "detail does not show \(selected)")
        checkNoOverlaps(rows.map { String($0.prefix(listWidth)) }, contentWidth: listWidth - 1)
    }

    /// Between two separators there is exactly one cell: a title line follows each separator
    /// after its top margin, and no separator is drawn over text.
    static func checkNoOverlaps(_ rows: [String], contentWidth: Int) {
        let separator = String(repeating: "─", count: contentWidth)
        for (y, row) in rows.enumerated() where row.contains("─") && !row.contains("┌") && !row.contains("└") {
            #expect(row.hasPrefix(separator), "separator on row \(y) is broken by other text: \(row)")
        }
    }

    @Test func interruptAndTerminateRestoreTheTerminal() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed()
        let tmux = try Self.launch(feed, width: 80, height: 24)
        defer { tmux.kill() }
        try tmux.waitForText("1/40")
        try tmux.sendKeys("C-c")
        let afterInterrupt = try tmux.waitForText("MODES-END")
        #expect(afterInterrupt.contains("EXITED 130"), "Ctrl-C ends the app by SIGINT, after restoring the terminal")
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(afterInterrupt.contains("icanon") && !afterInterrupt.contains("-icanon") && !afterInterrupt.contains("-echo"))

        let second = try Self.launch(feed, width: 80, height: 24)
        defer { second.kill() }
        try second.waitForText("1/40")
        let pid = try second.processID(named: "feedbrowser")
        kill(pid, SIGTERM)
        let afterTerminate = try second.waitForText("MODES-END")
        #expect(afterTerminate.contains("EXITED 143"), "SIGTERM ends the app by SIGTERM")
        #expect(try second.display("#{alternate_on}") == "0")
        #expect(afterTerminate.contains("icanon") && !afterTerminate.contains("-icanon") && !afterTerminate.contains("-echo"))

        let third = try Self.launch(feed, width: 80, height: 24)
        defer { third.kill() }
        try third.waitForText("1/40")
        kill(try third.processID(named: "feedbrowser"), SIGHUP)
        let afterHangup = try third.waitForText("MODES-END")
        #expect(afterHangup.contains("EXITED 129"), "SIGHUP ends the app by SIGHUP")
        #expect(try third.display("#{alternate_on}") == "0")
        #expect(afterHangup.contains("icanon") && !afterHangup.contains("-icanon") && !afterHangup.contains("-echo"))
    }

    /// cbreak() left the tty's XON/XOFF flow control on: C-s stopped the output (the reader
    /// looked hung until C-q) and a config binding C-q never got the key. The shell's modes,
    /// ixon included, come back at quit.
    @Test func controlSAndControlQAreKeysNotFlowControl() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed()
        let config = URL(fileURLWithPath: feed).deletingLastPathComponent().appendingPathComponent("config.toml").path
        try "[keys]\nquit = \"C-q\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let binary = try TmuxSession.feedbrowserBinary()
        let command = "\(TmuxSession.quote(binary)) --config \(TmuxSession.quote(config)) \(TmuxSession.quote(feed)); echo \"EXITED $?\"; stty -a | tr ' ' '\\n' | grep -E '^-?ixon$'; echo MODES-END; sleep 30"
        let tmux = try TmuxSession(shellCommand: command, width: 80, height: 24)
        defer { tmux.kill() }
        try tmux.waitForText("1/40")
        try tmux.sendKeys("C-s", "j")
        try tmux.waitForText("2/40")
        try tmux.sendKeys("C-q")
        let after = try tmux.waitForText("MODES-END")
        #expect(after.contains("EXITED 0"), "C-q, bound to quit, quits")
        #expect(after.contains("ixon") && !after.contains("-ixon"), "the shell's flow control is back: \(after)")
    }

    /// The status line counts the config's mistakes before quoting the first: "(and 1 more)"
    /// after "expected dark, light, ansi" read as one more value to choose from.
    @Test func theStatusLineCountsTheConfigsMistakesFirst() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed(items: 3)
        let config = URL(fileURLWithPath: feed).deletingLastPathComponent().appendingPathComponent("config.toml").path
        try "theme = \"blue\"\nmouse = \"yes\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let binary = try TmuxSession.feedbrowserBinary()
        let command = "\(TmuxSession.quote(binary)) --config \(TmuxSession.quote(config)) \(TmuxSession.quote(feed)); echo \"EXITED $?\"; sleep 30"
        let tmux = try TmuxSession(shellCommand: command, width: 200, height: 20)
        defer { tmux.kill() }
        let screen = try tmux.waitForText("2 mistakes in config.toml")
        #expect(screen.contains("the first: config.toml:1:9: unknown value 'blue'"), "\(screen)")
        #expect(!screen.contains("more)"), "\(screen)")
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }

    @Test func ctrlLRepaintsWhatAnotherProgramWroteOver() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed(items: 3)
        let tmux = try Self.launch(feed, width: 80, height: 20)
        defer { tmux.kill() }
        _ = try tmux.waitForText("/3")
        // Another process writes on the terminal (as a background job or `wall` would).
        let tty = try tmux.display("#{pane_tty}").trimmingCharacters(in: .whitespacesAndNewlines)
        try Data("\u{1B}[5;5HGARBAGE-ON-SCREEN".utf8).write(to: URL(fileURLWithPath: tty))
        _ = try tmux.waitForText("GARBAGE-ON-SCREEN")
        try tmux.sendKeys("C-l")
        _ = try tmux.waitUntil("the screen is repainted") { !$0.contains("GARBAGE") }
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }

    @Test func theCLocaleStillDrawsUnicode() throws {
        guard Self.requireTmux() else { return }
        let item = "<item><title>Café 東京 naïve</title><link>https://example.com/u</link><guid>u</guid></item>\n"
        let feed = try Self.writeFeed(items: 2, extraItem: item)
        let tmux = try Self.launch(feed, width: 100, height: 20, environment: ["LC_ALL": "C", "LANG": ""])
        defer { tmux.kill() }
        let screen = try tmux.waitForText("/3")
        #expect(screen.contains("Café 東京 naïve"), "C is switched to C.UTF-8:\n\(screen)")
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }

    @Test func aTerminalThatCannotDrawTheInterfaceIsRefusedInOneLine() throws {
        guard Self.requireTmux() else { return }
        let feed = try Self.writeFeed(items: 2)
        let binary = try TmuxSession.feedbrowserBinary()
        let command = "\(TmuxSession.quote(binary)) \(TmuxSession.quote(feed)); echo \"EXITED $?\"; sleep 30"
        let dumb = try TmuxSession(shellCommand: command, width: 120, height: 10, term: "dumb")
        defer { dumb.kill() }
        let screen = try dumb.waitForText("EXITED")
        #expect(screen.contains("feedbrowser: TERM=dumb cannot draw the interface"), "\(screen)")
        #expect(screen.contains("EXITED 1"))
        #expect(!screen.contains("Loading"), "nothing was drawn")

        let latin1 = try TmuxSession(shellCommand: command, width: 120, height: 10, environment: ["LC_ALL": "fr_FR.ISO-8859-1"])
        defer { latin1.kill() }
        let refused = try latin1.waitForText("EXITED")
        #expect(refused.contains("feedbrowser: the terminal's locale is not UTF-8 (LC_ALL=fr_FR.ISO-8859-1); set LANG=C.UTF-8"), "\(refused)")
        #expect(refused.contains("EXITED 1"))
    }

    @Test func hindiBengaliAndTamilKeepEveryLetter() throws {
        guard Self.requireTmux() else { return }
        let indic = """
        <item><title>नमस्ते दुनिया</title><link>https://example.com/hi</link><guid>hi</guid>
        <description>निष्कर्ष अबाउट বাংলা தமிழ்</description></item>

        """
        let feed = try Self.writeFeed(items: 3, extraItem: indic)
        let tmux = try Self.launch(feed, width: 120, height: 40)
        defer { tmux.kill() }
        _ = try tmux.waitForText("/4")
        try tmux.sendKeys("G")
        let screen = try tmux.waitForText("4/4")
        // Vowel signs take their own columns on the terminal; a missing one would leave a gap.
        #expect(screen.contains("नमस्ते दुनिया"), "the title, in the list:\n\(screen)")
        #expect(screen.contains("निष्कर्ष अबाउट বাংলা தமிழ்"), "the summary:\n\(screen)")
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }

    @Test func hostileEscapeSequencesShowInert() throws {
        guard Self.requireTmux() else { return }
        // Escape sequences as character references: XML 1.0 forbids the raw bytes, feeds still send them.
        let hostile = """
        <item><title>Evil &#x1B;]0;PWNED&#x07;&#x1B;[2J&#x1B;[31mRED title</title><link>https://example.com/evil</link><guid>evil</guid>
        <description>body &#x1B;[?1049l&#x9B;31m end</description></item>

        """
        let feed = try Self.writeFeed(items: 3, extraItem: hostile)
        let tmux = try Self.launch(feed, width: 120, height: 40)
        defer { tmux.kill() }
        let screen = try tmux.waitForText("/4")
        try tmux.sendKeys("G")
        let last = try tmux.waitForText("4/4")
        #expect(last.contains("RED title"), "the text around the sequences is shown")
        #expect(try tmux.display("#{pane_title}") != "PWNED", "an OSC title sequence reached the terminal")
        #expect(try tmux.display("#{alternate_on}") == "1", "a sequence left the alternate screen")
        let colours = try tmux.capture(escapes: true)
        #expect(!colours.contains("\u{1B}[31m"), "feed text changed the colours")
        _ = screen
        try tmux.sendKeys("q")
        try tmux.waitForText("EXITED 0")
    }
}

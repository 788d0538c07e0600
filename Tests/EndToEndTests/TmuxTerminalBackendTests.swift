import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The ncurses backend in a real terminal (tmux), driven through `feedbrowser terminal-check`.
@Suite(.serialized) struct TmuxTerminalBackendTests {
    /// One test line: the text after "a" and before "b|", and the columns our width function gives it.
    struct Sample {
        var cluster: String
        var columns: Int
    }

    /// Clusters where the C library's wcwidth and ours disagree, or that ncurses cannot store whole.
    static let samples: [Sample] = [
        Sample(cluster: "世界", columns: 4),                                    // CJK, both agree
        Sample(cluster: "\u{2764}\u{FE0F}", columns: 2),                        // VS16 on a text-default base
        Sample(cluster: "1\u{FE0F}\u{20E3}", columns: 2),                       // keycap
        Sample(cluster: "\u{1F1E9}\u{1F1EA}", columns: 2),                      // flag
        Sample(cluster: "e\u{301}", columns: 1),                                // combining accent
        Sample(cluster: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", columns: 2), // ZWJ family
        Sample(cluster: "\u{1FAE8}", columns: 2),                               // Unicode 15 emoji
        Sample(cluster: "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", columns: 1), // more marks than CCHARW_MAX
        Sample(cluster: "\u{1F44D}\u{1F3FD}", columns: 2),                      // skin-tone modifier
        Sample(cluster: "\u{1F600}", columns: 2),                               // plain wide emoji
        Sample(cluster: "नि", columns: 2),                                      // spacing vowel sign: its own column
        Sample(cluster: "स्ते", columns: 2),                                    // conjunct (one Swift Character)
        Sample(cluster: "বাংলা", columns: 5),                                   // Bengali, AA (Mc) and anusvara (Mc)
        Sample(cluster: "กำ", columns: 2),                                      // Thai SARA AM
    ]

    /// Samples the terminal must show exactly as written (no substitution): the Indic and Thai ones.
    static let writtenWhole = ["नि", "स्ते", "বাংলা", "กำ"]

    static func writeCheckFile(_ lines: [String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("check.txt").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Screen columns of `text` as tmux lays it out (the C library's wcwidth, which tmux uses).
    static func terminalColumns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, CLibraryWidth.of($1.value)) }
    }

    /// Runs terminal-check on `lines`; after it exits the shell prints its status and the tty modes.
    static func start(
        _ lines: [String], width: Int = 40, height: Int = 16, arguments: String = "",
        environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let binary = try TmuxSession.feedbrowserBinary()
        let file = try writeCheckFile(lines)
        // The shell catches SIGINT (a handler, not an ignore, so the app gets the default
        // disposition) so that Ctrl-C reaches only the app and the shell lives on to report.
        let command = "trap 'true' INT; \(TmuxSession.quote(binary)) terminal-check \(arguments) \(TmuxSession.quote(file)); "
            + "echo \"EXIT:$?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$' | tr '\\n' ' '; echo; sleep 60"
        let session = try TmuxSession(shellCommand: command, width: width, height: height, environment: environment)
        try session.waitForText("q quits")
        return session
    }

    /// Asserts the terminal was given back: main screen, cursor shown, keypad and mouse off, cooked tty.
    static func expectRestored(_ session: TmuxSession, exitStatus: String) throws {
        let screen = try session.waitForText("EXIT:")
        #expect(screen.contains("EXIT:\(exitStatus)"), "exit status; screen:\n\(screen)")
        let modes = try session.waitUntil("the tty modes") { $0.contains("icanon") }
        #expect(modes.contains("icanon") && !modes.contains("-icanon"), "canonical input restored:\n\(modes)")
        #expect(modes.contains(" echo") && !modes.contains("-echo "), "echo restored:\n\(modes)")
        #expect(!modes.contains("terminal-check "), "the alternate screen was left:\n\(modes)")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(try session.display("#{cursor_flag}") == "1")
        #expect(try session.display("#{keypad_flag}") == "0")
        #expect(try session.display("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}") == "000")
    }

    @Test func clustersOccupyExactlyTheMeasuredColumns() throws {
        let session = try Self.start(Self.samples.map { "a\($0.cluster)b|" }, height: Self.samples.count + 4)
        defer { session.kill() }
        let rows = try session.rows()
        for (index, sample) in Self.samples.enumerated() {
            let row = rows[index + 1]
            guard let bar = row.firstIndex(of: "|") else {
                Issue.record("row \(index + 1) has no marker: \(row)")
                continue
            }
            #expect(row.hasPrefix("a"), "row \(index + 1): \(row)")
            #expect(row[row.index(before: bar)] == "b", "row \(index + 1): \(row)")
            // "a" + the cluster's measured columns + "b": the marker sits where our widths put it.
            #expect(Self.terminalColumns(row[..<bar]) == 2 + sample.columns,
                    "row \(index + 1) '\(row)': marker at column \(Self.terminalColumns(row[..<bar])), expected \(2 + sample.columns)")
        }
        for (index, sample) in Self.samples.enumerated() where Self.writtenWhole.contains(sample.cluster) {
            #expect(rows[index + 1] == "a\(sample.cluster)b|", "every scalar reaches the terminal")
        }
        #expect(rows[4] == "aDEb|", "a flag is written as its region letters")
        #expect(rows[2] == "a\u{2764} b|", "VS16 emoji: base plus padding")
        #expect(rows[1] == "a世界b|")
    }

    @Test func aRowOfMismatchedClustersDoesNotSpillIntoTheNextRow() throws {
        let hearts = String(repeating: "\u{2764}\u{FE0F}", count: 25)
        let flags = String(repeating: "\u{1F1EF}\u{1F1F5}", count: 25)
        let session = try Self.start([hearts, flags, "next row"], width: 41)
        defer { session.kill() }
        let rows = try session.rows()
        #expect(rows[1] == String(repeating: "\u{2764} ", count: 20).trimmingCharacters(in: .whitespaces))
        #expect(rows[2] == String(repeating: "JP", count: 20))
        #expect(rows[3] == "next row")
        #expect(rows[0].hasPrefix("terminal-check"))
    }

    @Test func escapeSequencesInTextAreInert() throws {
        let session = try Self.start(["x\u{1B}[2J\u{1B}]0;pwned\u{7}y", "after"])
        defer { session.kill() }
        let rows = try session.rows()
        #expect(rows[2] == "after")
        #expect(rows[1].hasPrefix("x") && rows[1].hasSuffix("y") && !rows[1].contains("\u{1B}"))
        #expect(try session.display("#{pane_title}") != "pwned")
    }

    @Test func keysAndResizeReachTheApp() throws {
        let session = try Self.start((1...40).map { "line \($0)" }, width: 40, height: 12)
        defer { session.kill() }
        try session.sendKeys("F5")
        try session.waitForText("event: key F5")
        try session.sendKeys("PageDown")
        try session.waitForText("event: key PageDown")
        try session.sendKeys("C-a")
        try session.waitForText("event: key C-a")
        try session.sendKeys("Escape")
        try session.waitForText("event: key Esc")
        try session.sendKeys("End")
        try session.waitForText("event: key End")
        try session.sendKeys("Home")
        try session.waitForText("event: key Home")
        try session.sendText("é")
        try session.waitForText("event: key é")
        try session.resize(width: 30, height: 8)
        let screen = try session.waitForText("resize 30x8")
        #expect(screen.contains("30x8"))
        #expect(try session.rows().count >= 8)
                // An X10 mouse report (what tmux-256color's kmous announces): wheel down (64 + 1) at
        // column 5, row 3, each byte offset by 32.
        try session.sendText("\u{1B}[M\u{61}\u{25}\u{23}")
        try session.waitForText("mouse wheelDown at 4,2")
        try session.sendKeys("q")
        try Self.expectRestored(session, exitStatus: "0")
    }

    @Test func coloursMapToThe256PaletteAndNoColorTurnsThemOff() throws {
        let session = try Self.start(["colours"], arguments: "--swatches")
        defer { session.kill() }
        let screen = try session.waitUntil("coloured swatches", escapes: true) { $0.contains("38;5;196") }
        #expect(screen.contains("38;5;196mR"), "pure red is palette 196")
        #expect(screen.contains("38;5;46mG"), "pure green is palette 46")
        #expect(screen.contains("38;5;21mB"), "pure blue is palette 21")
        #expect(screen.contains("38;5;208mP"), "palette colours pass through")
        try session.sendKeys("q")
        try Self.expectRestored(session, exitStatus: "0")

        let plain = try Self.start(["colours"], arguments: "--swatches", environment: ["NO_COLOR": "1"])
        defer { plain.kill() }
        let mono = try plain.capture(escapes: true)
        #expect(mono.contains("colours"))
        #expect(!mono.contains("38;5;") && !mono.contains("48;5;"), "NO_COLOR: no colours at all:\n\(mono)")
        #expect(mono.contains("\u{1B}[7m"), "reverse video still marks the header")
    }

    @Test func quitRestoresTheTerminal() throws {
        let session = try Self.start(["hello"])
        defer { session.kill() }
        #expect(try session.display("#{alternate_on}") == "1")
        try session.sendKeys("q")
        try Self.expectRestored(session, exitStatus: "0")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let session = try Self.start(["hello"])
        defer { session.kill() }
        let pid = try session.processID(named: "feedbrowser")
        #expect(Glibc.kill(pid, SIGTERM) == 0)
        try Self.expectRestored(session, exitStatus: "143")
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let session = try Self.start(["hello"])
        defer { session.kill() }
        try session.sendKeys("C-c")
        try Self.expectRestored(session, exitStatus: "130")
    }

    @Test func aSwiftRuntimeTrapRestoresTheTerminalAndEndsAtOnce() throws {
        // With the user's default settings the Swift backtracer waits 30 s for a key on the
        // terminal ("Press space to interact"); the fatal-signal handler gives it no terminal
        // input, so it prints the backtrace and the program ends well within this 20 s wait.
        let session = try Self.start(["hello"], arguments: "--allow-trap", environment: ["SWIFT_BACKTRACE": ""])
        defer { session.kill() }
        try session.sendKeys("!")
        let screen = try session.waitForText("EXIT:", timeout: .seconds(20))
        // Killed by the trap's signal (SIGILL 132 or SIGTRAP 133), not a clean exit.
        #expect(!screen.contains("EXIT:0"), "the trap must not look like success:\n\(screen)")
        try Self.expectRestored(session, exitStatus: "")
    }
}

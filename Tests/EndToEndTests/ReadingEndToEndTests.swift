import Foundation
import Testing

/// Reading in the real binary: a text-mode browser gets the terminal and gives it back, and
/// mouse clicks (SGR reports, as the terminal sends them) open rows and links.
@Suite(.serialized) struct ReadingEndToEndTests {
    static let article = AppEndToEndTests.repository.appendingPathComponent("Fixtures/screens/feeds/structured-article.xml").path

    /// A folder with an executable `name` running `script`, for $PATH.
    static func program(_ name: String, _ script: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-reading-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(("#!/bin/sh\n" + script).utf8), attributes: [.posixPermissions: 0o755])
        return directory
    }

    /// Waits until `file` has a line ending in a newline, and returns its text.
    static func waitForFile(_ file: URL) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while clock.now < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// An SGR press and release of the left button at 0-based cell (x, y).
    static func click(_ tmux: TmuxSession, x: Int, y: Int) throws {
        try tmux.sendText("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    @Test func aTextModeBrowserGetsTheTerminalAndTheScreenComesBack() throws {
        guard AppEndToEndTests.requireTmux() else { return }
        // Stands in for lynx: says whether it has a terminal, shows a page, waits for Enter.
        let folder = try Self.program("lynx", """
            if test -t 0 && test -t 1; then echo tty > "$LYNX_OUT"; else echo no-tty > "$LYNX_OUT"; fi
            echo "$1" >> "$LYNX_OUT"
            stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' ' >> "$LYNX_OUT"
            echo >> "$LYNX_OUT"
            printf 'FAKE LYNX PAGE %s\\n' "$1"
            read answer
            """)
        let out = folder.appendingPathComponent("out.txt")
        let tmux = try AppEndToEndTests.launch(Self.article, width: 120, height: 40, environment: [
            "BROWSER": "lynx", "LYNX_OUT": out.path, "PATH": folder.path + ":/usr/bin:/bin"])
        defer { tmux.kill() }
        try tmux.waitForText("1/2")
        try tmux.sendKeys("j", "o")
        let page = try tmux.waitForText("FAKE LYNX PAGE https://kernel-notes.example/scheduler")
        #expect(!page.contains("Kernel Notes"), "the app's screen is put away while the browser runs")
        let seen = try Self.waitForFile(out)
        #expect(seen.hasPrefix("tty\nhttps://kernel-notes.example/scheduler\n"), "the browser has the terminal: \(seen)")
        #expect(seen.contains("icanon") && seen.contains("echo") && !seen.contains("-icanon") && !seen.contains("-echo"),
                "the browser starts with the shell's modes, not curses': \(seen)")
        #expect(try tmux.display("#{mouse_standard_flag}") == "0", "no mouse reports reach the browser")
        try tmux.sendKeys("Enter")
        let back = try tmux.waitForText("Opened https://kernel-notes.example/scheduler")
        #expect(back.contains("Kernel Notes") && back.contains("The new scheduler, explained") && back.contains("2/2"))
        #expect(!back.contains("FAKE LYNX"), "every cell is drawn again")
        #expect(try tmux.display("#{alternate_on}#{mouse_standard_flag}") == "11", "the screen and the mouse are the app's again")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForText("MODES-END").contains("EXITED 0"))
    }

    /// Ctrl-C typed while a text-mode browser runs is the browser's (as system(3) has it: the
    /// app ignores SIGINT and SIGQUIT while it waits), and the reader comes back when it ends.
    @Test func ctrlCInATextModeBrowserIsTheBrowsersAndTheReaderComesBack() throws {
        guard AppEndToEndTests.requireTmux() else { return }
        // Stands in for lynx, which catches Ctrl-C: says so, and waits for Enter again.
        let folder = try Self.program("lynx", """
            trap 'echo "LYNX CAUGHT SIGINT"' INT
            printf 'FAKE LYNX PAGE %s\\n' "$1"
            tries=0
            until read answer || [ $tries -ge 5 ]; do tries=$((tries + 1)); done
            """)
        let tmux = try AppEndToEndTests.launch(Self.article, width: 120, height: 40, environment: [
            "BROWSER": "lynx", "PATH": folder.path + ":/usr/bin:/bin"])
        defer { tmux.kill() }
        try tmux.waitForText("1/2")
        try tmux.sendKeys("j", "o")
        try tmux.waitForText("FAKE LYNX PAGE https://kernel-notes.example/scheduler")
        try tmux.sendKeys("C-c")
        try tmux.waitForText("LYNX CAUGHT SIGINT")
        try tmux.sendKeys("Enter")
        let back = try tmux.waitForText("Opened https://kernel-notes.example/scheduler")
        #expect(back.contains("Kernel Notes") && back.contains("2/2"), "the reader is back: \(back)")
        #expect(!back.contains("EXITED"), "the app did not quit")
        // The app's own Ctrl-C handling is as before: q still quits cleanly.
        try tmux.sendKeys("q")
        #expect(try tmux.waitForText("MODES-END").contains("EXITED 0"))
    }

    @Test func clicksOpenTheSelectedRowAndALinkNumber() throws {
        guard AppEndToEndTests.requireTmux() else { return }
        let folder = try Self.program("recordurl", "echo \"$1\" >> \"$URL_OUT\"\n")
        let out = folder.appendingPathComponent("urls.txt")
        let tmux = try AppEndToEndTests.launch(Self.article, width: 120, height: 40, environment: [
            "BROWSER": "recordurl", "URL_OUT": out.path, "PATH": folder.path + ":/usr/bin:/bin"])
        defer { tmux.kill() }
        var rows = AppEndToEndTests.screenRows(try tmux.waitForText("1/2"))
        // Clicks only (DECSET 1000), not drags or motion: the terminal's own selection stays
        // within reach (Shift-drag) as in less or vim.
        #expect(try tmux.display("#{mouse_standard_flag}#{mouse_button_flag}#{mouse_all_flag}") == "100")
        #expect(rows[0].hasPrefix(" ▸ Kernel Notes"), "the list has the focus: \(rows[0])")
        // The second item's title row: a first click selects it, a second opens it.
        let second = try #require(rows.firstIndex { $0.hasPrefix("  The new scheduler, explained") })
        try Self.click(tmux, x: 5, y: second)
        try tmux.waitForText("2/2")
        try Self.click(tmux, x: 5, y: second)
        rows = AppEndToEndTests.screenRows(try tmux.waitUntil("the detail has the focus") { $0.contains("▸ Article") })
        #expect(rows.last?.hasPrefix("? help  j k scroll  q back") == true, "\(rows.last ?? "")")
        // A click on the "[2]" after "BPF" opens that link.
        let line = try #require(rows.firstIndex { $0.contains("BPF[2]") })
        let column = try #require(rows[line].range(of: "[2]")).lowerBound
        try Self.click(tmux, x: rows[line].distance(from: rows[line].startIndex, to: column) + 1, y: line)
        try tmux.waitForText("Opened https://bpf.example/")
        #expect(try Self.waitForFile(out) == "https://bpf.example/\n")
        // The wheel over the list scrolls it, not the detail; a click on the list gives it the focus.
        try Self.click(tmux, x: 5, y: 3)
        // Both parts of the screen: tmux may show the header's update before the footer's.
        rows = AppEndToEndTests.screenRows(try tmux.waitUntil("the list has the focus and its hints") { screen in
            screen.contains("▸ Kernel Notes") && AppEndToEndTests.screenRows(screen).last?.hasPrefix("? help  q quit") == true
        })
        #expect(rows[0].hasPrefix(" ▸ Kernel Notes"), "\(rows[0])")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForText("MODES-END").contains("EXITED 0"))
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Drives a command in a detached tmux session of a fixed size, as a person at a terminal would.
///
/// Each session runs on its own tmux server (`-L` socket, `-f /dev/null`: no user config), so
/// tests can run in parallel and never touch the user's tmux. tmux is asked for UTF-8 (`-u`,
/// `LANG=C.UTF-8`) so captures keep wide and emoji text.
///
/// ```
/// let tmux = try TmuxSession(shellCommand: "\(binary) terminal-check notes.txt", width: 80, height: 24)
/// defer { tmux.kill() }
/// try tmux.waitForText("q quits")
/// try tmux.sendKeys("j", "PageDown")
/// try tmux.resize(width: 60, height: 50)
/// let screen = try tmux.capture()
/// ```
final class TmuxSession {
    /// The private tmux server's socket name.
    let socket: String
    /// Session (and window) name.
    let name = "e2e"
    private var killed = false

    private static let counter = TmuxSessionCounter()

    /// Starts `shellCommand` (run by `sh -c`) in a new detached session of `width` x `height`
    /// cells, with `TERM=term` and the extra `environment` inside the pane.
    init(
        shellCommand: String, width: Int, height: Int, term: String = "tmux-256color",
        environment: [String: String] = [:]
    ) throws {
        socket = "feedbrowser-e2e-\(getpid())-\(TmuxSession.counter.next())"
        var variables = ["LANG": "C.UTF-8", "TERM": term]
        variables.merge(environment) { _, new in new }
        let assignments = variables.sorted { $0.key < $1.key }
            .map { "\($0.key)=\(TmuxSession.quote($0.value))" }.joined(separator: " ")
        // Test runners may export NO_COLOR; the pane gets it only when a test asks for it.
        let unset = variables["NO_COLOR"] == nil ? "-u NO_COLOR " : ""
        try run(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
                 "env \(unset)\(assignments) sh -c \(TmuxSession.quote(shellCommand))"])
    }

    deinit { kill() }

    /// Sends keys by tmux name ("j", "Enter", "Escape", "C-c", "PageDown", "F5", "Up").
    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally (no key-name lookup), including raw escape sequences.
    func sendText(_ text: String) throws {
        try run(["send-keys", "-t", name, "-l", text])
    }

    /// The visible screen, one line per row (trailing spaces trimmed by tmux); with `escapes`,
    /// including the SGR sequences of colours and attributes.
    func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : []))
    }

    /// The visible rows.
    func rows() throws -> [String] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Resizes the window, as a person dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// A tmux format about the pane, e.g. "#{alternate_on}" or "#{cursor_flag}".
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen contains `text`, returning the screen; throws with the last screen on timeout.
    @discardableResult
    func waitForText(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitUntil("the screen shows \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the captured screen; throws with the last screen on timeout.
    @discardableResult
    func waitUntil(
        _ description: String, timeout: Duration = .seconds(10), escapes: Bool = false,
        _ condition: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        while true {
            screen = try capture(escapes: escapes)
            if condition(screen) { return screen }
            if clock.now >= deadline { throw TmuxError.timedOut(waitingFor: description, screen: screen) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The process id of the pane's first process (the `env`/`sh` that runs the command).
    func panePID() throws -> Int32 {
        guard let pid = Int32(try display("#{pane_pid}")) else {
            throw TmuxError.commandFailed(arguments: ["display-message", "#{pane_pid}"], status: 0, output: "not a pid")
        }
        return pid
    }

    /// Process ids of the children of `pid` (read from /proc).
    static func children(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> Int32? in
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // Fields after the command name: state, ppid, ...
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid ? child : nil
        }
    }

    /// The process running `executableName` somewhere under the pane's process, waiting for it to start.
    func processID(named executableName: String, timeout: Duration = .seconds(10)) throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let root = try panePID()
        while true {
            var queue = [root]
            while let pid = queue.popLast() {
                let command = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if command == executableName { return pid }
                queue += TmuxSession.children(of: pid)
            }
            if clock.now >= deadline {
                throw TmuxError.timedOut(waitingFor: "a process named \(executableName)", screen: (try? capture()) ?? "")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Ends the session and its private tmux server (idempotent).
    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? run(["kill-server"])
        // tmux can leave the socket file of a killed server behind; remove ours.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs one tmux command on this session's server and returns its standard output.
    ///
    /// posix_spawn and waitpid rather than Foundation's Process: the output goes to a file (the
    /// tmux server forked by new-session inherits the descriptor, so a pipe would never reach its
    /// end), and the status is collected directly instead of through a SIGCHLD run-loop source.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
        defer { unlink(outputPath) }
        let argv = ["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["TMUX"] = nil
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test runner blocks or handles signals (SIGCHLD for its own process monitoring);
        // tmux and everything it starts must get an empty mask and default handlers instead.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptySet = sigset_t()
        sigemptyset(&emptySet)
        var defaultSet = sigset_t()
        sigfillset(&defaultSet)
        sigdelset(&defaultSet, SIGKILL)
        sigdelset(&defaultSet, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        posix_spawnattr_setsigdefault(&attributes, &defaultSet)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = TmuxSession.withCStrings(argv) { cArguments in
            TmuxSession.withCStrings(envp) { cEnvironment in
                posix_spawnp(&pid, "tmux", &actions, &attributes, cArguments, cEnvironment)
            }
        }
        guard spawned == 0 else { throw TmuxError.notInstalled(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let data = FileManager.default.contents(atPath: outputPath) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited && code == 0 else {
            throw TmuxError.commandFailed(arguments: arguments, status: exited ? code : -(status & 0x7F), output: text)
        }
        return text
    }

    /// Calls `body` with a NULL-terminated C array of `strings`.
    static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }

    /// `value` quoted for sh.
    static func quote(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

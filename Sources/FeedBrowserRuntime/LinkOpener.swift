import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens links with a browser, run from an argument vector (never a shell). The browsers are
/// tried in order: `browsers` when set (the configuration's), else `$BROWSER`'s colon-separated
/// list, else the system's opener (`xdg-open`, `open` on macOS). A text-mode browser (one of
/// `terminalPrograms`: lynx, w3m, elinks...) runs in the foreground on the terminal, which the
/// app gives up meanwhile, as newsboat does; any other runs detached, so it cannot write over the screen.
public struct LinkOpener: Sendable {
    /// The environment to read `BROWSER` and `PATH` from.
    public var environment: [String: String]
    /// The browser commands to try, as `$BROWSER` writes them ("firefox", "lynx -nocolor %s");
    /// nil: `$BROWSER`'s.
    public var browsers: [String]?
    /// Programs (names, or paths) that run on the terminal: text-mode browsers.
    public var terminalPrograms: [String]

    /// The text-mode browsers known to need the terminal.
    public static let standardTerminalPrograms = ["lynx", "w3m", "elinks", "links", "links2", "browsh", "carbonyl"]

    /// What opens a URL in the desktop's default browser.
    public static var systemOpener: String {
        #if os(macOS)
        return "open"
        #else
        return "xdg-open"
        #endif
    }

    public init(environment: [String: String] = ProcessInfo.processInfo.environment, browsers: [String]? = nil,
                terminalPrograms: [String] = LinkOpener.standardTerminalPrograms) {
        self.environment = environment
        self.browsers = browsers
        self.terminalPrograms = terminalPrograms
    }

    /// Why a link could not be opened.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case launchFailed(program: String, reason: String)
        case optionLike(String)

        public var description: String {
            switch self {
            case .optionLike(let url):
                return "Not opened: '\(url)' starts with '-', which the browser would read as an option."
            case .launchFailed(let program, let reason):
                // Without $BROWSER the system's opener was the guess: say how to choose.
                let advice = program == LinkOpener.systemOpener ? "; set $BROWSER (e.g. export BROWSER=firefox)" : ""
                return "Could not start the browser (\(program)): \(reason)\(advice)"
            }
        }
    }

    /// The browser commands in the order they are tried: the configured ones, else `$BROWSER`'s
    /// colon-separated list, else the system's opener.
    public var commands: [String] {
        let given = browsers ?? (environment["BROWSER"] ?? "").split(separator: ":").map(String.init)
        let commands = given.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return commands.isEmpty ? [Self.systemOpener] : commands
    }

    /// The argument vector of the first browser command for `url`: the command split on spaces,
    /// with every `%s` replaced by the URL (also inside a word, as in `--new-tab=%s`) and `%%` by
    /// `%`, or the URL appended when there is no `%s`: the `$BROWSER` convention. The URL never
    /// becomes more than part of one argument, so nothing in it is interpreted.
    public func arguments(for url: String) throws(Failure) -> [String] {
        try arguments(for: url, command: commands[0])
    }

    private func arguments(for url: String, command: String) throws(Failure) -> [String] {
        // A feed's href is the feed author's text: one that a browser would take for an option
        // ("--remote-debugging-port=…", a relative link left unresolved) is never passed on.
        guard !url.hasPrefix("-") else { throw .optionLike(url) }
        var substituted = false
        var words = command.split(separator: " ").map { Self.substitute(url, into: $0, substituted: &substituted) }
        if !substituted { words.append(url) }
        return words
    }

    /// `word` with each `%s` replaced by `url` and each `%%` by `%`, in one pass (so a `%s` in
    /// the URL stays as it is).
    private static func substitute(_ url: String, into word: Substring, substituted: inout Bool) -> String {
        var result = ""
        var characters = word.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            switch characters.next() {
            case "s":
                result += url
                substituted = true
            case "%": result.append("%")
            case let other?: result += "%" + String(other)
            case nil: result.append("%")
            }
        }
        return result
    }

    /// How `url` is opened: the first browser command whose program exists. When none does, the
    /// first one's problem is the failure ("/opt/lynx does not exist", "not found in PATH").
    public func launch(for url: String) throws(Failure) -> BrowserLaunch {
        var firstFailure: Failure?
        for command in commands {
            let arguments = try arguments(for: url, command: command)
            switch locate(arguments[0]) {
            case .success(let path):
                return BrowserLaunch(name: arguments[0], path: path, arguments: Array(arguments.dropFirst()),
                                     inTerminal: runsInTerminal(arguments[0]))
            case .failure(let reason):
                if firstFailure == nil { firstFailure = .launchFailed(program: arguments[0], reason: reason.reason) }
            }
        }
        throw firstFailure ?? .launchFailed(program: Self.systemOpener, reason: "no browser to try")
    }

    /// Whether `program` (a name or a path) is a text-mode browser: its name, or its whole path,
    /// is one of `terminalPrograms`.
    func runsInTerminal(_ program: String) -> Bool {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        return terminalPrograms.contains(program) || terminalPrograms.contains(name)
    }

    /// Runs `launch` on this terminal (standard input, output and error shared) and waits for it.
    /// posix_spawn with no new process group: the child stays in the terminal's foreground
    /// process group, so it can read keys and set the terminal's modes (Foundation's Process may
    /// start a new one). As system(3) does, the app ignores SIGINT and SIGQUIT while it waits: a
    /// Ctrl-C typed in the browser is the browser's, and the reader comes back to the app when the
    /// browser ends (the child gets both signals' default actions back).
    public static func runInForeground(_ launch: BrowserLaunch) throws(Failure) {
        let argv = ([launch.name] + launch.arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let ignored = ForegroundSignals.ignore()
        defer { ignored.restore() }
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        #else
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in ForegroundSignals.numbers { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = (argv + [nil]).withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, launch.path, nil, &attributes, UnsafeMutablePointer(mutating: buffer.baseAddress!), environ)
        }
        guard status == 0 else { throw .launchFailed(program: launch.name, reason: String(cString: strerror(status))) }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) == -1 {
            // A signal (a resize while the browser runs) interrupts the wait; the child goes on.
            guard errno == EINTR else { return }
        }
    }

    /// Starts `launch` with no terminal: its input, output and errors go to /dev/null.
    public static func startDetached(_ launch: BrowserLaunch) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launch.path)
        process.arguments = launch.arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .launchFailed(program: launch.name, reason: error.localizedDescription)
        }
    }

    /// The path of `name`, or why there is none: a name with a slash is itself (which must exist
    /// and be executable), else the first match in `$PATH`.
    func locate(_ name: String) -> Result<String, LocateFailure> {
        let files = FileManager.default
        if name.contains("/") {
            if files.isExecutableFile(atPath: name) { return .success(name) }
            return .failure(LocateFailure(files.fileExists(atPath: name) ? "\(name) is not executable" : "\(name) does not exist"))
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = directory + "/" + name
            if files.isExecutableFile(atPath: candidate) { return .success(candidate) }
        }
        return .failure(LocateFailure("not found in PATH"))
    }

    /// Why a program could not be found, in words.
    struct LocateFailure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

import Foundation

/// Opens links with the program named by `$BROWSER`, run from an argument vector (never a shell),
/// detached from the terminal so it cannot write over the screen.
public struct LinkOpener: Sendable {
    /// The environment to read `BROWSER` from.
    public var environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Why a link could not be opened.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case browserUnset
        case launchFailed(program: String, reason: String)
        case optionLike(String)

        public var description: String {
            switch self {
            case .browserUnset:
                return "Set $BROWSER to open links (e.g. export BROWSER=firefox)."
            case .optionLike(let url):
                return "Not opened: '\(url)' starts with '-', which the browser would read as an option."
            case .launchFailed(let program, let reason):
                return "Could not start $BROWSER (\(program)): \(reason)"
            }
        }
    }

    /// The argument vector for `url`: `$BROWSER` split on spaces (its first entry when it is a
    /// colon-separated list), with every `%s` replaced by the URL (also inside a word, as in
    /// `--new-tab=%s`) and `%%` by `%`, or the URL appended when there is no `%s`: the
    /// `$BROWSER` convention. The URL never becomes more than part of one argument, so nothing in
    /// it is interpreted.
    public func arguments(for url: String) throws(Failure) -> [String] {
        // A feed's href is the feed author's text: one that a browser would take for an option
        // ("--remote-debugging-port=…", a relative link left unresolved) is never passed on.
        guard !url.hasPrefix("-") else { throw .optionLike(url) }
        guard let value = environment["BROWSER"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            throw .browserUnset
        }
        let first = value.split(separator: ":", omittingEmptySubsequences: true).first.map(String.init) ?? value
        var substituted = false
        var words = first.split(separator: " ").map { Self.substitute(url, into: $0, substituted: &substituted) }
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

    /// Starts the browser on `url` without waiting for it.
    public func open(_ url: String) throws(Failure) {
        let arguments = try arguments(for: url)
        guard let program = executable(named: arguments[0]) else {
            throw .launchFailed(program: arguments[0], reason: "not found in PATH")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(arguments.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .launchFailed(program: arguments[0], reason: error.localizedDescription)
        }
    }

    /// The path of `name`: itself when it contains a slash, else the first match in `$PATH`.
    func executable(named name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

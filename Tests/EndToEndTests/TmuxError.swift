/// Why a tmux-driven test step failed.
enum TmuxError: Error, CustomStringConvertible {
    /// tmux could not be started (install it: scripts/install-deps.sh).
    case notInstalled(String)
    /// A tmux command exited with an error.
    case commandFailed(arguments: [String], status: Int32, output: String)
    /// What was awaited never appeared; `screen` is the last capture.
    case timedOut(waitingFor: String, screen: String)
    /// The feedbrowser binary is not built where expected.
    case binaryMissing(String)

    var description: String {
        switch self {
        case .notInstalled(let reason):
            return "tmux could not be run (\(reason)); install it with scripts/install-deps.sh"
        case .commandFailed(let arguments, let status, let output):
            return "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(output)"
        case .timedOut(let description, let screen):
            return "timed out waiting for \(description); the screen was:\n\(screen)"
        case .binaryMissing(let path):
            return "feedbrowser is not built at \(path); run 'swift build' first (or set FEEDBROWSER_BINARY)"
        }
    }
}

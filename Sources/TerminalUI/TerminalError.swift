/// Why the terminal could not be used.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (e.g. output piped to a file).
    case notATerminal
    /// The terminal library could not start, e.g. an unknown `TERM`.
    case initializationFailed(String)
    /// The environment cannot show the interface (`TERM=dumb`, a locale that is not UTF-8); the
    /// text says what is wrong and what to do, and is shown as it is.
    case unsuitableEnvironment(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input/output is not a terminal; run feedbrowser in a terminal, or use 'feedbrowser render' for text output"
        case .initializationFailed(let reason):
            return "could not initialise the terminal: \(reason) (check that TERM names a terminal known to terminfo)"
        case .unsuitableEnvironment(let reason):
            return reason
        }
    }
}

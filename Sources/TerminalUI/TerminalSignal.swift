#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal asking the program to stop, delivered as an event so the main loop can quit cleanly.
public enum TerminalSignal: Hashable, Sendable {
    /// SIGINT (Ctrl-C).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP (the terminal went away).
    case hangup

    /// The signal's number, to end the program by it once the terminal is restored.
    public var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .terminate: SIGTERM
        case .hangup: SIGHUP
        }
    }
}

/// A signal asking the program to stop, delivered as an event so the main loop can quit cleanly.
public enum TerminalSignal: Hashable, Sendable {
    /// SIGINT (Ctrl-C).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP (the terminal went away).
    case hangup
}

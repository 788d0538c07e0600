/// Choices for the ncurses backend.
public struct NcursesBackendOptions: Sendable {
    /// Ask the terminal to report mouse clicks and wheel turns (plain text selection then needs Shift).
    public var mouse: Bool
    /// Use colours when the terminal has them; the `NO_COLOR` environment variable turns them off anyway.
    public var colors: Bool
    /// Milliseconds to wait after Esc for the rest of an escape sequence (ncurses defaults to 1000).
    public var escapeDelay: Int

    /// Options; by default mouse and colours on, 25 ms escape delay.
    public init(mouse: Bool = true, colors: Bool = true, escapeDelay: Int = 25) {
        self.mouse = mouse
        self.colors = colors
        self.escapeDelay = escapeDelay
    }
}

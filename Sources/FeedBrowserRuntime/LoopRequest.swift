/// What a program asks of the event loop.
public enum LoopRequest: Sendable, Equatable {
    /// Something on screen changed: draw a frame (once, however many ask in a turn).
    case draw
    /// Forget what the terminal shows and draw every cell (Ctrl-L).
    case redrawAll
    /// Restore the terminal and end the loop.
    case quit
}

/// What a program asks of the event loop.
public enum LoopRequest: Sendable, Equatable {
    /// Something on screen changed: draw a frame (once, however many ask in a turn).
    case draw
    /// Something changed that can wait a little: a frame at most `EventLoop.batchFrameInterval`
    /// after the last one (a large feed's batches arrive hundreds a second; a frame for each was
    /// a fifth of the load's main thread, and their number grew with the machine's load).
    case drawSoon
    /// Forget what the terminal shows and draw every cell (Ctrl-L).
    case redrawAll
    /// Restore the terminal and end the loop.
    case quit
}

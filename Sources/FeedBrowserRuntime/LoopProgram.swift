import TerminalUI

/// What `EventLoop` runs: the feed app (`AppRunner`) or the `terminal-check` diagnostic. The loop
/// owns the terminal, the waiting and the frame rule; the program owns its state and its workers.
public protocol LoopProgram: AnyObject {
    /// Called once the terminal is set up. `wakeUp` ends the loop's wait: background work calls
    /// it after each result it delivers.
    func start(size: TerminalSize, colorLevel: ColorLevel, wakeUp: @escaping @Sendable () -> Void) -> [LoopRequest]
    /// Applies one terminal event (the loop draws a frame after a burst of them).
    func handle(_ event: TerminalEvent) -> [LoopRequest]
    /// Applies what background work delivered since the last call.
    func collectResults() -> [LoopRequest]
    /// Does idle work until `deadline` or until none is left; true when what it did should be
    /// drawn at once (a search's rows), not at the next frame of idle work.
    func doIdleWork(until deadline: ContinuousClock.Instant) -> Bool
    /// What the loop should wait for now.
    var nextWait: LoopWait { get }
    /// True while input waits for results (`nextWait` is `.results`) or idle work
    /// (a scripted key waits for the search the last one started).
    var holdsInput: Bool { get }
    /// Draws the screen at `size`.
    func drawFrame(size: TerminalSize) -> Canvas
    /// The loop ended: stop background work.
    func loopDidEnd()
}

extension LoopProgram {
    public var holdsInput: Bool {
        if case .results = nextWait { return true }
        return false
    }
}

/// What the event loop waits for next, as its program says.
public enum LoopWait: Sendable, Equatable {
    /// Input, a resize, a signal or a wake-up, for at most `timeout` (nil: as long as it takes;
    /// an idle program sleeps in the kernel and uses no CPU).
    case input(timeout: Duration?)
    /// Idle work is left: input already waiting is taken first, else a slice of the work is done.
    case idleWork
    /// Only a wake-up, input held back for at most `timeout` (a headless run waits for its feed
    /// before its scripted keys).
    case results(timeout: Duration?)
}

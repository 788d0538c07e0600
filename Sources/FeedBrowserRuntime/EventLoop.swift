import TerminalUI

/// The main loop: terminal events and background results go to the program, which changes its
/// state; a frame is drawn when something changed.
///
/// Frame rule: at most one frame per loop turn, drawn only after every event already waiting has
/// been applied (key repeat and resize storms coalesce into one frame). The loop never polls: it
/// sleeps in the backend until a key, a resize, a signal, a wake-up from a worker or the
/// program's timeout. Idle work (a held list's filter search in steps, measuring rows off
/// screen) runs in slices of `idleSlice` between looks at the input, with a frame at most every
/// `idleFrameInterval` while it lasts; the frame after its last slice is owed like a batch's
/// (`.drawSoon`): the only timed wait is the one until an owed frame is due.
public final class EventLoop {
    /// Idle work done between two looks at the input: short enough that a key waits at most this.
    public static let idleSlice: Duration = .milliseconds(4)
    /// Frames drawn while idle work goes on (the scroll bar firming up) are at least this far apart.
    public static let idleFrameInterval: Duration = .milliseconds(50)
    /// Frames asked for with `.drawSoon` are drawn at most this long after the previous frame.
    public static let batchFrameInterval: Duration = .milliseconds(50)

    public let backend: any Backend
    /// The signal that ended the run, if one did: the caller ends the program by it once the
    /// terminal is restored, so the shell sees 130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP.
    public private(set) var quitSignal: TerminalSignal?
    /// Called after every presented frame (benchmarks time the first full screen with it).
    public var onFrame: ((Canvas) -> Void)?
    private var quitRequested = false
    /// A `.drawSoon` frame is owed: drawn once `batchFrameInterval` has passed since `lastFrame`.
    private var softFramePending = false
    private var lastFrame: ContinuousClock.Instant
    private let clock = ContinuousClock()

    public init(backend: any Backend) {
        self.backend = backend
        lastFrame = clock.now
    }

    /// Makes `run` return after the current turn (benchmarks stop at the first full screen); a
    /// loop about to sleep is woken so it notices.
    public func stop() {
        quitRequested = true
        backend.wakeUp()
    }

    /// Runs `program` until it asks to quit; with `untilIdle`, also ends once it waits for input
    /// and none is queued (how `render` and the tests drive a headless backend).
    public func run(_ program: some LoopProgram, untilIdle: Bool = false) throws(TerminalError) {
        try backend.setUp()
        defer {
            program.loopDidEnd()
            backend.tearDown()
        }
        var frameDue = carryOut(program.start(size: backend.size, colorLevel: backend.colorLevel, wakeUp: backend.wakeUp))
        frameDue = true
        var idleFramePending = false
        while !quitRequested {
            if carryOut(program.collectResults()) { frameDue = true }
            if quitRequested { break }
            if softFramePending && clock.now - lastFrame >= Self.batchFrameInterval { frameDue = true }
            if frameDue {
                present(program)
                frameDue = false
                idleFramePending = false
                // `onFrame` may have asked to stop: no wait for input then.
                if quitRequested { break }
            }
            switch program.nextWait {
            case .results(let timeout):
                backend.waitForWakeUp(timeout: untilSoftFrame(timeout))
            case .idleWork:
                // Input waits only for a program holding it (a scripted key after a search).
                if !program.holdsInput && takeInput(timeout: .zero, program: program) {
                    frameDue = true
                    continue
                }
                let showsNow = program.doIdleWork(until: clock.now + Self.idleSlice)
                idleFramePending = true
                if showsNow || clock.now - lastFrame >= Self.idleFrameInterval {
                    frameDue = true
                } else if program.nextWait != .idleWork {
                    // The last slice always gets its frame, so the scroll bar ends exact, but like a
                    // batch's it waits for `batchFrameInterval`: a loading feed's measuring catches up
                    // with each batch, and a frame per batch was most of the load's frames.
                    softFramePending = true
                }
            case .input(let timeout):
                if takeInput(timeout: untilIdle ? .zero : untilSoftFrame(timeout), program: program) {
                    frameDue = true
                } else if untilIdle {
                    if idleFramePending || softFramePending { present(program) }
                    return
                }
            }
        }
    }

    /// Waits up to `timeout` for an event and applies it with every event already waiting behind
    /// it; false when none came (a wake-up or the timeout).
    private func takeInput(timeout: Duration?, program: some LoopProgram) -> Bool {
        guard let event = backend.nextEvent(timeout: timeout) else { return false }
        apply(event, program: program)
        // A program that holds input back now (a scripted run waiting for the list a key asked
        // for) gets the rest of the burst after its results.
        while !quitRequested, !program.holdsInput, let more = backend.nextEvent(timeout: .zero) {
            apply(more, program: program)
        }
        return true
    }

    private func apply(_ event: TerminalEvent, program: some LoopProgram) {
        if case .signal(let signal) = event { quitSignal = signal }
        carryOut(program.handle(event))
    }

    /// Carries out the program's requests; true when one asks for a frame.
    @discardableResult
    private func carryOut(_ requests: [LoopRequest]) -> Bool {
        var frameDue = false
        for request in requests {
            switch request {
            case .draw: frameDue = true
            case .drawSoon: softFramePending = true
            case .redrawAll:
                backend.invalidate()
                frameDue = true
            case .quit: quitRequested = true
            }
        }
        return frameDue
    }

    /// `timeout`, shortened to when an owed `.drawSoon` frame is due.
    private func untilSoftFrame(_ timeout: Duration?) -> Duration? {
        guard softFramePending else { return timeout }
        let due = max(.zero, Self.batchFrameInterval - (clock.now - lastFrame))
        return timeout.map { min($0, due) } ?? due
    }

    private func present(_ program: some LoopProgram) {
        lastFrame = clock.now
        softFramePending = false
        let canvas = program.drawFrame(size: backend.size)
        backend.present(canvas)
        onFrame?(canvas)
    }
}

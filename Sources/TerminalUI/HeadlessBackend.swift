import Dispatch

/// A backend without a terminal: keeps the presented canvas as text and replays scripted events.
///
/// `feedbrowser render` and the app's tests drive the app with it: queue events (or a key
/// script), run the loop until `nextEvent` returns nil, then read `text`. Waits are real: with no
/// event queued, `nextEvent` sleeps until its timeout or `wakeUp`.
public final class HeadlessBackend: Backend {
    public private(set) var size: TerminalSize
    public let colorLevel: ColorLevel
    /// The canvas most recently presented, if any.
    public private(set) var lastCanvas: Canvas?
    /// How many times `present` was called.
    public private(set) var presentCount = 0
    /// Cells rewritten by the most recent `present` (what a real terminal would have been sent).
    public private(set) var lastChangedCells = 0
    /// True between `setUp` and `tearDown`.
    public private(set) var isSetUp = false
    private var pending: [TerminalEvent]
    private var nextPending = 0
    /// Counts wake-ups; a wait takes one (extra ones only end a later wait early, which is harmless).
    private let wakeUps = DispatchSemaphore(value: 0)
    /// The next present counts every cell as changed (after `invalidate`).
    private var invalidated = false

    /// A headless terminal of `width` x `height` that will deliver `events` in order.
    public init(width: Int, height: Int, colorLevel: ColorLevel = .trueColor, events: [TerminalEvent] = []) {
        self.size = TerminalSize(width: width, height: height)
        self.colorLevel = colorLevel
        self.pending = events
    }

    /// A headless terminal that will deliver the events of a key script (see `KeyScript`).
    public convenience init(width: Int, height: Int, keys script: String, colorLevel: ColorLevel = .trueColor) throws(KeyScriptError) {
        self.init(width: width, height: height, colorLevel: colorLevel, events: try KeyScript.parse(script))
    }

    /// Adds events to deliver after the ones already queued.
    public func enqueue(_ events: [TerminalEvent]) {
        pending.append(contentsOf: events)
    }

    /// Events queued and not yet delivered.
    public var remainingEvents: Int { pending.count - nextPending }

    public func setUp() throws(TerminalError) { isSetUp = true }

    public func tearDown() { isSetUp = false }

    public func present(_ canvas: Canvas) {
        lastChangedCells = canvas.changedRuns(from: invalidated ? nil : lastCanvas, mergeGap: 0).reduce(0) { $0 + $1.count }
        invalidated = false
        lastCanvas = canvas
        presentCount += 1
    }

    public func invalidate() { invalidated = true }

    public var wakeUp: @Sendable () -> Void {
        let semaphore = wakeUps
        return { semaphore.signal() }
    }

    public func waitForWakeUp(timeout: Duration?) {
        guard let timeout else {
            wakeUps.wait()
            return
        }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        _ = wakeUps.wait(timeout: .now() + .nanoseconds(Int(max(0, nanoseconds))))
    }

    /// The next queued event, at once; with none queued, nil after waiting up to `timeout` (or
    /// until `wakeUp`).
    ///
    /// A `.resize` event also changes `size`, as a real terminal would before reporting it.
    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        guard nextPending < pending.count else {
            if timeout != .zero { waitForWakeUp(timeout: timeout) }
            return nil
        }
        let event = pending[nextPending]
        nextPending += 1
        if case .resize(let width, let height) = event {
            size = TerminalSize(width: width, height: height)
        }
        return event
    }

    /// The last presented canvas as plain text ("" before the first present); see `Canvas.plainText()`.
    public var text: String { lastCanvas?.plainText() ?? "" }

    /// `canvas` as plain text: one line per row, trailing spaces trimmed, wide clusters once.
    public static func render(_ canvas: Canvas) -> String { canvas.plainText() }
}

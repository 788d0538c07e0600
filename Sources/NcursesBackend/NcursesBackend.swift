import CNcurses
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncursesw: draws canvases cell by cell, reads keys, mouse and resizes.
///
/// Use from one thread (the main loop):
/// ```
/// let backend = NcursesBackend()
/// try backend.setUp()
/// defer { backend.tearDown() }
/// while running {
///     var canvas = Canvas(size: backend.size); draw(&canvas); backend.present(canvas)
///     switch backend.nextEvent(timeout: nil) { case .signal: running = false ... }
/// }
/// ```
/// Waiting is poll() on the terminal and a wake pipe: an idle loop sleeps in the kernel, and
/// `wakeUp` (other threads), SIGWINCH and the quit signals end the sleep at once.
/// The terminal is given back on every exit path: `tearDown()` (normal quit, errors through
/// `defer`), an atexit handler (`exit()` anywhere), SIGINT/SIGTERM/SIGHUP (reported as
/// `.signal` events so the loop quits normally; a second one while the first is unhandled
/// restores the terminal from the handler and dies), and crashes including Swift runtime traps
/// (SIGILL/SIGTRAP/SIGSEGV/SIGBUS/SIGFPE/SIGABRT: the handler writes precomputed reset bytes and
/// the saved termios with async-signal-safe calls only, then re-raises).
public final class NcursesBackend: Backend {
    public private(set) var size = TerminalSize(width: 0, height: 0)
    public private(set) var colorLevel: ColorLevel = .monochrome
    /// The options given at creation.
    public let options: NcursesBackendOptions
    /// True between a successful `setUp` and `tearDown`.
    public private(set) var isActive = false
    /// Cells written to curses by the last `present` (for diagnostics and benchmarks).
    public private(set) var lastWrittenCells = 0

    private var screen: OpaquePointer?
    private var previous: Canvas?
    private var colorMapper = ColorMapper(colors: 0)
    private var pairs = ColorPairTable(colorPairs: 0)
    private var styleCache: [UInt64: (attributes: attr_t, pair: Int32)] = [:]
    private var glyphCache: [GlyphPlanKey: GlyphPlan] = [:]
    private let maxScalars = Int(cn_ccharw_max())
    /// Reads the sequences ncurses passes through as characters (mouse reports it was not told of).
    private var sequences = InputSequenceDecoder()
    /// Input decoded but not yet returned (a sequence can end in more than one).
    private var pendingInput: [NcursesInput] = []

    /// A backend that does nothing until `setUp`.
    public init(options: NcursesBackendOptions = NcursesBackendOptions()) {
        self.options = options
    }

    deinit { tearDown() }

    public func setUp() throws(TerminalError) {
        guard !isActive else { return }
        try NcursesBackend.checkEnvironment()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        cn_save_terminal_modes()
        // Before newterm: ncurses installs its own SIGINT/SIGTERM handlers only where none exist.
        cn_install_signal_handlers()
        guard cn_wake_open() == 0 else { throw .initializationFailed("could not create a pipe to wake the event loop") }
        let directEntry = DirectColorTerminal.entry(
            term: Self.environmentValue("TERM") ?? "", colorTerm: Self.environmentValue("COLORTERM"), insideTmux: Self.environmentValue("TMUX") != nil,
            colors: { Int(cn_terminfo_colors($0)) })
        guard let screen = cn_newterm(directEntry) else {
            cn_restore_signal_handlers()
            let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw .initializationFailed("TERM=\(term) is not usable by ncurses")
        }
        self.screen = screen
        cn_install_resize_wakeup()
        cn_set_active(1)
        isActive = true
        cbreak()
        noecho()
        nonl()
        intrflush(cn_stdscr(), false)
        Self.turnOffFlowControl()
        keypad(cn_stdscr(), true)
        leaveok(cn_stdscr(), true)
        curs_set(0)
        set_escdelay(Int32(options.escapeDelay))
        setUpColors()
        if options.mouse {
            let mask = cn_button1_pressed() | cn_button2_pressed() | cn_button3_pressed()
                | cn_button4_pressed() | cn_button5_pressed()
            mousemask(mask, nil)
            mouseinterval(0)
            // ncurses turns reporting on only where terminfo has kmous, and in X10's encoding
            // (no column past 223) under screen and tmux: ask for clicks in SGR's encoding
            // ourselves, which `InputSequenceDecoder` reads whatever terminfo says.
            putp(Self.mouseReportingOn)
        }
        storeEmergencyReset()
        size = TerminalSize(width: Int(cn_cols()), height: Int(cn_lines()))
        previous = nil
    }

    public func tearDown() {
        guard isActive else { return }
        isActive = false
        if options.mouse {
            putp(Self.mouseReportingOff)
            mousemask(0, nil)
        }
        sequences = InputSequenceDecoder()
        pendingInput = []
        cn_teardown()
        if let screen { delscreen(screen) }
        screen = nil
        cn_restore_signal_handlers()
        previous = nil
    }

    /// cbreak() leaves the tty's XON/XOFF flow control on: C-s stopped the output (the reader looked
    /// hung until C-q) and neither key reached the key map. Off, as in vim and less; def_prog_mode
    /// makes it part of the modes ncurses restores after Ctrl-Z and a text-mode browser, and
    /// tearDown restores the shell's modes saved before setUp.
    private static func turnOffFlowControl() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        def_prog_mode()
    }

    /// Saves curses' modes and leaves the screen as the shell had it (mouse reporting off, the
    /// alternate screen left), as newsboat does before starting a text-mode browser.
    public func suspend() {
        guard isActive else { return }
        if options.mouse { putp(Self.mouseReportingOff) }
        def_prog_mode()
        endwin()
    }

    /// Restores the modes `suspend` saved and the mouse reporting; the next present redraws all.
    public func resume() {
        guard isActive else { return }
        reset_prog_mode()
        if options.mouse { putp(Self.mouseReportingOn) }
        invalidate()
    }

    /// Times the colour pairs ran out and were started afresh (for diagnostics and benchmarks).
    public private(set) var pairResets = 0

    public func present(_ canvas: Canvas) {
        guard isActive else { return }
        let allocatedBefore = pairs.allocatedCount, fallbacksBefore = pairs.fallbackCount
        lastWrittenCells = writeChanges(of: canvas)
        // Out of pairs, with pairs of earlier frames still held: define only this frame's, and
        // write every cell again so none shows a pair that now means other colours.
        if pairs.fallbackCount > fallbacksBefore && allocatedBefore > 0 {
            pairs.reset()
            styleCache = [:]
            pairResets += 1
            previous = nil
            lastWrittenCells = writeChanges(of: canvas)
        }
        wnoutrefresh(cn_stdscr())
        doupdate()
        previous = canvas
    }

    /// Writes the cells that differ from the last frame; returns how many.
    private func writeChanges(of canvas: Canvas) -> Int {
        var written = 0
        let width = min(canvas.width, size.width), height = min(canvas.height, size.height)
        for run in canvas.changedRuns(from: previous) where run.y < height {
            var x = run.x
            let end = min(run.x + run.count, width)
            while x < end {
                let cell = canvas.cells[run.y * canvas.width + x]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                if x + Int(cell.width) > width { break }
                write(cell, x: x, y: run.y)
                written += 1
                x += max(1, Int(cell.width))
            }
        }
        return written
    }

    public func invalidate() {
        guard isActive else { return }
        previous = nil
        clearok(cn_curscr(), true)
    }

    public var wakeUp: @Sendable () -> Void { { cn_wake() } }

    public func waitForWakeUp(timeout: Duration?) {
        guard isActive else { return }
        _ = cn_wait(Self.milliseconds(timeout), 0)
    }

    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        guard isActive else { return nil }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            if let signal = NcursesBackend.takeSignal() { return .signal(signal) }
            // Input ncurses already holds (the rest of a burst, a pending KEY_RESIZE) comes first.
            if let event = readWaitingEvent() { return event }
            let wait = Self.milliseconds(deadline.map { clock.now.duration(to: $0) })
            if wait == 0 { return nil }
            switch cn_wait(wait, 1) {
            case Int32(CN_WAIT_INPUT):
                continue
            case Int32(CN_WAIT_HANGUP):
                // The terminal is gone: leave as on SIGHUP instead of polling a dead descriptor.
                return .signal(.hangup)
            case Int32(CN_WAIT_WOKEN):
                // A resize or a signal wakes the loop through the pipe too: look for those first.
                if let signal = NcursesBackend.takeSignal() { return .signal(signal) }
                return readWaitingEvent()
            default:
                return nil
            }
        }
    }

    /// The next event ncurses can give without waiting for the terminal, if any.
    private func readWaitingEvent() -> TerminalEvent? {
        while true {
            if !pendingInput.isEmpty {
                if let event = event(for: pendingInput.removeFirst()) { return event }
                continue
            }
            // Inside a sequence the rest of a report may still be on its way: wait for it as long
            // as ncurses waits after Esc, then give up on it (`finish` drops it).
            wtimeout(cn_stdscr(), sequences.waitsForMore ? Int32(options.escapeDelay) : 0)
            var value: Int32 = 0
            let status = cn_get_wch(&value)
            if status == cn_err() {
                let ended = sequences.finish()
                if ended.isEmpty { return nil }
                pendingInput = ended
                continue
            }
            pendingInput = sequences.feed(status: status, value: value)
        }
    }

    /// The event for one decoded input, nil for input the app does not handle.
    private func event(for input: NcursesInput) -> TerminalEvent? {
        switch input {
        case .key(let key):
            return .key(key)
        case .resize:
            size = TerminalSize(width: Int(cn_cols()), height: Int(cn_lines()))
            // The old picture is gone: the next present rewrites every cell.
            invalidate()
            return .resize(width: size.width, height: size.height)
        case .mouse:
            var x: Int32 = 0, y: Int32 = 0
            var state: mmask_t = 0
            guard cn_get_mouse(&x, &y, &state) == cn_ok(), let action = NcursesKeyDecoder.mouseAction(state: state) else { return nil }
            return .mouse(MouseEvent(action, x: Int(x), y: Int(y)))
        case .mouseReport(let mouse):
            return .mouse(mouse)
        case .ignored:
            return nil
        }
    }

    /// A wait for poll(): milliseconds rounded up (a wait never ends early and spins), -1 for none.
    private static func milliseconds(_ duration: Duration?) -> Int32 {
        guard let duration else { return -1 }
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }

    /// Writes one cluster at (x, y) so it covers exactly `cell.width` columns.
    private func write(_ cell: Cell, x: Int, y: Int) {
        let (attributes, pair) = resolve(cell)
        if cell.glyph.isASCII {
            let ascii = Int32(cell.glyph.bits)
            var scalar = wchar_t(ascii >= 0x20 && ascii < 0x7F ? ascii : 0x20)
            _ = cn_put_cell(Int32(y), Int32(x), &scalar, 1, attributes, pair)
            return
        }
        let plan = glyphPlan(for: cell, columns: Int(cell.width))
        var column = x
        for segment in plan.segments {
            let scalars = segment.scalars.map { wchar_t(bitPattern: $0) }
            _ = scalars.withUnsafeBufferPointer { buffer in
                cn_put_cell(Int32(y), Int32(column), buffer.baseAddress, Int32(buffer.count), attributes, pair)
            }
            column += segment.columns
        }
    }

    /// How to write the cell's cluster at its width, cached per (cluster, width).
    private func glyphPlan(for cell: Cell, columns: Int) -> GlyphPlan {
        let key = GlyphPlanKey(bits: cell.glyph.bits, columns: columns)
        if let cached = glyphCache[key] { return cached }
        let plan = GlyphPlan.make(for: cell.character, columns: columns, maxScalars: maxScalars) { value in
            Int(cn_wcwidth(wchar_t(bitPattern: value)))
        }
        glyphCache[key] = plan
        return plan
    }

    /// Curses attributes and colour pair for a cell's style, cached per packed style.
    private func resolve(_ cell: Cell) -> (attr_t, Int32) {
        let key = cell.packedStyle.bits
        if key == 0 { return (cn_a_normal(), 0) }
        if let cached = styleCache[key] { return (cached.attributes, cached.pair) }
        let style = cell.style
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.underline { attributes |= cn_a_underline() }
        if style.italic { attributes |= cn_a_italic() }
        var reverse = style.reverse
        var pair: Int32 = 0
        if colorLevel == .monochrome {
            // Without colours a coloured background (a highlight, a picture cell) still has to
            // stand out: show it as reverse video.
            if style.background != .defaultColor { reverse.toggle() }
        } else {
            let key = ColorPairKey(
                foreground: colorMapper.number(for: style.foreground),
                background: colorMapper.number(for: style.background))
            let allocation = pairs.pair(for: key)
            if allocation.isNew { init_extended_pair(allocation.number, key.foreground, key.background) }
            pair = allocation.number
        }
        if reverse { attributes |= cn_a_reverse() }
        styleCache[key] = (attributes, pair)
        return (attributes, pair)
    }

    private func setUpColors() {
        colorLevel = .monochrome
        colorMapper = ColorMapper(colors: 0)
        pairs = ColorPairTable(colorPairs: 0)
        styleCache = [:]
        guard options.colors, !NcursesBackend.noColorRequested(), has_colors() else { return }
        start_color()
        use_default_colors()
        let colors = Int(cn_colors())
        guard colors >= 8 else { return }
        colorLevel = colors >= DirectColorTerminal.directColors ? .trueColor : colors >= 256 ? .palette256 : .ansi16
        colorMapper = ColorMapper(colors: colors)
        pairs = ColorPairTable(colorPairs: Int(cn_color_pairs()), isDirect: colorMapper.isDirect)
    }

    /// The bytes the signal handler writes: attributes off, cursor visible, keypad transmit off,
    /// mouse reporting off, alternate screen left (the terminfo strings of this terminal).
    private func storeEmergencyReset() {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if capability == "rmcup", options.mouse {
                bytes += Array(Self.mouseReportingOff.utf8)
            }
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cn_set_emergency_reset($0.baseAddress, $0.count) }
        }
    }

    /// DECSET 1000 (report presses, releases and the wheel) and 1006 (in SGR's encoding).
    static let mouseReportingOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Every mouse mode off, whichever ncurses or we turned on.
    static let mouseReportingOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"

    private static func takeSignal() -> TerminalSignal? {
        switch cn_take_pending_signal() {
        case 0: return nil
        case SIGINT: return .interrupt
        case SIGHUP: return .hangup
        default: return .terminate
        }
    }
}

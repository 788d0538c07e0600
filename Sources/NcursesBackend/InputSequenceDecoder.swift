import CNcurses
import TerminalUI

/// Reads the escape sequences that ncurses passes through as characters: mouse reports in the
/// SGR (1006: `ESC [ < b ; x ; y M`), urxvt (1015: `ESC [ b ; x ; y M`) and X10 (`ESC [ M b x y`)
/// encodings become mouse events, and every other sequence is swallowed whole.
///
/// ncurses decodes only the sequences terminfo names: under `TERM=screen-256color` or
/// `tmux-256color` (`kmous=\E[M`) an SGR report arrives as Esc, `[`, `<`, `6`, `5`... and each
/// would be a key (digits open the link prompt, a `q` in an X10 column byte quits). Pure: feed it
/// get_wch results in order; when no more input is waiting, `finish` ends a pending sequence.
///
/// ```
/// var decoder = InputSequenceDecoder()
/// for (status, value) in results { events += decoder.feed(status: status, value: value) }
/// events += decoder.finish()   // a lone Esc is the Escape key
/// ```
struct InputSequenceDecoder {
    /// Where in a sequence the input is.
    private enum State: Equatable {
        /// Not in a sequence.
        case ground
        /// Esc seen: a key of its own, Alt plus a key, or a sequence's start.
        case escape
        /// Esc then intermediates (0x20-0x2F): ends at a final byte (0x30-0x7E).
        case escapeIntermediate
        /// A control sequence: its parameter bytes so far (nil once too long to be a report)
        /// and whether an intermediate byte came.
        case controlSequence(parameters: [UInt8]?, intermediate: Bool)
        /// An X10 mouse report's bytes after `ESC [ M`.
        case x10([UInt32])
        /// `ESC O` and the key byte to come (keys ncurses did not know).
        case singleShift
        /// OSC, DCS, SOS, PM or APC: text up to BEL or ST (`ESC \`); `escaped` after its Esc.
        case controlString(escaped: Bool)
    }

    /// The longest parameter string kept: a report's three numbers fit many times over.
    static let maximumParameterBytes = 32

    private var state = State.ground

    /// True while a sequence has begun but not ended: the rest of a report may still be on its
    /// way, so the reader waits for it (as ncurses waits after Esc) before calling `finish`.
    /// A lone Esc does not count: ncurses has already waited after it.
    var waitsForMore: Bool { state != .ground && state != .escape }

    /// The input that one get_wch result (`status`, `value`) completes, in order; none while a
    /// sequence goes on.
    mutating func feed(status: Int32, value: Int32) -> [NcursesInput] {
        guard status == cn_ok(), value >= 0 else {
            // A key code ncurses decoded (or a resize) ends a pending sequence: a lone Esc before
            // it is the Escape key; the start of anything longer is dropped.
            return finish() + [NcursesKeyDecoder.decode(status: status, value: value)]
        }
        return feed(scalar: UInt32(value))
    }

    /// Ends what is pending because no more input came: a lone Esc is the Escape key; a sequence
    /// cut short is dropped (its bytes never become keys).
    mutating func finish() -> [NcursesInput] {
        defer { state = .ground }
        return state == .escape ? [.key(.escape)] : []
    }

    private mutating func feed(scalar: UInt32) -> [NcursesInput] {
        switch state {
        case .ground:
            if scalar == 0x1B {
                state = .escape
                return []
            }
            return [NcursesKeyDecoder.decode(status: cn_ok(), value: Int32(scalar))]
        case .escape:
            return afterEscape(scalar)
        case .escapeIntermediate:
            if (0x20...0x2F).contains(scalar) { return [] }
            state = .ground
            if (0x30...0x7E).contains(scalar) { return [] }
            // Not part of a sequence: input of its own.
            return feed(scalar: scalar)
        case .singleShift:
            state = .ground
            if (0x20...0x7E).contains(scalar) { return [] }
            return feed(scalar: scalar)
        case .controlSequence(let parameters, let intermediate):
            return inControlSequence(scalar, parameters: parameters, intermediate: intermediate)
        case .x10(var bytes):
            bytes.append(scalar)
            guard bytes.count == 3 else {
                state = .x10(bytes)
                return []
            }
            state = .ground
            return Self.x10Report(bytes).map { [.mouseReport($0)] } ?? []
        case .controlString(let escaped):
            if escaped {
                if scalar == 0x5C {
                    state = .ground
                    return []
                }
                // An Esc ends the string and starts a sequence of its own.
                state = .escape
                return feed(scalar: scalar)
            }
            switch scalar {
            case 0x07, 0x9C: state = .ground
            case 0x1B: state = .controlString(escaped: true)
            default: break
            }
            return []
        }
    }

    private mutating func afterEscape(_ scalar: UInt32) -> [NcursesInput] {
        switch scalar {
        case 0x5B:
            state = .controlSequence(parameters: [], intermediate: false)
        case 0x4F:
            state = .singleShift
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:
            state = .controlString(escaped: false)
        case 0x1B:
            // Esc Esc: the first was the key; the second may start a sequence.
            return [.key(.escape)]
        case 0x20...0x2F:
            state = .escapeIntermediate
        default:
            // Alt plus a key: Esc then the key, as ncurses gives it when it knows no such sequence.
            state = .ground
            return [.key(.escape)] + feed(scalar: scalar)
        }
        return []
    }

    private mutating func inControlSequence(_ scalar: UInt32, parameters: [UInt8]?, intermediate: Bool) -> [NcursesInput] {
        switch scalar {
        case 0x4D where parameters == [] && !intermediate:
            state = .x10([])
        case 0x30...0x3F:
            // Parameters after an intermediate make a malformed sequence: still swallowed whole.
            let kept = parameters.flatMap { $0.count < Self.maximumParameterBytes ? $0 + [UInt8(scalar)] : nil }
            state = .controlSequence(parameters: kept, intermediate: intermediate)
        case 0x20...0x2F:
            state = .controlSequence(parameters: parameters, intermediate: true)
        case 0x40...0x7E:
            state = .ground
            guard let parameters, !intermediate else { return [] }
            return Self.numberedReport(parameters, final: UInt8(scalar)).map { [.mouseReport($0)] } ?? []
        default:
            // A control or non-ASCII character cannot be in a sequence: what came so far is
            // dropped, and the character is input of its own (an Esc starts a new sequence).
            state = .ground
            return feed(scalar: scalar)
        }
        return []
    }

    /// An SGR (`<b;x;y` then M or m) or urxvt (`b;x;y` then M, b offset by 32) report.
    static func numberedReport(_ parameters: [UInt8], final: UInt8) -> MouseEvent? {
        let sgr = parameters.first == UInt8(ascii: "<")
        let fields = (sgr ? parameters.dropFirst() : parameters[...]).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            // Digits only, and few enough that no overflow can happen.
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        if sgr {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            return event(code: numbers[0], column: numbers[1], row: numbers[2], released: final == UInt8(ascii: "m"))
        }
        guard final == UInt8(ascii: "M") else { return nil }
        return event(code: numbers[0] - 32, column: numbers[1], row: numbers[2], released: false)
    }

    /// An X10 report: button, column and row, each offset by 32 (as one byte, or as a UTF-8
    /// character in xterm's 1005 mode, which the locale's get_wch decodes).
    static func x10Report(_ bytes: [UInt32]) -> MouseEvent? {
        guard bytes.count == 3, bytes.allSatisfy({ $0 >= 32 }) else { return nil }
        return event(code: Int(bytes[0]) - 32, column: Int(bytes[1]) - 32, row: Int(bytes[2]) - 32, released: false)
    }

    /// The event of a report's button `code`, 1-based `column` and `row`: presses and wheel
    /// turns; releases, motion and other buttons are nil.
    static func event(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        // Bit 32 is motion, bits 64 and 128 choose the wheel and the extra buttons; 4, 8 and 16
        // are Shift, Meta and Control, which change nothing here.
        guard code >= 0, column >= 1, row >= 1, !released, code & 32 == 0, code & 128 == 0 else { return nil }
        let action: MouseAction
        switch (code & 64 != 0, code & 3) {
        case (true, 0): action = .wheelUp
        case (true, 1): action = .wheelDown
        case (false, 0): action = .press(.left)
        case (false, 1): action = .press(.middle)
        case (false, 2): action = .press(.right)
        default: return nil
        }
        return MouseEvent(action, x: column - 1, y: row - 1)
    }
}

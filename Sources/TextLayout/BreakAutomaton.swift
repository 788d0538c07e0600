/// The line-break state machine compiled, once, into a table over "symbols": every Line_Break
/// class (with its East Asian wide flag) except those whose rules look further back than the
/// previous class (HL and the Brahmic AK/AS/AP/VI/VF), the dotted circle and unassigned
/// pictographs. That is nearly all text: Latin, Cyrillic, Greek, CJK, kana, Hangul, emoji with
/// their modifiers, ZWJ sequences and flags. One table load per scalar replaces
/// `LineBreakState.decide`/`advance`; the few other scalars drop back to the state machine.
///
/// Built by exploring every state reachable from the start with simple scalars, using
/// `LineBreakState` itself, so the table cannot disagree with the rules (tests compare both).
final class BreakAutomaton: @unchecked Sendable {
    static let shared = BreakAutomaton()

    /// Low two bits of a transition: what it says about the position before the scalar.
    enum Action: UInt32 {
        case prohibited = 0, allowed = 1, mandatory = 2
        /// LB25 `(PR|PO) × (OP|HY) NU`: prohibited if the next non-CM scalar is NU, else allowed.
        case prohibitedBeforeNumber = 3
    }

    static let noSymbol: UInt8 = 0xFF
    /// Symbol per `classRaw << 1 | eastAsianWide`; `noSymbol` for classes that are not simple.
    let symbolOfClass: UnsafeMutablePointer<UInt8>
    let symbolCount: Int
    /// `transitions[row + symbol]` = next row << 2 | action, where row = state * symbolCount.
    let transitions: UnsafeMutablePointer<UInt32>
    /// The full state each automaton state stands for (to continue with the state machine).
    let states: [LineBreakState]
    /// Open-addressed map from `LineBreakState.automatonKey` to row (keys, rows, mask).
    private let hashKeys: UnsafeMutablePointer<UInt32>
    private let hashRows: UnsafeMutablePointer<Int32>
    private let hashMask: UInt32
    /// The row of the state after a letter that followed a letter: ASCII letters loop on it.
    let letterRow: Int
    /// Per ASCII byte: its symbol (the table's low byte), 0x100 if printable, 0x200 if a space,
    /// 0x400 if a word character (see `wordSymbols`).
    let ascii: UnsafeMutablePointer<UInt32>
    /// Per scalar U+0080...U+07FF (index `scalar - 0x80`): 0, or for a two-byte word character
    /// that starts its own cluster (accented Latin, Greek, Cyrillic, Arabic-Indic digits) its
    /// width class (1 narrow, 3 East Asian Ambiguous) plus 4 if it is a digit. The prose fast
    /// paths read these without the two-stage property lookup.
    let twoByteWord: UnsafeMutablePointer<UInt8>

    /// The `twoByteWord` entry of the two-byte scalar `lead trail` (U+0080...U+07FF): 0 when it
    /// is not a word character, else its width class in bits 0-1 and 4 for a digit. Takes the
    /// table itself so hot loops keep it in a register.
    @inline(__always)
    static func twoByteWordEntry(_ table: UnsafeMutablePointer<UInt8>, lead: UInt8, trail: UInt8) -> UInt8 {
        table[Int(lead & 0x1F) << 6 | Int(trail & 0x3F) - 0x80]
    }

    /// The symbols of AL and NU: between two of these, or one and a printable ASCII character
    /// other than space, there is never a break opportunity, in any state (checked when the table
    /// is built), so a line that overflows inside a run of them can only break before the run.
    let wordSymbols: (letter: Int, digit: Int)
    /// One bit per Line_Break class (raw value): set for the classes `LineJump` leaves to the
    /// scan, those without a symbol and the mandatory breaks.
    let jumpStoppingClasses: UInt64
    /// Per ASCII byte: its property word (one load instead of the two-stage lookup).
    let asciiProperties: UnsafeMutablePointer<UInt16>

    /// Row of the state right after a scalar of each symbol, when that state does not depend on
    /// what came before (-1 otherwise: CM/ZWJ attach to the previous scalar; SY, IS, CL, CP
    /// continue a number; RI pairs up).
    let rowAfter: UnsafeMutablePointer<Int32>
    /// Row of the state after a scalar of each symbol followed by spaces (-1 for CM/ZWJ): a run
    /// of spaces forgets everything but the class before it.
    let rowAfterSpaces: UnsafeMutablePointer<Int32>

    init() {
        let table = UnicodeProperties.table
        let excluded: Set<LineBreakClass> = [.HL, .AK, .AS, .AP, .VI, .VF]
        var symbols: [(LineBreakClass, Bool)] = []
        let symbolOfClass = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
        symbolOfClass.initialize(repeating: BreakAutomaton.noSymbol, count: 128)
        for raw in 0...LineBreakClass.VI.rawValue {
            let c = unsafeBitCast(raw, to: LineBreakClass.self)
            guard !excluded.contains(c) else { continue }
            for wide in [false, true] {
                symbolOfClass[Int(raw) << 1 | (wide ? 1 : 0)] = UInt8(symbols.count)
                symbols.append((c, wide))
            }
        }
        let symbolCount = symbols.count

        // Lookahead buffers: what follows the scalar when LB25 asks (a digit or a letter).
        let digit: [UInt8] = [UInt8(ascii: "0")]
        let letter: [UInt8] = [UInt8(ascii: "a")]
        var states: [LineBreakState] = [LineBreakState()]
        var stateOfKey: [UInt32: Int] = [LineBreakState().automatonKey!: 0]
        var entries: [UInt32] = []
        var next = 0
        while next < states.count {
            let state = states[next]
            for (c, wide) in symbols {
                let flags = wide ? LineBreakState.Flags.eastAsianWide : LineBreakState.Flags(rawValue: 0)
                let beforeDigit = digit.withUnsafeBufferPointer {
                    state.decide(c, flags: flags, bytes: $0.baseAddress!, next: 0, end: 1)
                }
                let beforeLetter = letter.withUnsafeBufferPointer {
                    state.decide(c, flags: flags, bytes: $0.baseAddress!, next: 0, end: 1)
                }
                let action: Action
                switch (beforeDigit.action, beforeLetter.action) {
                case (.prohibited, .allowed): action = .prohibitedBeforeNumber
                case (.prohibited, _): action = .prohibited
                case (.allowed, _): action = .allowed
                case (.mandatory, _): action = .mandatory
                }
                var successor = state
                successor.advance(beforeLetter, raw: c, flags: flags)
                successor.forgetBeforePrevious()
                let key = successor.automatonKey!
                let id: Int
                if let known = stateOfKey[key] {
                    id = known
                } else {
                    id = states.count
                    states.append(successor)
                    stateOfKey[key] = id
                }
                entries.append(UInt32(id * symbolCount) << 2 | action.rawValue)
            }
            next += 1
        }
        transitions = UnsafeMutablePointer<UInt32>.allocate(capacity: entries.count)
        transitions.initialize(from: entries, count: entries.count)

        var capacity = 16
        while capacity < states.count * 4 { capacity <<= 1 }
        hashKeys = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        hashKeys.initialize(repeating: UInt32.max, count: capacity)
        hashRows = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        hashRows.initialize(repeating: -1, count: capacity)
        hashMask = UInt32(capacity - 1)
        for (key, id) in stateOfKey {
            var slot = BreakAutomaton.hash(key) & hashMask
            while hashKeys[Int(slot)] != UInt32.max { slot = (slot + 1) & hashMask }
            hashKeys[Int(slot)] = key
            hashRows[Int(slot)] = Int32(id * symbolCount)
        }

        ascii = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
        asciiProperties = UnsafeMutablePointer<UInt16>.allocate(capacity: 128)
        for byte in 0..<UInt32(128) {
            let properties = table.properties(byte)
            var info = UInt32(symbolOfClass[Int(properties.lineBreak.rawValue) << 1])
            if byte >= 0x20 && byte < 0x7F { info |= 0x100 }
            if byte == 0x20 { info |= 0x200 }
            let lineBreak = properties.lineBreak
            if byte >= 0x20 && byte < 0x7F && (lineBreak == .AL || lineBreak == .NU) { info |= 0x400 }
            ascii[Int(byte)] = info
            asciiProperties[Int(byte)] = properties.word
        }
        self.symbolOfClass = symbolOfClass
        self.symbolCount = symbolCount
        self.states = states
        rowAfter = UnsafeMutablePointer<Int32>.allocate(capacity: symbolCount)
        rowAfterSpaces = UnsafeMutablePointer<Int32>.allocate(capacity: symbolCount)
        let none: [UInt8] = [0]
        for (symbol, (c, wide)) in symbols.enumerated() {
            let flags = wide ? LineBreakState.Flags.eastAsianWide : LineBreakState.Flags(rawValue: 0)
            var after = LineBreakState()
            none.withUnsafeBufferPointer { buffer in
                after.advance(after.decide(c, flags: flags, bytes: buffer.baseAddress!, next: 0, end: 0), raw: c, flags: flags)
            }
            after.forgetBeforePrevious()
            var afterSpaces = after
            none.withUnsafeBufferPointer { buffer in
                let noFlags = LineBreakState.Flags(rawValue: 0)
                afterSpaces.advance(afterSpaces.decide(.SP, flags: noFlags, bytes: buffer.baseAddress!, next: 0, end: 0), raw: .SP, flags: noFlags)
            }
            afterSpaces.forgetBeforePrevious()
            let attaches = c == .CM || c == .ZWJ
            // After these the state depends on more than the scalar: a number in progress, or
            // the parity of a run of regional indicators.
            let numeric = c == .SY || c == .IS || c == .CL || c == .CP || c == .RI
            rowAfter[symbol] = attaches || numeric ? -1 : (stateOfKey[after.automatonKey ?? UInt32.max].map { Int32($0 * symbolCount) } ?? -1)
            rowAfterSpaces[symbol] = attaches ? -1 : (stateOfKey[afterSpaces.automatonKey ?? UInt32.max].map { Int32($0 * symbolCount) } ?? -1)
        }
        let letterSymbol = Int(ascii[Int(UInt8(ascii: "a"))] & 0xFF)
        let afterOne = Int(transitions[letterSymbol] >> 2)
        letterRow = Int(transitions[afterOne + letterSymbol] >> 2)
        precondition(transitions[letterRow + letterSymbol] == UInt32(letterRow) << 2,
                     "letters must loop on the letter state (LB28)")

        let digitSymbol = Int(ascii[Int(UInt8(ascii: "0"))] & 0xFF)
        wordSymbols = (letterSymbol, digitSymbol)
        for state in 0..<states.count {
            for first in [letterSymbol, digitSymbol] {
                let after = Int(transitions[state * symbolCount + first] >> 2)
                for second in [letterSymbol, digitSymbol] {
                    precondition(transitions[after + second] & 3 == Action.prohibited.rawValue,
                                 "no break between letters and digits (LB23, LB25, LB28)")
                }
                // Nor before any printable ASCII but the space after them (ProseLines relies on it).
                for byte in 0x21..<0x7F {
                    precondition(transitions[after + Int(ascii[byte] & 0xFF)] & 3 == Action.prohibited.rawValue,
                                 "no break between a letter or digit and ASCII punctuation")
                }
            }
        }
        var stopping: UInt64 = 0
        for raw in 0..<64 {
            guard let c = LineBreakClass(rawValue: UInt8(raw)) else {
                stopping |= 1 << UInt64(raw)
                continue
            }
            if symbolOfClass[raw << 1] == BreakAutomaton.noSymbol || c.isMandatoryBreak { stopping |= 1 << UInt64(raw) }
        }
        jumpStoppingClasses = stopping
        twoByteWord = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x800 - 0x80)
        for scalar in UInt32(0x80)..<0x800 {
            let properties = table.properties(scalar)
            let symbol = Int(symbolOfClass[Int(properties.word & 0x3F) << 1 | Int((properties.word >> 12) & 1)])
            let isWord = properties.word & 0x4000 == 0 && (symbol == letterSymbol || symbol == digitSymbol)
                && properties.graphemeBreak == .other && !properties.isExtendedPictographic
                && (properties.widthClass == 1 || properties.widthClass == 3)
            twoByteWord[Int(scalar) - 0x80] = isWord ? UInt8(properties.widthClass | (symbol == digitSymbol ? 4 : 0)) : 0
        }
    }

    @inline(__always)
    private static func hash(_ key: UInt32) -> UInt32 {
        (key &* 0x9E37_79B1) >> 7
    }

    /// Automaton row for a full state, if the automaton models it. O(1): a short linear probe.
    @inline(__always)
    func row(for lineBreaks: LineBreakState) -> Int? {
        guard let key = lineBreaks.automatonKey else { return nil }
        var slot = BreakAutomaton.hash(key) & hashMask
        while true {
            let stored = hashKeys[Int(slot)]
            if stored == key { return Int(hashRows[Int(slot)]) }
            if stored == UInt32.max { return nil }
            slot = (slot + 1) & hashMask
        }
    }

    /// The full state an automaton row stands for.
    @inline(__always)
    func state(atRow row: Int) -> LineBreakState { states[row / symbolCount] }

    /// Whether `LineJump` may pass over a scalar: the automaton models its class (tested on the
    /// property word alone, without loading its symbol), it is no mandatory break, and it is no
    /// control or Prepend (which change the cluster rules around them). Those are the scan's.
    @inline(__always)
    func isJumpable(_ properties: ScalarProperties, scalar: UInt32) -> Bool {
        let grapheme = properties.graphemeBreak
        return (jumpStoppingClasses >> UInt64(properties.word & 0x3F)) & 1 == 0 && properties.word & 0x4000 == 0
            && scalar != 0x25CC && grapheme != .control && grapheme != .prepend
    }

    /// Symbol of a scalar, or `noSymbol` when it is not simple.
    @inline(__always)
    func symbol(of properties: ScalarProperties, scalar: UInt32) -> UInt8 {
        guard properties.word & 0x4000 == 0, scalar != 0x25CC else {
            return BreakAutomaton.noSymbol
        }
        return symbolOfClass[Int(properties.word & 0x3F) << 1 | Int((properties.word >> 12) & 1)]
    }
}

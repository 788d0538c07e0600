/// UAX #14 (Unicode 15.0) line breaking as a streaming state machine over scalars.
///
/// `decide` answers "may the line break before this scalar?" from the state alone, `advance`
/// moves past the scalar. Splitting the two lets the wrapper save the state at a break
/// opportunity and rewind to it. Numbers use the tailoring of UAX #14 section 8.2 example 7,
/// as LineBreakTest.txt does.
struct LineBreakState: Sendable {
    /// Facts about a scalar that a few rules need besides its class.
    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        /// East_Asian_Width F, W or H (LB30).
        static let eastAsianWide = Flags(rawValue: 1)
        /// Extended_Pictographic and unassigned (LB30b).
        static let unassignedPictographic = Flags(rawValue: 2)
        /// U+25CC DOTTED CIRCLE, which LB28a treats like an aksara.
        static let dottedCircle = Flags(rawValue: 4)

        @inline(__always) init(rawValue: UInt8) { self.rawValue = rawValue }

        @inline(__always) init(_ properties: ScalarProperties, scalar: UInt32) {
            var raw = UInt8(truncatingIfNeeded: (properties.word >> 12) & 1)
            raw |= UInt8(truncatingIfNeeded: (properties.word >> 13) & 2)
            if scalar == 0x25CC { raw |= 4 }
            rawValue = raw
        }
    }

    /// What `decide` found, to hand to `advance`.
    struct Decision: Sendable {
        let action: BreakAction
        /// The class the scalar takes part in later rules as (LB9/LB10 applied).
        let resolved: LineBreakClass
        /// True when LB9 attached the scalar (CM/ZWJ) to the previous one.
        let attached: Bool
    }

    private(set) var started = false
    /// Class of the previous scalar as stored (for LB4, LB5, LB8a).
    private(set) var previousRaw: LineBreakClass = .AL
    /// Previous class after LB9/LB10; SP while inside a run of spaces.
    private(set) var previous: LineBreakClass = .AL
    private var previousFlags = Flags(rawValue: 0)
    /// The last class that was not SP: what a `X SP*` rule (LB8, LB14-LB17) looks at.
    private var beforeSpaces: LineBreakClass = .AL
    /// The class before `previous` (LB21a, LB28a).
    private(set) var beforePrevious: LineBreakClass = .AL
    private var beforePreviousFlags = Flags(rawValue: 0)
    private var regionalOdd = false
    /// 0: none, 1: inside `NU (NU|SY|IS)*`, 2: after `NU (NU|SY|IS)* (CL|CP)` (LB25, example 7).
    private var numeric: UInt8 = 0

    /// The decision for the position before a scalar of class `raw`.
    /// `bytes`/`next`/`end` let LB25 and LB28a look one scalar further when they must.
    @inline(__always)
    func decide(_ raw: LineBreakClass, flags: Flags, bytes: UnsafePointer<UInt8>, next: Int, end: Int) -> Decision {
        guard started else {
            // LB2: never break at the start; LB10: a leading CM/ZWJ acts as AL.
            let resolved: LineBreakClass = (raw == .CM || raw == .ZWJ) ? .AL : raw
            return Decision(action: .prohibited, resolved: resolved, attached: false)
        }
        // LB4, LB5: after hard line breaks.
        switch previousRaw {
        case .BK, .LF, .NL: return Decision(action: .mandatory, resolved: resolve(raw), attached: false)
        case .CR:
            if raw == .LF { return Decision(action: .prohibited, resolved: .LF, attached: false) }
            return Decision(action: .mandatory, resolved: resolve(raw), attached: false)
        default: break
        }
        // LB6, LB7
        if raw.isMandatoryBreak || raw == .SP || raw == .ZW {
            return Decision(action: .prohibited, resolved: raw, attached: false)
        }
        // LB8: ZW SP* ÷
        if beforeSpaces == .ZW && (previous == .ZW || previous == .SP) {
            return Decision(action: .allowed, resolved: resolve(raw), attached: false)
        }
        // LB8a: ZWJ ×
        if previousRaw == .ZWJ {
            if raw == .CM || raw == .ZWJ, canAttach {
                return Decision(action: .prohibited, resolved: previous, attached: true)
            }
            return Decision(action: .prohibited, resolved: resolve(raw), attached: false)
        }
        // LB9: X (CM | ZWJ)* -> X
        if raw == .CM || raw == .ZWJ {
            if canAttach { return Decision(action: .prohibited, resolved: previous, attached: true) }
        }
        let c = resolve(raw) // LB10
        let p = previous
        return Decision(action: pairAction(p, c, flags: flags, bytes: bytes, next: next, end: end),
                        resolved: c, attached: false)
    }

    /// Moves past a scalar whose decision was `decision`.
    @inline(__always)
    mutating func advance(_ decision: Decision, raw: LineBreakClass, flags: Flags) {
        previousRaw = raw
        if !started {
            started = true
        } else if decision.attached {
            return
        }
        let c = decision.resolved
        if c == .NU {
            numeric = 1
        } else if numeric == 1 && (c == .SY || c == .IS) {
            numeric = 1
        } else if numeric == 1 && (c == .CL || c == .CP) {
            numeric = 2
        } else {
            numeric = 0
        }
        regionalOdd = c == .RI ? (previous == .RI ? !regionalOdd : true) : false
        if c != .SP { beforeSpaces = c }
        beforePrevious = previous
        beforePreviousFlags = previousFlags
        previous = c
        previousFlags = flags
    }

    /// Shortcut for the wrapper's ASCII loop: the state after one more ASCII letter when the
    /// previous scalar was an ASCII letter too (only `beforePrevious` changes).
    @inline(__always)
    mutating func advanceLetterAfterLetter() {
        beforePrevious = .AL
        beforePreviousFlags = Flags(rawValue: 0)
    }

    /// A compact key for `BreakAutomaton`, or nil when the state carries context the automaton
    /// does not model (a pictographic or dotted-circle flag, `HL HY`, `HL BA`, a virama). `beforePrevious` is left out: only LB21a and LB28a read it, after HY/BA/VI.
    var automatonKey: UInt32? {
        guard previousFlags.rawValue & ~Flags.eastAsianWide.rawValue == 0 else { return nil }
        if previous == .VI || ((previous == .HY || previous == .BA) && beforePrevious == .HL) { return nil }
        return (started ? 1 : 0) | UInt32(previousRaw.rawValue) << 1 | UInt32(previous.rawValue) << 7
            | UInt32(beforeSpaces.rawValue) << 13 | UInt32(numeric) << 19 | UInt32(previousFlags.rawValue) << 21
            | (regionalOdd ? 1 << 24 : 0)
    }

    /// Drops the context that `automatonKey` leaves out, so equal keys mean equal states.
    mutating func forgetBeforePrevious() {
        beforePrevious = .AL
        beforePreviousFlags = Flags(rawValue: 0)
    }

    /// LB9 applies unless the previous scalar is one that combining marks cannot attach to.
    private var canAttach: Bool {
        switch previous {
        case .BK, .CR, .LF, .NL, .SP, .ZW: return false
        default: return true
        }
    }

    @inline(__always)
    private func resolve(_ raw: LineBreakClass) -> LineBreakClass {
        raw == .CM || raw == .ZWJ ? .AL : raw
    }

    private static func isAksara(_ c: LineBreakClass, _ flags: Flags, allowingStandalone: Bool) -> Bool {
        c == .AK || (c == .AL && flags.contains(.dottedCircle)) || (allowingStandalone && c == .AS)
    }

    /// Rules LB11 to LB31 for a pair of resolved classes.
    @inline(__always)
    private func pairAction(_ p: LineBreakClass, _ c: LineBreakClass, flags: Flags,
                            bytes: UnsafePointer<UInt8>, next: Int, end: Int) -> BreakAction {
        // Fast exits for the commonest pairs in prose.
        if p == .AL && c == .AL { return .prohibited }      // LB28
        if p == .SP {
            // Only LB11-LB17 and LB19-LB22 (rules about the next class) can still prohibit.
            switch c {
            case .WJ, .CL, .CP, .EX, .IS, .SY: return .prohibited         // LB11, LB13
            default: break
            }
            switch beforeSpaces {
            case .OP: return .prohibited                                  // LB14
            case .QU where c == .OP: return .prohibited                   // LB15
            case .CL where c == .NS, .CP where c == .NS: return .prohibited // LB16
            case .B2 where c == .B2: return .prohibited                   // LB17
            default: return .allowed                                      // LB18
            }
        }
        if c == .WJ || p == .WJ { return .prohibited }                    // LB11
        if p == .GL { return .prohibited }                                // LB12
        if c == .GL && p != .BA && p != .HY { return .prohibited }        // LB12a
        switch c { case .CL, .CP, .EX, .IS, .SY: return .prohibited; default: break } // LB13
        if p == .OP { return .prohibited }                                // LB14
        if p == .QU && c == .OP { return .prohibited }                    // LB15
        if (p == .CL || p == .CP) && c == .NS { return .prohibited }      // LB16
        if p == .B2 && c == .B2 { return .prohibited }                    // LB17
        if c == .QU || p == .QU { return .prohibited }                    // LB19
        if c == .CB || p == .CB { return .allowed }                       // LB20
        if c == .BA || c == .HY || c == .NS || p == .BB { return .prohibited } // LB21
        if (p == .HY || p == .BA) && beforePrevious == .HL { return .prohibited } // LB21a
        if p == .SY && c == .HL { return .prohibited }                    // LB21b
        if c == .IN { return .prohibited }                                // LB22
        let pLetter = p == .AL || p == .HL
        let cLetter = c == .AL || c == .HL
        if (pLetter && c == .NU) || (p == .NU && cLetter) { return .prohibited } // LB23
        if p == .PR && (c == .ID || c == .EB || c == .EM) { return .prohibited } // LB23a
        if (p == .ID || p == .EB || p == .EM) && c == .PO { return .prohibited }
        if (p == .PR || p == .PO) && cLetter { return .prohibited }       // LB24
        if pLetter && (c == .PR || c == .PO) { return .prohibited }
        // LB25 as tailored by example 7.
        if p == .PR || p == .PO {
            if c == .NU { return .prohibited }
            if (c == .OP || c == .HY) && LineBreakState.nextClass(bytes, from: next, end: end) == .NU {
                return .prohibited
            }
        }
        if (p == .OP || p == .HY) && c == .NU { return .prohibited }
        if numeric == 1 && (c == .NU || c == .SY || c == .IS || c == .CL || c == .CP) { return .prohibited }
        if numeric != 0 && (c == .PO || c == .PR) { return .prohibited }
        // LB26, LB27: Korean syllable blocks.
        switch p {
        case .JL where c == .JL || c == .JV || c == .H2 || c == .H3: return .prohibited
        case .JV, .H2:
            if c == .JV || c == .JT { return .prohibited }
        case .JT, .H3:
            if c == .JT { return .prohibited }
        default: break
        }
        let cKorean = c == .JL || c == .JV || c == .JT || c == .H2 || c == .H3
        let pKorean = p == .JL || p == .JV || p == .JT || p == .H2 || p == .H3
        if (pKorean && c == .PO) || (p == .PR && cKorean) { return .prohibited }
        if pLetter && cLetter { return .prohibited }                      // LB28
        // LB28a: Brahmic aksaras.
        let pAksara = LineBreakState.isAksara(p, previousFlags, allowingStandalone: true)
        let cAksara = LineBreakState.isAksara(c, flags, allowingStandalone: true)
        if p == .AP && cAksara { return .prohibited }
        if pAksara && (c == .VF || c == .VI) { return .prohibited }
        if p == .VI && LineBreakState.isAksara(beforePrevious, beforePreviousFlags, allowingStandalone: true)
            && LineBreakState.isAksara(c, flags, allowingStandalone: false) { return .prohibited }
        if pAksara && cAksara && LineBreakState.nextClass(bytes, from: next, end: end) == .VF { return .prohibited }
        if p == .IS && cLetter { return .prohibited }                     // LB29
        // LB30: letters and numbers next to parentheses that are not East Asian.
        if (pLetter || p == .NU) && c == .OP && !flags.contains(.eastAsianWide) { return .prohibited }
        if p == .CP && !previousFlags.contains(.eastAsianWide) && (cLetter || c == .NU) { return .prohibited }
        if p == .RI && c == .RI && regionalOdd { return .prohibited }     // LB30a
        if c == .EM && (p == .EB || previousFlags.contains(.unassignedPictographic)) { return .prohibited } // LB30b
        return .allowed                                                   // LB31
    }

    /// The class of the next scalar that is not CM/ZWJ (which LB9 would attach), or nil at the end.
    /// With `CheckedUTF8`, throws when a scalar it reads is not well-formed.
    static func nextClass<Check: UTF8Check>(_ bytes: UnsafePointer<UInt8>, from start: Int, end: Int,
                                            checking: Check.Type = TrustedUTF8.self) throws(Check.Failure) -> LineBreakClass? {
        var index = start
        let table = UnicodeProperties.table
        while index < end {
            if bytes[index] >= 0x80 { try Check.scalar(bytes, at: index, end: end) }
            let (scalar, length) = UTF8Decoder.decode(bytes, at: index)
            let c = table.properties(scalar).lineBreak
            if c != .CM && c != .ZWJ { return c }
            index += length
        }
        return nil
    }
}

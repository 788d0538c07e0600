/// Extended grapheme cluster boundaries (UAX #29, Unicode 15.0 rules GB3-GB999) as a streaming
/// state machine over scalars, so the wrapper finds cluster boundaries without building `Character`s.
struct GraphemeBreakState: Sendable {
    private var started = false
    private var previous: GraphemeBreakProperty = .other
    /// 0: nothing, 1: inside `ExtPict Extend*`, 2: after `ExtPict Extend* ZWJ` (GB11).
    private var emoji: UInt8 = 0
    /// Whether the regional indicators seen so far in a row are odd in number (GB12, GB13).
    private var regionalOdd = false

    @inline(__always) init() {}

    /// The state after a scalar with no emoji or regional-indicator context (what
    /// `BreakAutomaton` hands back when it leaves off).
    @inline(__always)
    init(resumingAfter property: GraphemeBreakProperty, pictographic: Bool) {
        started = true
        previous = property
        emoji = pictographic ? 1 : 0
    }

    /// The state after printable ASCII, or after any Other scalar that is not pictographic.
    @inline(__always) static var afterASCII: GraphemeBreakState {
        GraphemeBreakState(resumingAfter: .other, pictographic: false)
    }

    /// Boundary and next state for the commonest case, an Other scalar that is not
    /// pictographic (letters, CJK, punctuation): only a preceding Prepend joins it (GB9b), and
    /// nothing of the past survives it. Returns nil for any other scalar.
    @inline(__always)
    func plainBoundary(before property: GraphemeBreakProperty, extendedPictographic: Bool) -> Bool? {
        guard property == .other && !extendedPictographic else { return nil }
        return !started || previous != .prepend
    }

    /// The property of the previous scalar.
    var previousProperty: GraphemeBreakProperty { previous }

    /// Whether a cluster boundary lies before a scalar with these properties. Does not change state.
    @inline(__always)
    func isBoundary(before property: GraphemeBreakProperty, extendedPictographic: Bool) -> Bool {
        guard started else { return true }
        let p = previous
        if p == .cr && property == .lf { return false }                        // GB3
        if p == .control || p == .cr || p == .lf { return true }                // GB4
        if property == .control || property == .cr || property == .lf { return true } // GB5
        if p == .l && (property == .l || property == .v || property == .lv || property == .lvt) {
            return false                                                        // GB6
        }
        if (p == .lv || p == .v) && (property == .v || property == .t) { return false } // GB7
        if (p == .lvt || p == .t) && property == .t { return false }            // GB8
        if property == .extend || property == .zwj || property == .spacingMark { return false } // GB9, GB9a
        if p == .prepend { return false }                                       // GB9b
        if emoji == 2 && extendedPictographic { return false }                  // GB11
        if p == .regionalIndicator && property == .regionalIndicator && regionalOdd { return false } // GB12, GB13
        return true                                                             // GB999
    }

    /// Moves past a scalar.
    @inline(__always)
    mutating func advance(_ property: GraphemeBreakProperty, extendedPictographic: Bool) {
        if extendedPictographic {
            emoji = 1
        } else if emoji == 1 && property == .extend {
            emoji = 1
        } else if emoji == 1 && property == .zwj {
            emoji = 2
        } else {
            emoji = 0
        }
        if property == .regionalIndicator {
            regionalOdd = previous == .regionalIndicator ? !regionalOdd : true
        } else {
            regionalOdd = false
        }
        previous = property
        started = true
    }
}

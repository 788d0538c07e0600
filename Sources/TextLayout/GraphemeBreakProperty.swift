/// UAX #29 Grapheme_Cluster_Break values; the order matches the generated tables.
enum GraphemeBreakProperty: UInt8, Sendable {
    case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark
    case l, v, t, lv, lvt

    /// Other, CR, LF, Control, LV or LVT: between two such scalars the only rule that joins is
    /// CR × LF, which is what lets `BreakAutomaton` skip the cluster state machine.
    @inline(__always) var isSimple: Bool { rawValue <= 3 || rawValue >= 12 }
}

/// UAX #29 Grapheme_Cluster_Break values; the order matches the generated tables.
enum GraphemeBreakProperty: UInt8, Sendable {
    case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark
    case l, v, t, lv, lvt
}

/// UAX #14 Line_Break classes after rule LB1 (AI, SG, XX, SA and CJ already resolved).
///
/// The order is the generator's (scripts/unicode/generate_tables.py): the raw values are stored in
/// the generated tables.
enum LineBreakClass: UInt8, Sendable {
    case BK, CR, LF, CM, NL, WJ, ZW, GL, SP, ZWJ, B2, BA, BB, HY, CB
    case CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR, SY, AK, AL, AP
    case AS, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI, VF, VI

    /// True for the classes that force a break after them (LB4, LB5).
    var isMandatoryBreak: Bool { self == .BK || self == .CR || self == .LF || self == .NL }
}

/// The generated property word of one code point, unpacked on demand.
///
/// Layout (see scripts/unicode/generate_tables.py): bits 0-5 line break class, 6-9 grapheme break
/// property, 10-11 width class, 12 East Asian F/W/H, 13 Extended_Pictographic, 14 pictographic and
/// unassigned.
struct ScalarProperties: Sendable {
    let word: UInt16

    @inline(__always) init(word: UInt16) { self.word = word }

    @inline(__always) var lineBreak: LineBreakClass {
        unsafeBitCast(UInt8(truncatingIfNeeded: word & 0x3F), to: LineBreakClass.self)
    }

    @inline(__always) var graphemeBreak: GraphemeBreakProperty {
        unsafeBitCast(UInt8(truncatingIfNeeded: (word >> 6) & 0xF), to: GraphemeBreakProperty.self)
    }

    /// 0 zero width, 1 narrow, 2 wide, 3 East Asian Ambiguous.
    @inline(__always) var widthClass: Int { Int((word >> 10) & 3) }

    @inline(__always) var isEastAsianFullHalfOrWide: Bool { word & (1 << 12) != 0 }
    @inline(__always) var isExtendedPictographic: Bool { word & (1 << 13) != 0 }
    @inline(__always) var isUnassignedPictographic: Bool { word & (1 << 14) != 0 }

    /// Columns of the scalar on its own, before any cluster rule.
    @inline(__always) func columns(ambiguousIsWide: Bool) -> Int {
        let w = widthClass
        return w == 3 ? (ambiguousIsWide ? 2 : 1) : w
    }
}

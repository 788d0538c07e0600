/// One column of the canvas: a grapheme cluster and its style, or a later column of a wide cluster.
///
/// Plain data (cluster and style are each packed into 64 bits), so a canvas copies without
/// reference counting and two frames compare cell by cell with integer comparisons.
public struct Cell: Hashable, Sendable {
    package var glyph: Glyph
    package var packedStyle: PackedStyle
    /// Columns the cluster takes: 1 or more for a cluster's first column (2 for CJK, 2 or more
    /// for a letter with spacing vowel signs such as "नि"), 0 for a continuation cell.
    public var width: UInt8

    /// A cell holding `character`, which occupies `width` columns from here.
    public init(character: Character, width: UInt8 = 1, style: CellStyle = .plain) {
        self.glyph = Glyph(character)
        self.packedStyle = PackedStyle(style)
        self.width = width
    }

    init(glyph: Glyph, width: UInt8, style: PackedStyle) {
        self.glyph = glyph
        self.packedStyle = style
        self.width = width
    }

    /// The cluster drawn here; a space for blank cells and for continuation cells.
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// Colours and attributes.
    public var style: CellStyle {
        get { packedStyle.style }
        set { packedStyle = PackedStyle(newValue) }
    }

    /// True for a later column of a wide cluster (whose first column is a cell to the left).
    public var isContinuation: Bool { width == 0 }

    /// An empty cell in the plain style.
    public static let blank = Cell(glyph: .space, width: 1, style: .plain)

    /// An empty cell in `style`.
    public static func blank(_ style: CellStyle) -> Cell {
        Cell(glyph: .space, width: 1, style: PackedStyle(style))
    }

    static func blank(packed style: PackedStyle) -> Cell {
        Cell(glyph: .space, width: 1, style: style)
    }

    /// A later column of a wide cluster drawn in `style`.
    static func continuation(_ style: PackedStyle) -> Cell {
        Cell(glyph: .space, width: 0, style: style)
    }

    @inline(__always)
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.glyph.bits == rhs.glyph.bits && lhs.packedStyle.bits == rhs.packedStyle.bits && lhs.width == rhs.width
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(glyph.bits)
        hasher.combine(packedStyle.bits)
        hasher.combine(width)
    }
}

/// One column of the canvas: a grapheme cluster and its style, or the right half of a wide cluster.
public struct Cell: Hashable, Sendable {
    /// The cluster drawn here; a space for blank cells and for continuation cells.
    public var character: Character
    /// Columns the cluster takes: 1 or 2 for a cluster's first column, 0 for a continuation cell.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A cell holding `character`, which occupies `width` columns from here.
    public init(character: Character, width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// True for the second column of a wide cluster (whose first column is the cell to the left).
    public var isContinuation: Bool { width == 0 }

    /// An empty cell in the plain style.
    public static let blank = Cell(character: " ")

    /// An empty cell in `style`.
    public static func blank(_ style: CellStyle) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }

    /// The continuation half of a wide cluster drawn in `style`.
    static func continuation(_ style: CellStyle) -> Cell {
        Cell(character: " ", width: 0, style: style)
    }
}

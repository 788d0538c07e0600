/// Where `TableModel.scroll(toRow:alignment:)` places a row on screen.
public enum ScrollAlignment: Sendable, Equatable {
    /// The row's first line on the first screen line.
    case top
    /// The row centred in the viewport.
    case center
    /// The row's last content line on the last screen line.
    case bottom
    /// The smallest scroll that shows the whole row (or its top when taller than the viewport).
    case nearest
    /// The row's first line on this screen line, as near as the row and the viewport rules allow:
    /// where a reload puts the row that was selected, so the reader's place stays on screen.
    case line(Int)
}

import CellLayout

/// The list's row styles (comfortable, compact, one line) are CellLayout's, which owns their
/// templates; the name is given here too so the app's users need not import the layout engine.
public typealias RowStyle = CellLayout.RowStyle

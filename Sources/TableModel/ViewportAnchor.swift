/// What must stay put on screen across a change (resize, reload, insert, late measurement).
enum ViewportAnchor {
    /// The selected row's first line was on `screenLine` (negative: partly above the screen).
    case selection(row: Int, screenLine: Int, blockHeight: Int)
    /// No selection on screen: `row` was the top row with `offset` of its `blockHeight` lines hidden.
    case top(row: Int, offset: Int, blockHeight: Int)
    /// The last row ended flush on the last screen line with rows hidden above: stay at the bottom.
    case bottom
    /// The table was empty.
    case none

    /// The anchored row, if any.
    var row: Int? {
        switch self {
        case .selection(let row, _, _), .top(let row, _, _): return row
        case .bottom, .none: return nil
        }
    }

    /// The same anchor on `row` (after rows were re-indexed).
    func moved(to row: Int) -> ViewportAnchor {
        switch self {
        case .selection(_, let line, let height): return .selection(row: row, screenLine: line, blockHeight: height)
        case .top(_, let offset, let height): return .top(row: row, offset: offset, blockHeight: height)
        case .bottom: return .bottom
        case .none: return .none
        }
    }
}

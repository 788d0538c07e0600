/// Where each part of the screen goes for a terminal size, an orientation and a focus.
public struct ScreenLayout: Sendable, Equatable {
    public var orientation: Orientation
    /// The feed title row (empty when the terminal is too short for it).
    public var header: Rect
    /// The list pane including its 1-column scroll bar; empty when the detail is pushed.
    public var list: Rect
    /// The detail pane; empty in portrait when the list is shown.
    public var detail: Rect
    /// The vertical rule between the panes in landscape.
    public var divider: Rect
    /// The status line (position, loading progress, prompts, errors).
    public var status: Rect

    /// The layout of a `width` x `height` terminal. In landscape the list takes about 40% of the
    /// width but at least 40 columns; the detail gets the rest minus a divider column.
    public init(width: Int, height: Int, focus: Focus) {
        orientation = Orientation.of(width: width, height: height)
        let width = max(0, width), height = max(0, height)
        // Short terminals drop the header first, then keep only the status line.
        let hasHeader = height >= 3
        let hasStatus = height >= 1
        header = hasHeader ? Rect(x: 0, y: 0, width: width, height: 1) : .zero
        status = hasStatus ? Rect(x: 0, y: height - 1, width: width, height: 1) : .zero
        let bodyTop = hasHeader ? 1 : 0
        let bodyHeight = max(0, height - bodyTop - (hasStatus ? 1 : 0))
        switch orientation {
        case .landscape:
            let listWidth = min(width, max(40, width * 2 / 5))
            list = Rect(x: 0, y: bodyTop, width: listWidth, height: bodyHeight)
            divider = Rect(x: listWidth, y: bodyTop, width: 1, height: bodyHeight)
            detail = Rect(x: listWidth + 1, y: bodyTop, width: width - listWidth - 1, height: bodyHeight)
        case .portrait:
            divider = .zero
            let body = Rect(x: 0, y: bodyTop, width: width, height: bodyHeight)
            list = focus == .list ? body : .zero
            detail = focus == .detail ? body : .zero
        }
    }
}

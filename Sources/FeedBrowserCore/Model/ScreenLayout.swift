import TerminalUI

/// The screen as shown for one focus: the panes of a `ScreenGeometry`, the hidden one empty.
public struct ScreenLayout: Sendable, Equatable {
    public var orientation: Orientation
    /// The feed title row (empty when the terminal is too short for it).
    public var header: Rect
    /// The library's feed list with its scroll bar; empty when not shown.
    public var feeds: Rect
    /// The list pane including its 1-column scroll bar; empty when the detail is pushed.
    public var list: Rect
    /// The detail pane; empty in portrait when the list is shown.
    public var detail: Rect
    /// The vertical rule between the panes in landscape.
    public var divider: Rect
    /// The status line (position, loading progress, prompts, errors).
    public var status: Rect

    public init(orientation: Orientation, header: Rect, feeds: Rect = .zero, list: Rect, detail: Rect, divider: Rect, status: Rect) {
        self.orientation = orientation
        self.header = header
        self.feeds = feeds
        self.list = list
        self.detail = detail
        self.divider = divider
        self.status = status
    }

    /// The layout of a `width` x `height` terminal with `focus` on one feed's list and detail (see `ScreenGeometry`).
    public init(width: Int, height: Int, focus: Focus) {
        self = ScreenGeometry(size: TerminalSize(width: width, height: height)).layout(focus: focus)
    }
}

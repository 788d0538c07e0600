import TerminalUI

/// Where each part of the screen goes for one terminal size, computed once per size change and
/// kept in `AppState`: the list and detail panes as they are when shown, whatever the focus.
public struct ScreenGeometry: Sendable, Equatable {
    /// Landscape shows the list at about this share of the width…
    public static let listShareOfWidth = (numerator: 2, denominator: 5)
    /// …but never narrower than this many columns (a row needs room for its title beside a picture).
    public static let minimumListWidth = 40
    /// Below this many rows the header goes; below `minimumStatusHeight` the status line too.
    public static let minimumHeaderHeight = 3
    public static let minimumStatusHeight = 1

    public var size: TerminalSize
    public var orientation: Orientation
    /// The feed title row (empty when the terminal is too short for it).
    public var header: Rect
    /// The status line (position, loading progress, prompts, errors).
    public var status: Rect
    /// The left pane in landscape (the whole body in portrait), scroll bar included.
    public var listPane: Rect
    /// The right pane in landscape (the whole body in portrait).
    public var detailPane: Rect
    /// The vertical rule between the panes in landscape (empty in portrait).
    public var divider: Rect

    /// The geometry of a `size` terminal. In landscape the list takes `listShareOfWidth` of the
    /// width but at least `minimumListWidth` columns; the detail gets the rest minus a divider.
    /// In portrait both panes take the whole body: one is pushed over the other.
    public init(size: TerminalSize) {
        self.size = size
        orientation = Orientation.of(width: size.width, height: size.height)
        let width = size.width, height = size.height
        // Short terminals drop the header first, then keep only the status line.
        let hasHeader = height >= Self.minimumHeaderHeight
        let hasStatus = height >= Self.minimumStatusHeight
        header = hasHeader ? Rect(x: 0, y: 0, width: width, height: 1) : .zero
        status = hasStatus ? Rect(x: 0, y: height - 1, width: width, height: 1) : .zero
        let bodyTop = hasHeader ? 1 : 0
        let body = Rect(x: 0, y: bodyTop, width: width, height: height - bodyTop - (hasStatus ? 1 : 0))
        switch orientation {
        case .landscape:
            let share = width * Self.listShareOfWidth.numerator / Self.listShareOfWidth.denominator
            let listWidth = min(width, max(Self.minimumListWidth, share))
            listPane = Rect(x: 0, y: body.y, width: listWidth, height: body.height)
            divider = Rect(x: listWidth, y: body.y, width: 1, height: body.height)
            detailPane = Rect(x: listWidth + 1, y: body.y, width: width - listWidth - 1, height: body.height)
        case .portrait:
            listPane = body
            detailPane = body
            divider = .zero
        }
    }

    /// The arrangement shown with `focus` on the navigation stack `levels` (one feed: list and
    /// detail; the library: feeds, list and detail). Portrait shows the focused level alone.
    /// Landscape shows two neighbouring levels side by side: the focused one and the one before
    /// it, or the first two while the first is focused (the list previews the selected feed, the
    /// detail the selected item), so the left pane is always the level that chose what the right shows.
    public func layout(focus: Focus, levels: [Focus] = [.list, .detail]) -> ScreenLayout {
        var panes: [Focus: Rect] = [:]
        let depth = levels.firstIndex(of: focus) ?? 0
        if orientation == .portrait || levels.count < 2 {
            panes[focus] = listPane
        } else {
            let right = max(1, depth)
            panes[levels[right - 1]] = listPane
            panes[levels[right]] = detailPane
        }
        return ScreenLayout(
            orientation: orientation, header: header, feeds: panes[.feeds] ?? .zero, list: panes[.list] ?? .zero,
            detail: panes[.detail] ?? .zero, divider: divider, status: status)
    }
}

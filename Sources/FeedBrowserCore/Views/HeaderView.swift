import Feeds
import TerminalUI
import TextLayout

/// Draws the top line: the feed's title, and where there is room, how to get help. In landscape
/// the line is cut over the two panes, each with its own header, the focused one marked ("▸",
/// bright) and the other dim, so where j and k go can be seen.
struct HeaderView {
    /// A pane's header: the columns over the pane, its title and whether it has the focus.
    struct Pane {
        var columns: Rect
        var title: String
        var focused: Bool
    }

    var title: String
    /// The panes side by side (landscape); empty: one header over the whole width.
    var panes: [Pane] = []
    var theme: Theme
    /// The key bound to help in the hint ("?"); nil when help is unbound (no hint then).
    var helpKey: String? = "?"

    static let focusMarker = "▸ "

    func draw(in line: Rect, canvas: inout Canvas) {
        guard !line.isEmpty else { return }
        canvas.fill(line, style: theme.header, clip: line)
        let hint = helpKey.map { "\($0) help" } ?? ""
        let showHint = line.width >= 30 && !hint.isEmpty
        let hintColumns = showHint ? DisplayWidth.of(hint) + 2 : 0
        if panes.isEmpty {
            let room = line.width - hintColumns - 1
            canvas.draw(Truncation.truncate(FeedItem.oneLine(title), toColumns: room), x: line.x + 1, y: line.y,
                        style: theme.header, maxWidth: room, clip: line)
        } else {
            for pane in panes {
                let style = pane.focused ? theme.focusedPaneHeader : theme.paneHeader
                let columns = Rect(x: pane.columns.x, y: line.y, width: pane.columns.width, height: 1)
                canvas.fill(columns, style: style, clip: line)
                // The hint keeps its place at the right end of the line.
                let end = min(columns.x + columns.width, line.x + line.width - hintColumns)
                let room = end - columns.x - 1
                guard room > 0 else { continue }
                let text = (pane.focused ? Self.focusMarker : "  ") + FeedItem.oneLine(pane.title)
                canvas.draw(Truncation.truncate(text, toColumns: room), x: columns.x + 1, y: line.y, style: style,
                            maxWidth: room, clip: line)
            }
        }
        if showHint {
            canvas.draw(hint, x: line.x + line.width - DisplayWidth.of(hint) - 1, y: line.y, style: theme.header, clip: line)
        }
    }
}

import Feeds
import TerminalUI
import TextLayout

/// Draws the top line: the feed's title, and where there is room, how to get help.
struct HeaderView {
    var title: String
    var theme: Theme
    /// The key bound to help in the hint ("?"); nil when help is unbound (no hint then).
    var helpKey: String? = "?"

    func draw(in line: Rect, canvas: inout Canvas) {
        guard !line.isEmpty else { return }
        canvas.fill(line, style: theme.header, clip: line)
        let hint = helpKey.map { "\($0) help" } ?? ""
        let showHint = line.width >= 30 && !hint.isEmpty
        let room = line.width - (showHint ? DisplayWidth.of(hint) + 2 : 0) - 1
        canvas.draw(Truncation.truncate(FeedItem.oneLine(title), toColumns: room), x: line.x + 1, y: line.y,
                    style: theme.header, maxWidth: room, clip: line)
        if showHint {
            canvas.draw(hint, x: line.x + line.width - DisplayWidth.of(hint) - 1, y: line.y, style: theme.header, clip: line)
        }
    }
}

import TerminalUI
import TextLayout

/// Shows the status line's message or error whole, wrapped in a framed box over the middle of the
/// screen: what did not fit the line can always be read. The next key or click closes it.
struct MessageOverlay {
    var text: String
    var isError: Bool
    var theme: Theme

    /// The box for `text` on `screen`, and its wrapped lines (as many as fit).
    static func layout(_ text: String, on screen: Rect) -> (box: Rect, lines: [Substring]) {
        let width = min(screen.width, 76)
        let textWidth = max(1, width - 4)
        let wrapped = ((try? TextWrapper.wrap(text, width: textWidth)) ?? []).map { text[$0.range] }
        let height = min(screen.height, wrapped.count + 4)
        let box = Rect(x: screen.x + (screen.width - width) / 2, y: screen.y + (screen.height - height) / 2, width: width, height: height)
        return (box, Array(wrapped.prefix(max(0, height - 4))))
    }

    func draw(on screen: Rect, canvas: inout Canvas) {
        let (box, lines) = Self.layout(text, on: screen)
        guard box.width >= 4, box.height >= 3 else { return }
        canvas.fill(box, style: theme.overlay, clip: screen)
        canvas.drawClippedBox(box, style: theme.overlay, clip: screen)
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        let title = Truncation.truncate((isError ? "Error" : "Message") + " (any key closes)", toColumns: inner.width)
        canvas.draw(title, x: inner.x, y: inner.y, style: theme.heading, clip: inner)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, x: inner.x, y: inner.y + 2 + offset, style: theme.overlay, clip: inner)
        }
    }
}

import TerminalUI

/// Draws the key bindings, read from the key map, in a framed box over the middle of the screen,
/// scrolled down `scroll` rows; the frame says when more rows are above or below.
struct HelpOverlay {
    var keyMap: KeyMap
    var theme: Theme
    var scroll: Int

    func draw(on screen: Rect, canvas: inout Canvas) {
        let layout = HelpLayout(keyMap: keyMap, screen: screen)
        let box = layout.box
        guard box.width >= 4, box.height >= 3 else { return }
        canvas.fill(box, style: theme.overlay, clip: screen)
        canvas.drawClippedBox(box, style: theme.overlay, clip: screen)
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        canvas.draw(layout.title(fitting: inner.width), x: inner.x, y: inner.y, style: theme.heading, clip: inner)
        let first = min(max(0, scroll), layout.maxScroll)
        for (offset, row) in layout.rows.dropFirst(first).prefix(layout.visibleRows).enumerated() {
            let y = inner.y + 2 + offset
            canvas.draw(row.keys, x: inner.x, y: y, style: theme.overlayKey, clip: inner)
            canvas.draw(row.text, x: inner.x + layout.keyColumn, y: y, style: theme.overlay, clip: inner)
        }
        // Marks on the frame, where they take no row from the list.
        let border = Rect(x: box.x + 1, y: box.y, width: box.width - 2, height: box.height)
        if first > 0 {
            canvas.draw(" ↑ more ", x: box.x + box.width - 10, y: box.y, style: theme.heading, clip: border)
        }
        if first < layout.maxScroll {
            canvas.draw(" ↓ more ", x: box.x + box.width - 10, y: box.y + box.height - 1, style: theme.heading, clip: border)
        }
    }
}

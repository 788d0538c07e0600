import TerminalUI

/// Draws the key bindings, read from the key map, in a framed box over the middle of the screen.
struct HelpOverlay {
    var keyMap: KeyMap
    var theme: Theme

    func draw(on screen: Rect, canvas: inout Canvas) {
        let keyColumn = (keyMap.bindings.map { $0.keyLabel.count }.max() ?? 0) + 2
        let textColumn = keyMap.bindings.map { $0.summary.count }.max() ?? 0
        let width = min(screen.width, keyColumn + textColumn + 4)
        let height = min(screen.height, keyMap.bindings.count + 4)
        guard width >= 4, height >= 3 else { return }
        let box = Rect(x: screen.x + (screen.width - width) / 2, y: screen.y + (screen.height - height) / 2, width: width, height: height)
        canvas.fill(box, style: theme.overlay, clip: screen)
        canvas.drawClippedBox(box, style: theme.overlay, clip: screen)
        let inner = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
        canvas.draw("Keys (any key closes)", x: inner.x, y: inner.y, style: theme.heading, clip: inner)
        for (index, binding) in keyMap.bindings.enumerated() {
            let y = inner.y + 2 + index
            canvas.draw(binding.keyLabel, x: inner.x, y: y, style: theme.overlayKey, clip: inner)
            canvas.draw(binding.summary, x: inner.x + keyColumn, y: y, style: theme.overlay, clip: inner)
        }
    }
}

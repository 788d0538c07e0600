import TextLayout

/// Where the help overlay goes on a screen and what its rows say: descriptions wrap in their
/// column, so a small terminal gets a taller list that scrolls instead of cut text. Used by the
/// overlay to draw and by `update` to know how far the help scrolls.
struct HelpLayout {
    /// The framed box, centred on the screen.
    let box: Rect
    /// Columns from the key labels' start to the descriptions' start.
    let keyColumn: Int
    /// One screen row each: the keys (on a binding's first row only) and a piece of the description.
    let rows: [(keys: String, text: String)]
    /// Rows of `rows` the box shows at once (the title and a blank row take the top of the box).
    let visibleRows: Int

    /// How far the rows scroll: 0 when they all fit.
    var maxScroll: Int { max(0, rows.count - visibleRows) }

    /// The title over the key list: how to scroll when the list does not fit.
    var title: String { maxScroll > 0 ? "Keys (j/k scroll; other keys close)" : "Keys (any key closes)" }

    init(keyMap: KeyMap, screen: Rect) {
        keyColumn = (keyMap.bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0) + 2
        let widestText = keyMap.bindings.map { DisplayWidth.of($0.summary) }.max() ?? 0
        let width = min(screen.width, keyColumn + widestText + 4)
        let textWidth = width - 4 - keyColumn
        var rows: [(keys: String, text: String)] = []
        for binding in keyMap.bindings {
            guard textWidth >= 8, let lines = try? TextWrapper.wrap(binding.summary, width: textWidth) else {
                // Too narrow to wrap into anything readable: one row each, cut with an ellipsis.
                rows.append((binding.keyLabel, Truncation.truncate(binding.summary, toColumns: max(1, textWidth))))
                continue
            }
            for (index, line) in lines.enumerated() {
                rows.append((index == 0 ? binding.keyLabel : "", String(binding.summary[line.range])))
            }
        }
        self.rows = rows
        let height = min(screen.height, rows.count + 4)
        box = Rect(x: screen.x + (screen.width - width) / 2, y: screen.y + (screen.height - height) / 2, width: width, height: height)
        visibleRows = max(0, height - 4)
    }
}

import TerminalUI
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

    /// Below this many columns for the descriptions, they go under the keys instead of beside them.
    static let narrowestTextColumn = 12

    /// How far the rows scroll: 0 when they all fit.
    var maxScroll: Int { max(0, rows.count - visibleRows) }

    /// The title over the key list, saying how to scroll when the list does not fit: the longest
    /// wording that fits in `columns` (cut only when even "Keys" does not).
    func title(fitting columns: Int) -> String {
        let wordings = maxScroll > 0 ? ["Keys (j/k scroll; other keys close)", "Keys (j/k scroll)", "Keys"]
                                     : ["Keys (any key closes)", "Keys"]
        return wordings.first { DisplayWidth.of($0) <= columns } ?? Truncation.truncate("Keys", toColumns: columns)
    }

    /// What the mouse does, listed after the keys.
    static let mouseRows: [(keys: String, text: String)] = [
        ("click", "mouse: select a row, focus a pane; on the selected row, open it"),
        ("wheel", "mouse: scroll the pane under the pointer"),
        ("click [n]", "mouse: open link n of the detail"),
        ("click status", "mouse: show the status line's message whole"),
        ("Shift-drag", "select text as usual (--no-mouse leaves the mouse to the terminal)"),
    ]

    /// Descriptions wider than this wrap, so one long one does not widen the whole box.
    static let widestTextColumn = 72

    init(keyMap: KeyMap, screen: Rect) {
        let entries = keyMap.bindings.map { (keys: $0.keyLabel, text: $0.summary) } + Self.mouseRows
        let labelColumns = (entries.map { DisplayWidth.of($0.keys) }.max() ?? 0) + 2
        let widestText = min(Self.widestTextColumn, entries.map { DisplayWidth.of($0.text) }.max() ?? 0)
        let width = min(screen.width, labelColumns + widestText + 4)
        // Too narrow for keys and descriptions side by side: each description goes under its keys.
        let stacked = width - 4 - labelColumns < Self.narrowestTextColumn
        keyColumn = stacked ? 2 : labelColumns
        let textWidth = width - 4 - keyColumn
        var rows: [(keys: String, text: String)] = []
        for entry in entries {
            if stacked { rows.append((entry.keys, "")) }
            guard textWidth >= 1, let lines = try? TextWrapper.wrap(entry.text, width: textWidth) else { continue }
            for (index, line) in lines.enumerated() {
                rows.append((index == 0 && !stacked ? entry.keys : "", String(entry.text[line.range])))
            }
        }
        self.rows = rows
        let height = min(screen.height, rows.count + 4)
        box = Rect(x: screen.x + (screen.width - width) / 2, y: screen.y + (screen.height - height) / 2, width: width, height: height)
        visibleRows = max(0, height - 4)
    }
}

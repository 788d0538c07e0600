import TerminalUI
import TextLayout

/// Draws the bottom line: a prompt, message, error or the active filter on the left; loading
/// progress, the position n/N and, while reading the detail, where in the text it is (as vim
/// shows it: Top, Bot, All or a percentage) on the right.
struct StatusLineView {
    var state: AppState
    var list: ListPane
    var theme: Theme
    /// "Top", "Bot", "All" or "NN%" for the detail text when the detail has the focus.
    var detailPosition: String?

    static let hint = "? help  q quit"

    /// The end of `text` in at most `columns` columns, after "…" when its start is left out.
    static func tail(of text: String, columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        guard columns > 1 else { return "" }
        var kept = Substring(text)
        while !kept.isEmpty, DisplayWidth.of(kept) > columns - 1 { kept = kept.dropFirst() }
        return Truncation.ellipsis + kept
    }

    func draw(in line: Rect, canvas: inout Canvas) {
        guard !line.isEmpty else { return }
        canvas.fill(line, style: theme.status, clip: line)
        var right = ""
        if case .loading(let received) = state.loadStatus {
            right = "Loading… \(NumberText.grouped(received)) items  "
        }
        if let selected = list.selectedRow {
            right += "\(NumberText.grouped(selected + 1))/\(NumberText.grouped(list.rowCount))"
        } else {
            right += "0/\(NumberText.grouped(list.rowCount))"
        }
        if let detailPosition { right += "  " + detailPosition }
        // The left side in pieces, as a prompt's selected text is drawn apart from the rest.
        var left: [(text: String, style: CellStyle)] = []
        switch state.inputMode {
        case .filter: left = [("/" + list.filter + "▏", theme.status)]
        case .query:
            if state.queryDraftSelected {
                left = [("Query: ", theme.status), (state.queryDraft, theme.selectedText),
                        ("  (type to replace it, End to edit it, Enter loads)", theme.status)]
            } else if state.queryDraft.isEmpty {
                left = [("Query: ▏  type what to search for, then Enter (Esc cancels)", theme.status)]
            } else {
                left = [("Query: " + state.queryDraft + "▏  (Enter loads, Esc cancels, C-u clears)", theme.status)]
            }
        case .linkNumber(let digits): left = [("Open link: " + digits + "▏", theme.status)]
        case .normal:
            if let message = state.message {
                left = [(message, theme.status)]
            } else if case .failed(let error) = state.loadStatus {
                left = [("Error: " + error, theme.statusError)]
            } else if !list.filter.isEmpty {
                left = [("Filter: " + list.filter + "  (/ edits, Esc clears)", theme.status)]
            } else {
                left = [(Self.hint, theme.status)]
            }
        }
        let rightWidth = min(line.width, right.count)
        let leftWidth = max(0, line.width - rightWidth - 1)
        // A cut hint ("? he") helps nobody: on a narrow line the position alone is clearer. A
        // message or error that does not fit ends in "…", so it is seen to go on.
        if left.count == 1, left[0].text == Self.hint, Self.hint.count > leftWidth { left = [] }
        // A prompt being typed shows its end instead, where the cursor is ("…lantern▏").
        if left.count == 1 {
            left[0].text = state.inputMode == .normal ? Truncation.truncate(left[0].text, toColumns: leftWidth)
                : Self.tail(of: left[0].text, columns: leftWidth)
        }
        var x = line.x
        for piece in left where x < line.x + leftWidth {
            x += canvas.draw(piece.text, x: x, y: line.y, style: piece.style, maxWidth: line.x + leftWidth - x, clip: line)
        }
        // The position wins over the left text when the line is short; it is what people look for.
        if line.width - rightWidth >= 0 {
            canvas.draw(right, x: line.x + line.width - rightWidth, y: line.y, style: theme.status, clip: line)
        }
    }
}

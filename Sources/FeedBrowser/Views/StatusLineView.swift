import TerminalUI

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
        var left = ""
        var leftStyle = theme.status
        switch state.inputMode {
        case .filter: left = "/" + list.filter + "▏"
        case .query: left = "Query: " + state.queryDraft + "▏  (Enter to load, Esc to cancel)"
        case .normal:
            if let message = state.message {
                left = message
            } else if case .failed(let error) = state.loadStatus {
                left = "Error: " + error
                leftStyle = theme.statusError
            } else if !list.filter.isEmpty {
                left = "Filter: " + list.filter + "  (/ edits, Esc clears)"
            } else {
                left = Self.hint
            }
        }
        let rightWidth = min(line.width, right.count)
        // A cut hint ("? he") helps nobody: on a narrow line the position alone is clearer.
        if left == Self.hint && left.count > line.width - rightWidth - 1 { left = "" }
        let leftWidth = canvas.draw(left, x: line.x, y: line.y, style: leftStyle, maxWidth: max(0, line.width - rightWidth - 1), clip: line)
        // The position wins over the left text when the line is short; it is what people look for.
        if line.width - rightWidth >= 0 {
            _ = leftWidth
            canvas.draw(right, x: line.x + line.width - rightWidth, y: line.y, style: theme.status, clip: line)
        }
    }
}

import Feeds
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
    /// What the keys do here, shown when there is nothing else to say ("? help  q back").
    var hint: String
    /// The key that shows a message too long for the line whole, named after the cut one.
    var moreKey: String?

    /// The message, activity, error or filter the line shows in normal mode, and whether it is
    /// an error; nil when it shows the hint. The message overlay shows the same text whole.
    static func statusText(state: AppState, list: ListPane) -> (text: String, isError: Bool)? {
        if let message = state.message { return (message, false) }
        if let activity = state.activity { return (activity, false) }
        if case .failed(let error) = state.loadStatus { return ("Error: " + error, true) }
        if !list.filter.isEmpty { return ("Filter: " + list.filter + "  (/ edits, Esc clears)", false) }
        return nil
    }

    /// The cursor of a prompt being typed, drawn between the clusters it stands between.
    static let cursor = "▏"

    /// "Open this link? URL (y/n)" in at most `columns` columns. The URL is shown whole where it
    /// fits; where it does not, its start (the scheme, which is why the question is asked) and
    /// its end stay, with "…" between, and the question and "(y/n)" are never cut.
    static func linkQuestion(_ url: String, columns: Int) -> String {
        let clean = Sanitizer.sanitize(url)
        let (before, after) = ("Open this link? ", " (y/n)")
        let room = columns - DisplayWidth.of(before) - DisplayWidth.of(after)
        if DisplayWidth.of(clean) <= room { return before + clean + after }
        let clusters = Array(clean)
        // Two thirds of the room to the start, where the scheme and host are.
        var headWidth = 0, head = 0
        while head < clusters.count, headWidth + DisplayWidth.of(clusters[head]) <= (room - 1) * 2 / 3 {
            headWidth += DisplayWidth.of(clusters[head])
            head += 1
        }
        var tailWidth = 0, tail = clusters.count
        while tail > head, headWidth + 1 + tailWidth + DisplayWidth.of(clusters[tail - 1]) <= room {
            tail -= 1
            tailWidth += DisplayWidth.of(clusters[tail])
        }
        return before + String(clusters[..<head]) + Truncation.ellipsis + String(clusters[tail...]) + after
    }

    /// "Mark 8,486 items in 12 feeds read? (y/n)", the question `A` asks before marking several feeds' items.
    static func markReadQuestion(_ question: MarkReadQuestion) -> String {
        let items = question.items == 1 ? "1 item" : "\(NumberText.grouped(question.items)) items"
        return "Mark \(items) in \(NumberText.grouped(question.feeds)) feeds read? (y/n)"
    }

    /// A prompt line (`beforeCursor`, the cursor, `afterCursor`) in at most `columns` columns.
    /// When it is wider, it scrolls so the cursor stays visible, with "…" on each side cut: the
    /// end while the cursor is near it (typing at the end shows "…eing typed▏"), the start while
    /// it is near that, else the cursor in the middle. The view keeps no scroll position, so the
    /// window follows from the cursor alone. O(n) in the line's clusters.
    static func promptWindow(beforeCursor: String, afterCursor: String, columns: Int) -> String {
        let clusters = Array(beforeCursor) + [Character(cursor)] + Array(afterCursor)
        let widths = clusters.map { DisplayWidth.of($0) }
        let cursorIndex = beforeCursor.count
        guard widths.reduce(0, +) > columns else { return String(clusters) }
        // Too narrow for "…" on both sides of the cursor: the cursor alone says where typing goes.
        guard columns >= 3 else { return columns > 0 ? cursor : "" }
        // Up to half the room between the two "…" goes to the text before the cursor.
        let roomBefore = (columns - 3) / 2
        var start = cursorIndex
        // Without a "…" on the left its column goes to the text too.
        if widths[..<cursorIndex].reduce(0, +) <= roomBefore + 1 {
            start = 0
        } else {
            var widthBefore = 0
            while widthBefore + widths[start - 1] <= roomBefore {
                start -= 1
                widthBefore += widths[start]
            }
        }
        // Near the end, the window holds the end (the cursor in it) rather than a half-empty line.
        var tailStart = clusters.count
        var tailWidth = 0
        while tailStart > 0, tailWidth + widths[tailStart - 1] <= columns - 1 {
            tailStart -= 1
            tailWidth += widths[tailStart]
        }
        if start > 0, tailStart <= start {
            return Truncation.ellipsis + String(clusters[tailStart...])
        }
        var end = start
        var used = start > 0 ? 1 : 0
        while end < clusters.count, used + widths[end] <= columns - 1 {
            used += widths[end]
            end += 1
        }
        return (start > 0 ? Truncation.ellipsis : "") + String(clusters[start..<end]) + Truncation.ellipsis
    }

    func draw(in line: Rect, canvas: inout Canvas) {
        guard !line.isEmpty else { return }
        canvas.fill(line, style: theme.status, clip: line)
        var right = ""
        if case .loading(let received) = state.loadStatus {
            right = "Loading… \(NumberText.grouped(received)) items  "
        }
        // A library list's filter answers from a worker, a large held list's searches in idle
        // steps: until then the rows are the last finished search's.
        if list.isSearching { right += "Searching…  " }
        if let selected = list.selectedRow {
            right += "\(NumberText.grouped(selected + 1))/\(NumberText.grouped(list.rowCount))"
        } else {
            right += "0/\(NumberText.grouped(list.rowCount))"
        }
        if let detailPosition { right += "  " + detailPosition }
        // The left side in pieces, as a prompt's selected text is drawn apart from the rest.
        var left: [(text: String, style: CellStyle)] = []
        // A prompt being typed: its label and line, and a hint after them where there is room.
        var prompt: (label: String, line: PromptLine, hint: String)?
        switch state.inputMode {
        case .filter: prompt = ("/", PromptLine(text: list.filter, cursor: state.promptCursor), "")
        case .query:
            if state.queryDraftSelected {
                left = [("Query: ", theme.status), (state.queryDraft, theme.selectedText),
                        ("  (type to replace it, End to edit it, Enter loads)", theme.status)]
            } else if state.queryDraft.isEmpty {
                prompt = ("Query: ", PromptLine(text: ""), "  type what to search for, then Enter (Esc cancels)")
            } else {
                prompt = ("Query: ", PromptLine(text: state.queryDraft, cursor: state.promptCursor),
                          "  (Enter loads, Esc cancels, C-u clears)")
            }
        case .linkNumber(let digits): prompt = ("Open link: ", PromptLine(text: digits), "")
        case .confirmLink(let url):
            // The question takes the whole line: the URL is what the reader must judge.
            right = ""
            left = [(Self.linkQuestion(url, columns: line.width - 1), theme.statusError)]
        case .confirmQuit:
            right = ""
            left = [("A refresh is running and quitting stops it: quit anyway? (y/n)", theme.statusError)]
        case .confirmMarkRead(let question):
            right = ""
            left = [(Self.markReadQuestion(question), theme.statusError)]
        case .normal:
            if let (text, isError) = Self.statusText(state: state, list: list) {
                left = [(text, isError ? theme.statusError : theme.status)]
            } else {
                left = [(hint, theme.status)]
            }
        }
        let rightWidth = min(line.width, right.count)
        let leftWidth = max(0, line.width - rightWidth - 1)
        // A cut hint ("? he") helps nobody: on a narrow line the position alone is clearer. A
        // message or error that does not fit ends in "…", so it is seen to go on.
        if left.count == 1, left[0].text == hint, DisplayWidth.of(hint) > leftWidth { left = [] }
        if let prompt {
            let shown = Self.promptWindow(beforeCursor: prompt.label + prompt.line.beforeCursor,
                                          afterCursor: String(prompt.line.afterCursor), columns: leftWidth)
            let hint = Truncation.truncate(prompt.hint, toColumns: leftWidth - DisplayWidth.of(shown))
            // A hint cut down to its "…" would read as more of the prompt: it is left out.
            left = [(shown + (hint == Truncation.ellipsis ? "" : hint), theme.status)]
        } else if left.count == 1 {
            // A message cut short says which key shows it whole (where that leaves room to read).
            let more = moreKey.map { "  \($0): all" } ?? ""
            if DisplayWidth.of(left[0].text) > leftWidth, state.inputMode == .normal, !more.isEmpty,
               leftWidth - DisplayWidth.of(more) >= 20 {
                left[0].text = Truncation.truncate(left[0].text, toColumns: leftWidth - DisplayWidth.of(more)) + more
            } else {
                left[0].text = Truncation.truncate(left[0].text, toColumns: leftWidth)
            }
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

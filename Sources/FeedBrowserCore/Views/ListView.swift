import TerminalUI
import TextLayout

/// Draws the list pane: every visible row from its measured frames, separators, the selection and
/// the 1-column scroll bar on the right edge.
struct ListView {
    /// The rows on screen with their layouts (`App.frameLayout`).
    var rows: [ListRow]
    var selectedRow: Int?
    /// The scroll bar thumb in pane rows, or nil when everything fits.
    var scrollThumb: (start: Int, length: Int)?
    var theme: Theme
    /// The list has focus (the selection marker is bright) rather than the detail.
    var focused: Bool
    /// What to say when there is no row to show.
    var emptyText: String
    var pictures: PictureBoxes
    /// The filter's words, highlighted where they occur in the rows' text.
    var query = FilterQuery("")

    func draw(in pane: Rect, canvas: inout Canvas, report: inout FrameReport) {
        guard !pane.isEmpty else { return }
        let content = Rect(x: pane.x, y: pane.y, width: pane.width - 1, height: pane.height)
        if rows.isEmpty {
            // Wrapped, not cut: on a narrow pane the notice is often all there is to read.
            let x = content.x + min(2, content.width - 1)
            let width = max(1, content.x + content.width - x - 1)
            let lines = (try? TextWrapper.wrap(emptyText, width: width)) ?? []
            for (index, line) in lines.enumerated() {
                canvas.draw(emptyText[line.range], x: x, y: content.y + min(1, content.height - 1) + index, style: theme.notice, clip: content)
            }
        }
        for row in rows {
            drawRow(row, content: content, canvas: &canvas, report: &report)
        }
        drawScrollBar(x: pane.x + pane.width - 1, pane: pane, canvas: &canvas)
    }

    private func drawRow(_ row: ListRow, content: Rect, canvas: inout Canvas, report: inout FrameReport) {
        let top = content.y + row.top
        let drawing = row.drawing
        let selected = row.row == selectedRow
        func style(_ base: CellStyle) -> CellStyle { selected ? theme.selected(base) : base }
        if selected {
            canvas.fill(Rect(x: content.x, y: top, width: content.width, height: drawing.height), style: style(.plain), clip: content)
            var marker = theme.selectionMarker
            if !focused { marker.dim = true; marker.bold = false }
            canvas.fill(Rect(x: content.x, y: top, width: min(1, content.width), height: drawing.height),
                        character: "▌", style: style(marker), clip: content)
        }
        // Library rows: unread titles bold behind a dot in the margin (an N when the item is new
        // since the reader last left), read ones plain; a star below marks a starred item. Marks
        // take no text column, so heights never change.
        if let state = row.state {
            if !state.isRead {
                canvas.draw(state.isNew ? "N" : "•", x: content.x + 1, y: top + 1, style: style(theme.unreadMarker), clip: content)
            }
            if state.isStarred { canvas.draw("★", x: content.x + 1, y: top + 2, style: style(theme.badge), clip: content) }
        }
        for label in drawing.labels {
            let labelStyle: CellStyle
            switch label.role {
            case .title: labelStyle = row.state?.isRead == true ? theme.readTitle : theme.title
            case .summary: labelStyle = theme.summary
            case .author: labelStyle = theme.author
            case .badge: labelStyle = theme.badge
            case .text: labelStyle = theme.text
            }
            let highlight = MatchHighlight(query: query, style: theme.match)
            for (offset, line) in label.lines.enumerated() {
                let x = content.x + label.frame.x, y = top + label.frame.y + offset
                canvas.draw(line, x: x, y: y, style: style(labelStyle), maxWidth: label.frame.width, clip: content)
                highlight.draw(line[...], x: x, y: y, maxWidth: label.frame.width, clip: content, canvas: &canvas)
            }
        }
        for box in drawing.boxes {
            let frame = box.frame.offsetBy(dx: content.x, dy: top)
            let sizeLabel = box.pixelSize.map { "\($0.width)x\($0.height)" }
            pictures.draw(url: box.role == .avatar ? nil : box.url, in: frame, sizeLabel: sizeLabel,
                          style: style(theme.box), clip: content, canvas: &canvas, report: &report)
        }
        let separatorY = top + drawing.height
        canvas.fill(Rect(x: content.x, y: separatorY, width: content.width, height: 1), character: "─", style: theme.separator, clip: content)
    }

    private func drawScrollBar(x: Int, pane: Rect, canvas: inout Canvas) {
        guard pane.width >= 2 else { return }
        guard let thumb = scrollThumb else { return }
        canvas.fill(Rect(x: x, y: pane.y, width: 1, height: pane.height), character: "│", style: theme.scrollTrack, clip: pane)
        canvas.fill(Rect(x: x, y: pane.y + thumb.start, width: 1, height: thumb.length), character: "┃", style: theme.scrollThumb, clip: pane)
    }
}

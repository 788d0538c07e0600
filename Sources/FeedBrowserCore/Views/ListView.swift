import Foundation
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
    /// The time the rows' dates are counted from, and the zone their days are in.
    var now: Date? = nil
    var timeZone: TimeZone = .current
    /// Whether a separator line follows each row (the dense styles have none).
    var separators = true
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
        // take no text column, so heights never change. A one-line row has room for one mark:
        // the star, as the bold title says unread.
        if let state = row.state {
            let markY = top + (drawing.labels.first?.frame.y ?? 1)
            let starBelow = drawing.height > markY - top + 1
            if !state.isRead && (starBelow || !state.isStarred) {
                canvas.draw(state.isNew ? "N" : "•", x: content.x + 1, y: markY, style: style(theme.unreadMarker), clip: content)
            }
            if state.isStarred {
                canvas.draw("★", x: content.x + 1, y: starBelow && !state.isRead ? markY + 1 : markY, style: style(theme.badge), clip: content)
            }
        }
        // Without separators a wrapped title's next lines hang 2 columns in, so each item's first
        // line stands out. They move into the gap before the date slot, which only the first line
        // has beside it: the text keeps the width it was wrapped at.
        let dateSlot = drawing.boxes.first { $0.role == .date }?.frame
        let hangingIndent = !separators && (dateSlot?.width ?? 0) > 0 ? 2 : 0
        for label in drawing.labels {
            let labelStyle: CellStyle
            switch label.role {
            case .title: labelStyle = row.state?.isRead == true ? theme.readTitle : theme.title
            case .summary: labelStyle = theme.summary
            case .author: labelStyle = theme.author
            case .badge: labelStyle = theme.badge
            case .text: labelStyle = theme.text
            case .note: labelStyle = theme.notice
            }
            let highlight = MatchHighlight(query: query, style: theme.match)
            for (offset, line) in label.lines.enumerated() {
                let indent = offset > 0 && label.role == .title ? hangingIndent : 0
                let x = content.x + label.frame.x + indent, y = top + label.frame.y + offset
                canvas.draw(line, x: x, y: y, style: style(labelStyle), maxWidth: label.frame.width, clip: content)
                highlight.draw(line[...], x: x, y: y, maxWidth: label.frame.width, clip: content, canvas: &canvas)
            }
        }
        for box in drawing.boxes {
            let frame = box.frame.offsetBy(dx: content.x, dy: top)
            if box.role == .date {
                // Beside the title it is right-aligned; on a line of its own, under the text, left.
                let besideTitle = drawing.labels.first { $0.role == .title }.map { $0.frame.y == box.frame.y } ?? true
                drawDate(row.date, in: frame, rightAligned: besideTitle, style: style(theme.byline), clip: content, canvas: &canvas)
                continue
            }
            if box.role == .avatar {
                let author = drawing.labels.first { $0.role == .author }?.lines.first ?? ""
                Self.drawAvatar(initials: Self.initials(of: author), in: frame, style: style(theme.box), clip: content, canvas: &canvas)
                continue
            }
            let sizeLabel = box.pixelSize.map { "\($0.width)x\($0.height)" }
            pictures.draw(url: box.role == .avatar ? nil : box.url, in: frame, sizeLabel: sizeLabel,
                          style: style(theme.box), clip: content, canvas: &canvas, report: &report)
        }
        guard separators else { return }
        let separatorY = top + drawing.height
        canvas.fill(Rect(x: content.x, y: separatorY, width: content.width, height: 1), character: "─", style: theme.separator, clip: content)
    }

    /// The row's date in its slot.
    private func drawDate(_ date: Date?, in frame: Rect, rightAligned: Bool, style: CellStyle, clip: Rect, canvas: inout Canvas) {
        let text = RowDate.text(date, now: now ?? .distantFuture, timeZone: timeZone)
        let width = DisplayWidth.of(text)
        canvas.draw(text, x: frame.x + (rightAligned ? max(0, frame.width - width) : 0), y: frame.y, style: style,
                    maxWidth: frame.width, clip: clip)
    }

    /// An avatar box with the author's initials in its top row ("│JD│" over "└──┘"): a post
    /// without a picture still says whose it is at a glance.
    static func drawAvatar(initials: String, in frame: Rect, style: CellStyle, clip: Rect, canvas: inout Canvas) {
        canvas.drawClippedBox(frame, style: style, clip: clip)
        guard frame.width >= 3, frame.height >= 1 else { return }
        let inner = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1)
        canvas.fill(Rect(x: frame.x, y: frame.y, width: 1, height: 1), character: "│", style: style, clip: clip)
        canvas.fill(Rect(x: frame.x + frame.width - 1, y: frame.y, width: 1, height: 1), character: "│", style: style, clip: clip)
        canvas.fill(inner, character: " ", style: style, clip: clip)
        var bold = style
        bold.bold = true
        bold.dim = false
        let width = DisplayWidth.of(initials)
        canvas.draw(initials, x: inner.x + max(0, (inner.width - width) / 2), y: inner.y, style: bold, maxWidth: inner.width, clip: clip)
    }

    /// Up to two columns of initials: the first letters of the name's first and last words
    /// ("Jane van Doe" → "JD", "Kai @kai" → "K", "@lin@social.example" → "LE"), or one wide
    /// letter ("林小雨" → "林"). A handle after a name is not part of it.
    static func initials(of name: String) -> String {
        let parts = name.split(separator: " ")
        let named = parts.filter { !$0.hasPrefix("@") }
        let words = (named.isEmpty ? parts : named).joined(separator: " ")
            .split(whereSeparator: { $0 == " " || $0 == "@" || $0 == "_" || $0 == "." || $0 == "-" })
        guard let first = words.first?.first else { return "" }
        let firstLetter = String(first).uppercased()
        guard DisplayWidth.of(firstLetter) < 2, words.count > 1,
              let last = words.last?.first, DisplayWidth.of(String(last)) == 1 else { return firstLetter }
        return firstLetter + String(last).uppercased()
    }

    private func drawScrollBar(x: Int, pane: Rect, canvas: inout Canvas) {
        guard pane.width >= 2 else { return }
        guard let thumb = scrollThumb else { return }
        canvas.fill(Rect(x: x, y: pane.y, width: 1, height: pane.height), character: "│", style: theme.scrollTrack, clip: pane)
        canvas.fill(Rect(x: x, y: pane.y + thumb.start, width: 1, height: thumb.length), character: "┃", style: theme.scrollThumb, clip: pane)
    }
}

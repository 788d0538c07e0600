import TerminalUI

/// Draws the selected item's detail, scrolled to `scroll`, inside its pane with a 1-column margin.
struct DetailView {
    var document: DetailDocument?
    var scroll: Int
    var theme: Theme
    var pictures: PictureBoxes
    /// The filter's words, highlighted where they occur in the text.
    var query = FilterQuery("")

    func draw(in pane: Rect, canvas: inout Canvas, report: inout FrameReport) {
        guard !pane.isEmpty else { return }
        let margins = Rect(x: pane.x + 1, y: pane.y, width: max(0, pane.width - 2), height: pane.height)
        guard let document else {
            canvas.draw("Nothing selected.", x: margins.x, y: margins.y, style: theme.notice, clip: margins)
            return
        }
        let text = Rect(x: margins.x + document.textInset, y: pane.y, width: min(margins.width, document.textWidth), height: pane.height)
        var y = pane.y - scroll
        if let picture = document.picture {
            let frame = Rect(x: text.x, y: y, width: picture.width, height: picture.height)
            pictures.draw(url: picture.url, in: frame, sizeLabel: picture.pixelSize, style: theme.box, clip: text,
                          canvas: &canvas, report: &report)
            y += document.pictureRows
        }
        let first = max(0, pane.y - y)
        let last = min(document.lines.count, pane.y + pane.height - y)
        guard first < last else { return }
        let highlight = MatchHighlight(query: query, style: theme.match)
        for index in first..<last {
            let line = document.lines[index]
            let style: CellStyle
            switch line.role {
            case .title: style = theme.title
            case .byline: style = theme.byline
            case .link, .listedLink: style = theme.link
            case .heading: style = theme.heading
            case .code: style = theme.code
            case .body, .blank: style = theme.text
            }
            for bar in 0..<line.quoteBars {
                canvas.draw("│", x: text.x + bar * 2, y: y + index, style: theme.quoteBar, clip: text)
            }
            draw(line, x: text.x + line.textColumn, y: y + index, style: style, clip: text, canvas: &canvas)
            highlight.draw(line.text, x: text.x + line.textColumn, y: y + index, clip: text, canvas: &canvas)
        }
    }

    /// Draws `line` in pieces cut at its spans' edges, each with the line's style and every span
    /// over the piece laid on it in order.
    private func draw(_ line: DetailDocument.Line, x: Int, y: Int, style: CellStyle, clip: Rect, canvas: inout Canvas) {
        guard !line.spans.isEmpty else {
            canvas.draw(line.text, x: x, y: y, style: style, clip: clip)
            return
        }
        let utf8 = line.text.utf8
        var edges = Set([0, utf8.count])
        for span in line.spans {
            edges.insert(min(max(0, span.start), utf8.count))
            edges.insert(min(max(0, span.end), utf8.count))
        }
        let cuts = edges.sorted()
        var column = x
        for (lower, upper) in zip(cuts, cuts.dropFirst()) where lower < upper {
            var pieceStyle = style
            for span in line.spans where span.start <= lower && upper <= span.end {
                pieceStyle = pieceStyle.layered(with: theme.style(of: span.kind))
            }
            let start = utf8.index(utf8.startIndex, offsetBy: lower), end = utf8.index(utf8.startIndex, offsetBy: upper)
            column += canvas.draw(line.text[start..<end], x: column, y: y, style: pieceStyle, clip: clip)
        }
    }
}

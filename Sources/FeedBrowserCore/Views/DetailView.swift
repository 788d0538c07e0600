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
        let text = Rect(x: pane.x + 1, y: pane.y, width: max(0, pane.width - 2), height: pane.height)
        guard let document else {
            canvas.draw("Nothing selected.", x: text.x, y: text.y, style: theme.notice, clip: text)
            return
        }
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
            case .body, .blank: style = theme.text
            }
            canvas.draw(line.text, x: text.x + line.indent, y: y + index, style: style, clip: text)
            highlight.draw(line.text, x: text.x + line.indent, y: y + index, clip: text, canvas: &canvas)
        }
    }
}

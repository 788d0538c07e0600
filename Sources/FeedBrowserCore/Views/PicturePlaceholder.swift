import TerminalUI
import TextLayout

/// A picture box before its image is drawn: a frame, a glyph and the image's size; or, when the
/// picture will not load, a cross and as much of the reason as fits.
enum PicturePlaceholder {
    static func draw(in frame: Rect, sizeLabel: String?, style: CellStyle, clip: Rect, canvas: inout Canvas) {
        canvas.drawClippedBox(frame, style: style, clip: clip)
        let inner = frame.width - 2
        guard frame.height >= 3, inner >= 1 else { return }
        let middle = frame.y + (frame.height - 1) / 2
        canvas.draw("▨", x: frame.x + 1 + (inner - 1) / 2, y: middle, style: style, clip: clip)
        if let sizeLabel, frame.height >= 4, sizeLabel.count <= inner {
            canvas.draw(sizeLabel, x: frame.x + 1 + (inner - sizeLabel.count) / 2, y: middle + 1, style: style, clip: clip)
        }
    }

    /// The box with "✕" and the reason wrapped under it, centred, cut to the rows inside the box.
    static func drawFailure(_ reason: String, in frame: Rect, style: CellStyle, clip: Rect, canvas: inout Canvas) {
        canvas.drawClippedBox(frame, style: style, clip: clip)
        let inner = frame.width - 2
        guard frame.height >= 3, inner >= 1 else { return }
        let lines = (try? TextWrapper.wrap(reason, width: inner)) ?? []
        let rowsInside = frame.height - 2
        let shownLines = min(lines.count, max(0, rowsInside - 1))
        // The cross and the reason together, centred vertically in the box.
        var y = frame.y + 1 + (rowsInside - 1 - shownLines) / 2
        canvas.draw("✕", x: frame.x + 1 + (inner - 1) / 2, y: y, style: style, clip: clip)
        for (index, line) in lines.prefix(shownLines).enumerated() {
            y += 1
            // The last row that fits carries the rest of the reason, cut with an ellipsis.
            let isCut = index == shownLines - 1 && shownLines < lines.count
            let text = isCut
                ? Truncation.truncate(reason[line.range.lowerBound...].replacingOccurrences(of: "\n", with: " "), toColumns: inner)
                : String(reason[line.range])
            let width = DisplayWidth.of(text)
            canvas.draw(text, x: frame.x + 1 + max(0, (inner - width) / 2), y: y, style: style, clip: clip)
        }
    }
}

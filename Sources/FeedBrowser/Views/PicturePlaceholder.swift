import TerminalUI

/// A picture box before its image is drawn: a frame, a glyph and the image's size.
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
}

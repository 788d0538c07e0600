import TerminalUI
import Thumbnails

/// A picture box before its image is drawn: a frame, a glyph and the image's size.
enum PicturePlaceholder {
    /// Draws the picture at `url` into `frame` when it is loaded, else the placeholder; asks the
    /// loader for it either way (visible boxes first). Adds the URL to `shown`.
    static func drawPicture(url: String?, in frame: Rect, sizeLabel: String?, style: CellStyle, clip: Rect,
                            pictures: ThumbnailLoader?, mode: ThumbnailMode, shown: inout Set<String>, canvas: inout Canvas) {
        if let pictures, let url, frame.width > 0, frame.height > 0 {
            shown.insert(url)
            let key = ThumbnailKey(url: url, columns: frame.width, rows: frame.height, mode: mode)
            let state = pictures.draw(key, priority: 0, into: &canvas, x: frame.x, y: frame.y,
                                      clipX: clip.x, clipY: clip.y, clipWidth: clip.width, clipHeight: clip.height)
            if case .ready = state { return }
        }
        draw(in: frame, sizeLabel: sizeLabel, style: style, clip: clip, canvas: &canvas)
    }

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

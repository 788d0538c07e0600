import Pictures
import TerminalUI

/// Draws picture boxes from the pictures the runtime delivered, and reports each box it showed so
/// the runtime can load what is missing. Placeholders stand in until a picture arrives.
struct PictureBoxes {
    var table: PictureTable
    /// How pictures are drawn; nil when they are off (placeholders only, nothing reported).
    var mode: ThumbnailMode?

    /// Draws the picture at `url` in `frame` (clipped to `clip`) when it is loaded, its failure
    /// when it will not load, else the placeholder with `sizeLabel`.
    func draw(url: String?, in frame: Rect, sizeLabel: String?, style: CellStyle, clip: Rect,
              canvas: inout Canvas, report: inout FrameReport) {
        if let mode, let url, !frame.isEmpty {
            let key = ThumbnailKey(url: url, columns: frame.width, rows: frame.height, mode: mode)
            report.show(key)
            switch table[key] {
            case .ready(let picture)?:
                picture.draw(into: &canvas, x: frame.x, y: frame.y, clip: clip)
                return
            case .failed(let reason)?:
                PicturePlaceholder.drawFailure(reason, in: frame, style: style, clip: clip, canvas: &canvas)
                return
            case nil:
                break
            }
        }
        PicturePlaceholder.draw(in: frame, sizeLabel: sizeLabel, style: style, clip: clip, canvas: &canvas)
    }
}

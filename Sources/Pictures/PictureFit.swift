/// Where a picture goes inside a box of cells: its size in half-block pixels and its offset.
///
/// A terminal cell is about twice as tall as it is wide, and a half block splits it into two
/// pixels stacked vertically, so a box of `columns` x `rows` cells is `columns` x `2 * rows`
/// square pixels; fitting keeps the picture's aspect ratio and centres it (letterboxing).
public struct PictureFit: Equatable, Sendable {
    /// Pixel columns of the box (= cell columns).
    public let boxWidth: Int
    /// Pixel rows of the box (= 2 x cell rows).
    public let boxHeight: Int
    /// The scaled picture's size in pixels.
    public let width: Int
    public let height: Int
    /// Offset of the picture inside the box, in pixels.
    public let x: Int
    public let y: Int

    /// Fits a `sourceWidth` x `sourceHeight` picture into `columns` x `rows` cells.
    public init(sourceWidth: Int, sourceHeight: Int, columns: Int, rows: Int) {
        boxWidth = max(0, columns)
        boxHeight = max(0, rows) * 2
        guard sourceWidth > 0, sourceHeight > 0, boxWidth > 0, boxHeight > 0 else {
            width = 0; height = 0; x = 0; y = 0
            return
        }
        let scale = min(Double(boxWidth) / Double(sourceWidth), Double(boxHeight) / Double(sourceHeight))
        width = min(boxWidth, max(1, Int((Double(sourceWidth) * scale).rounded())))
        height = min(boxHeight, max(1, Int((Double(sourceHeight) * scale).rounded())))
        x = (boxWidth - width) / 2
        // An even offset puts the picture's top on a cell boundary, so a picture of even
        // height fills whole cells and no row is half letterbox at the top.
        y = ((boxHeight - height) / 2) & ~1
    }
}

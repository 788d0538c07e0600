import TerminalUI

/// Turns a decoded picture into cells for a box of `columns` x `rows`.
public enum ThumbnailRenderer {
    /// Upper half block: the foreground paints the top pixel, the background the bottom one.
    public static let upperHalf: Character = "\u{2580}"
    /// Lower half block, for cells whose top pixel is letterbox (only the bottom has picture).
    public static let lowerHalf: Character = "\u{2584}"

    /// The picture scaled (aspect kept, centred) into `columns` x `rows` cells in `mode`.
    /// Cost: one area-average pass over the picture plus one pass over the cells.
    public static func render(_ image: RGBAImage, columns: Int, rows: Int, mode: ThumbnailMode = .halfBlocks) -> ThumbnailPicture {
        let columns = max(0, columns), rows = max(0, rows)
        let fit = PictureFit(sourceWidth: image.width, sourceHeight: image.height, columns: columns, rows: rows)
        guard fit.width > 0, fit.height > 0 else {
            return ThumbnailPicture(columns: columns, rows: rows, cells: Array(repeating: .blank, count: columns * rows))
        }
        let scaled = ImageScaler.resize(image, width: fit.width, height: fit.height)
        let ansi = mode == .ansi16Blocks ? AnsiPalette.diffuse(scaled) : []
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let top = pixel(scaled, fit: fit, x: column, y: row * 2)
                let bottom = pixel(scaled, fit: fit, x: column, y: row * 2 + 1)
                switch mode {
                case .halfBlocks: cells.append(halfBlockCell(top: top, bottom: bottom))
                case .ansi16Blocks:
                    cells.append(halfBlockCell(top: paletteColor(ansi, fit: fit, x: column, y: row * 2),
                                               bottom: paletteColor(ansi, fit: fit, x: column, y: row * 2 + 1)))
                case .density(let inverted): cells.append(densityCell(top: top, bottom: bottom, inverted: inverted))
                }
            }
        }
        return ThumbnailPicture(columns: columns, rows: rows, cells: cells)
    }

    /// The box pixel (x, y) as a colour, or nil for letterbox and mostly transparent pixels.
    static func pixel(_ image: RGBAImage, fit: PictureFit, x: Int, y: Int) -> RGB? {
        let px = x - fit.x, py = y - fit.y
        guard px >= 0, py >= 0, px < image.width, py < image.height else { return nil }
        let p = image.pixel(x: px, y: py)
        // Half-transparent pixels cannot be blended with a background nobody knows: the
        // terminal's default colour shows through instead.
        guard p.a >= 128 else { return nil }
        return RGB(p.r, p.g, p.b)
    }

    /// The diffused palette colour of box pixel (x, y), nil for letterbox and transparent pixels.
    static func paletteColor(_ indices: [UInt8?], fit: PictureFit, x: Int, y: Int) -> TerminalColor? {
        let px = x - fit.x, py = y - fit.y
        guard px >= 0, py >= 0, px < fit.width, py < fit.height, let index = indices[py * fit.width + px] else { return nil }
        return .palette(index)
    }

    static func halfBlockCell(top: RGB?, bottom: RGB?) -> Cell {
        halfBlockCell(top: top.map(TerminalColor.rgb), bottom: bottom.map(TerminalColor.rgb))
    }

    static func halfBlockCell(top: TerminalColor?, bottom: TerminalColor?) -> Cell {
        switch (top, bottom) {
        case (nil, nil): return .blank
        case (let top?, nil): return Cell(character: upperHalf, style: CellStyle(foreground: top))
        case (nil, let bottom?): return Cell(character: lowerHalf, style: CellStyle(foreground: bottom))
        case (let top?, let bottom?): return Cell(character: upperHalf, style: CellStyle(foreground: top, background: bottom))
        }
    }

    static func densityCell(top: RGB?, bottom: RGB?, inverted: Bool) -> Cell {
        let present = [top, bottom].compactMap { $0 }
        guard !present.isEmpty else { return .blank }
        var level = present.map(luminance).reduce(0, +) / Double(present.count)
        if inverted { level = 1 - level }
        let ramp = ThumbnailMode.densityRamp
        let index = min(ramp.count - 1, max(0, Int((level * Double(ramp.count - 1)).rounded())))
        return Cell(character: ramp[index])
    }

    /// Relative luminance in 0...1 (Rec. 709 weights on the sRGB values; no linearisation,
    /// which is close enough to pick one of ten glyphs).
    public static func luminance(_ color: RGB) -> Double {
        (0.2126 * Double(color.r) + 0.7152 * Double(color.g) + 0.0722 * Double(color.b)) / 255
    }
}

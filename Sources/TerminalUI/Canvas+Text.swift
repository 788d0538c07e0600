extension Canvas {
    /// Row `y` as plain text: each cluster written once, continuation cells skipped, trailing spaces trimmed.
    public func rowText(_ y: Int) -> String {
        precondition(y >= 0 && y < height, "row \(y) is outside the \(width)x\(height) canvas")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width)
        appendRow(y, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y`'s UTF-8, trailing spaces trimmed.
    func appendRow(_ y: Int, to bytes: inout [UInt8]) {
        let start = bytes.count
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
            if cell.glyph.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: cell.glyph.bits))
            } else {
                cell.glyph.appendUTF8(to: &bytes)
            }
        }
        while bytes.count > start, bytes[bytes.count - 1] == 0x20 { bytes.removeLast() }
    }

    /// The whole canvas as plain text: one line per row, each ended by "\n", trailing spaces trimmed.
    public func plainText() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(height * (width + 1))
        for y in 0..<height {
            appendRow(y, to: &bytes)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

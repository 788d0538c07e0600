extension Canvas {
    /// Row `y` as plain text: each cluster written once, continuation cells skipped, trailing spaces trimmed.
    public func rowText(_ y: Int) -> String {
        precondition(y >= 0 && y < height, "row \(y) is outside the \(width)x\(height) canvas")
        var line = ""
        line.reserveCapacity(width)
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
            line.append(cell.character)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The whole canvas as plain text: one line per row, each ended by "\n", trailing spaces trimmed.
    public func plainText() -> String {
        var text = ""
        text.reserveCapacity(height * (width + 1))
        for y in 0..<height {
            text += rowText(y)
            text.append("\n")
        }
        return text
    }
}

import TerminalUI
import TextLayout

/// Draws the filter's matches in a line of text already drawn, in the theme's `match` style:
/// the list rows and the detail show where the words were found.
struct MatchHighlight {
    var query: FilterQuery
    var style: CellStyle

    /// Redraws the parts of `line` (drawn at `x`, `y`, at most `maxWidth` columns) that match.
    func draw(_ line: Substring, x: Int, y: Int, maxWidth: Int = .max, clip: Rect, canvas: inout Canvas) {
        guard !query.isEmpty, y >= clip.y, y < clip.y + clip.height else { return }
        let utf8 = line.utf8
        for range in query.matchRanges(in: line) {
            var start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            var end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
            // Whole characters: "e" found in a decomposed "é" is drawn as "é", never without its accent.
            while start > line.startIndex, start.samePosition(in: line.base) == nil { start = utf8.index(before: start) }
            while end < line.endIndex, end.samePosition(in: line.base) == nil { end = utf8.index(after: end) }
            let column = DisplayWidth.of(line[..<start])
            guard column < maxWidth else { break }
            canvas.draw(line[start..<end], x: x + column, y: y, style: style, maxWidth: maxWidth - column, clip: clip)
        }
    }
}

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
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
            let column = DisplayWidth.of(line[..<start])
            guard column < maxWidth else { break }
            canvas.draw(line[start..<end], x: x + column, y: y, style: style, maxWidth: maxWidth - column, clip: clip)
        }
    }
}

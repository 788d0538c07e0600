import Testing
import TextLayout
@testable import TerminalUI

/// `drawClippedBox` places the box's glyphs straight into the cells; it must leave every cell as
/// drawing the box's lines as text does (the way it was drawn before), wherever the clip and the
/// canvas edges cut it, over a wide character it overwrites, and with ambiguous characters wide.
@Suite struct ClippedBoxTests {
    /// The box as its lines of text, each clipped as `draw(_:x:y:style:clip:)` clips a line.
    static func textBox(_ frame: Rect, style: CellStyle, clip: Rect, on canvas: inout Canvas) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let inner = String(repeating: "─", count: frame.width - 2)
        for row in 0..<frame.height {
            let y = frame.y + row
            if row == 0 {
                canvas.draw("┌" + inner + "┐", x: frame.x, y: y, style: style, clip: clip)
            } else if row == frame.height - 1 {
                canvas.draw("└" + inner + "┘", x: frame.x, y: y, style: style, clip: clip)
            } else {
                canvas.draw("│", x: frame.x, y: y, style: style, clip: clip)
                canvas.draw("│", x: frame.x + frame.width - 1, y: y, style: style, clip: clip)
            }
        }
    }

    @Test(arguments: [false, true])
    func theBoxIsDrawnAsItsLinesOfText(ambiguousIsWide: Bool) {
        var state: UInt64 = ambiguousIsWide ? 7 : 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let options = TextOptions(ambiguousIsWide: ambiguousIsWide)
        let style = CellStyle(bold: true)
        for _ in 0..<3_000 {
            var canvas = Canvas(width: 24, height: 12, options: options)
            // Wide characters under the box, so cut clusters are checked too.
            for y in 0..<12 where next(2) == 0 { canvas.draw("漢字の世界" + "ab", x: next(10) - 2, y: y) }
            var reference = canvas
            let frame = Rect(x: next(30) - 4, y: next(16) - 3, width: next(14), height: next(10))
            let clip = Rect(x: next(30) - 3, y: next(16) - 3, width: next(28), height: next(16))
            canvas.drawClippedBox(frame, style: style, clip: clip)
            Self.textBox(frame, style: style, clip: clip, on: &reference)
            let same = canvas == reference
            #expect(same, "frame \(frame), clip \(clip):\n\(canvas.plainText())\nas text:\n\(reference.plainText())")
            if !same { return }
        }
    }
}

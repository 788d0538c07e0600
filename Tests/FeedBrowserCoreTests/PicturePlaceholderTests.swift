import Testing
@testable import FeedBrowserCore
import TerminalUI

@Suite struct PicturePlaceholderTests {
    func rows(_ canvas: Canvas) -> [String] { (0..<canvas.height).map { canvas.rowText($0) } }

    @Test func aPictureThatWillNotLoadSaysWhyInsideItsBox() {
        var canvas = Canvas(width: 30, height: 8)
        let frame = Rect(x: 0, y: 0, width: 30, height: 8)
        PicturePlaceholder.drawFailure("HTTP 404 Not Found", in: frame, style: Theme.standard.box, clip: frame, canvas: &canvas)
        let text = rows(canvas)
        #expect(text.contains { $0.contains("✕") })
        #expect(text.contains { $0.contains("HTTP 404 Not Found") })
        #expect(!text.contains { $0.contains("▨") })
    }

    @Test func aLongReasonIsCutWithAnEllipsisInASmallBox() {
        var canvas = Canvas(width: 12, height: 6)
        let frame = Rect(x: 0, y: 0, width: 12, height: 6)
        let reason = "DNS lookup failed for pictures.example.com while fetching"
        PicturePlaceholder.drawFailure(reason, in: frame, style: Theme.standard.box, clip: frame, canvas: &canvas)
        let inside = rows(canvas).dropFirst().dropLast()
        #expect(inside.contains { $0.contains("✕") })
        #expect(inside.last?.contains("…") == true, "\(inside)")
        // The box's borders are intact on every row: the reason stays inside.
        for row in inside {
            #expect(row.first == "│" && row.last == "│", "\(row)")
        }
    }
}

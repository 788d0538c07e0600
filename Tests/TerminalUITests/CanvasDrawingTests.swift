import Testing
import TextLayout
@testable import TerminalUI

@Suite struct CanvasDrawingTests {
    @Test func drawsTextAndReturnsColumnsUsed() {
        var canvas = Canvas(width: 10, height: 2)
        let used = canvas.draw("hello", x: 2, y: 1)
        #expect(used == 5)
        #expect(canvas.plainText() == "\n  hello\n")
    }

    @Test func clipsAtClipWidthAndCanvasEdge() {
        var canvas = Canvas(width: 8, height: 2)
        #expect(canvas.draw("abcdef", x: 1, y: 0, clipWidth: 3) == 3)
        #expect(canvas.draw("abcdefgh", x: 5, y: 1) == 3)
        #expect(canvas.rowText(0) == " abc")
        #expect(canvas.rowText(1) == "     abc")
    }

    @Test func drawOutsideTheCanvasDoesNothing() {
        var canvas = Canvas(width: 4, height: 1)
        #expect(canvas.draw("x", x: 0, y: 1) == 0)
        #expect(canvas.draw("x", x: 0, y: -1) == 0)
        #expect(canvas.draw("x", x: 4, y: 0) == 0)
        #expect(canvas.draw("x", x: 0, y: 0, clipWidth: 0) == 0)
        #expect(canvas.plainText() == "\n")
    }

    @Test func negativeXSkipsButCountsHiddenColumns() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.draw("abcdefgh", x: -2, y: 0) == 7)
        #expect(canvas.rowText(0) == "cdefg")
        var wide = Canvas(width: 5, height: 1)
        #expect(wide.draw("世界", x: -1, y: 0) == 4)
        // The visible half of the cut cluster becomes a blank; the next cluster starts at column 1.
        #expect(wide[x: 0, y: 0].character == " ")
        #expect(wide[x: 1, y: 0].character == "界")
        #expect(wide[x: 2, y: 0].isContinuation)
    }

    @Test func wideClusterTakesTwoCellsWithContinuation() {
        var canvas = Canvas(width: 6, height: 1)
        #expect(canvas.draw("a世b", x: 0, y: 0) == 4)
        #expect(canvas[x: 1, y: 0].character == "世")
        #expect(canvas[x: 1, y: 0].width == 2)
        #expect(canvas[x: 2, y: 0].isContinuation)
        #expect(canvas[x: 3, y: 0].character == "b")
        #expect(canvas.rowText(0) == "a世b")
    }

    @Test func wideClusterAtRightEdgeIsNotSplit() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.fill(x: 0, y: 0, width: 5, height: 1, character: ".")
        #expect(canvas.draw("ab世", x: 2, y: 0) == 2)
        #expect(canvas.rowText(0) == "..ab.")
        var clipped = Canvas(width: 10, height: 1)
        #expect(clipped.draw("世界", x: 0, y: 0, clipWidth: 3) == 2)
        #expect(clipped.rowText(0) == "世")
        #expect(!clipped[x: 2, y: 0].isContinuation)
    }

    @Test func overwritingTheRightHalfOfAWideClusterBlanksTheLeftHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("世界", x: 0, y: 0)
        canvas.draw("x", x: 1, y: 0)
        #expect(canvas.rowText(0) == " x界")
        #expect(canvas.cells.map(\.width) == [1, 1, 2, 0])
    }

    @Test func overwritingTheLeftHalfOfAWideClusterBlanksTheRightHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("世界", x: 0, y: 0)
        canvas.draw("x", x: 2, y: 0)
        #expect(canvas.rowText(0) == "世x")
        #expect(canvas.cells.map(\.width) == [2, 0, 1, 1])
    }

    @Test func wideClusterOverStaggeredWideClustersLeavesNoOrphans() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("世界", x: 0, y: 0)
        canvas.draw("中", x: 1, y: 0)
        #expect(canvas.cells.map(\.width) == [1, 2, 0, 1, 1, 1])
        #expect(canvas.rowText(0) == " 中")
    }

    @Test func spacingVowelSignsWidenTheirCluster() {
        // नि: the vowel sign takes a column on the terminal, so the cluster takes two cells here.
        var canvas = Canvas(width: 20, height: 1)
        #expect(canvas.draw("नमस्ते दुनिया|", x: 0, y: 0) == 11)
        #expect(canvas.rowText(0) == "नमस्ते दुनिया|")
        #expect(canvas[x: 6, y: 0].character == "नि")
        #expect(canvas[x: 6, y: 0].width == 2)
        #expect(canvas[x: 7, y: 0].isContinuation)
        #expect(canvas[x: 10, y: 0].character == "|")
    }

    @Test func overwritingPartOfAThreeColumnClusterBlanksTheRest() {
        // "क्षि" is one Character (Swift joins the conjunct) three columns wide.
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.draw("क्षि", x: 0, y: 0) == 3)
        #expect(canvas.cells.map(\.width) == [3, 0, 0, 1, 1])
        canvas.draw("x", x: 1, y: 0)
        #expect(canvas.cells.map(\.width) == [1, 1, 1, 1, 1])
        #expect(canvas.rowText(0) == " x")
        canvas.draw("क्षि", x: 2, y: 0)
        canvas.draw("नि", x: 0, y: 0)
        #expect(canvas.cells.map(\.width) == [2, 0, 3, 0, 0])
        canvas.draw("y", x: 4, y: 0)
        #expect(canvas.cells.map(\.width) == [2, 0, 1, 1, 1])
        #expect(canvas.rowText(0) == "नि  y")
        canvas.draw("क्षि", x: 1, y: 0)
        #expect(canvas.cells.map(\.width) == [1, 3, 0, 0, 1])
        #expect(canvas.rowText(0) == " क्षिy")
    }

    @Test func threeColumnClusterCutByAnEdgeLeavesBlanks() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(x: 0, y: 0, width: 4, height: 1, character: ".")
        #expect(canvas.draw("क्षिa", x: -1, y: 0) == 4)
        #expect(canvas.rowText(0) == "  a.")
        var source = Canvas(width: 3, height: 1)
        source.draw("क्षि", x: 0, y: 0)
        var target = Canvas(width: 4, height: 1)
        target.fill(x: 0, y: 0, width: 4, height: 1, character: ".")
        target.blit(source, x: 2, y: 0)
        #expect(target.rowText(0) == "..")
        target.blit(source, x: -2, y: 0)
        #expect(target.rowText(0) == " .")
        target.blit(source, x: 6, y: 0) // wholly past the right edge: nothing changes
        #expect(target.rowText(0) == " .")
        #expect(target.cells.map(\.width) == [1, 1, 1, 1])
    }

    @Test func controlCharactersAndEscapeSequencesAreSanitised() {
        var canvas = Canvas(width: 20, height: 1)
        let used = canvas.draw("a\u{1B}[31mb\u{7}c\u{9B}d\u{7F}e", x: 0, y: 0)
        let row = canvas.rowText(0)
        #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(row.hasPrefix("a"))
        #expect(row.hasSuffix("e"))
        #expect(used == DisplayWidth.of(row))
    }

    @Test func newlinesBecomeSpacesAndTabsAdvanceToStops() {
        var canvas = Canvas(width: 20, height: 1, options: TextOptions(tabStop: 4))
        #expect(canvas.draw("a\tb\nc", x: 1, y: 0) == 7)
        #expect(canvas.rowText(0) == " a   b c")
    }

    @Test func zeroWidthClustersTakeNoCell() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.draw("\u{301}ab", x: 0, y: 0) == 2)
        #expect(canvas.rowText(0) == "ab")
        #expect(canvas.draw("e\u{301}x", x: 0, y: 0) == 2)
        #expect(canvas[x: 0, y: 0].character == "e\u{301}")
    }

    @Test func fillClipsAndStyles() {
        var canvas = Canvas(width: 4, height: 3)
        let style = CellStyle(background: .palette(4))
        canvas.fill(x: 2, y: 1, width: 10, height: 10, character: "#", style: style)
        #expect(canvas.plainText() == "\n  ##\n  ##\n")
        #expect(canvas[x: 3, y: 2].style == style)
        #expect(canvas[x: 1, y: 2].style == .plain)
    }

    @Test func fillRejectsWideAndControlCharacters() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fill(x: 0, y: 0, width: 3, height: 1, character: "世")
        #expect(canvas.cells.allSatisfy { $0.width == 1 })
        canvas.fill(x: 0, y: 0, width: 3, height: 1, character: "\u{1B}")
        #expect(canvas.cells.allSatisfy { $0.character == " " })
    }

    @Test func boxWithTitle() {
        var canvas = Canvas(width: 8, height: 4)
        canvas.drawBox(x: 1, y: 0, width: 6, height: 4, title: "Picture")
        #expect(canvas.plainText() == " ┌Pict┐\n │    │\n │    │\n └────┘\n")
    }

    @Test func boxClippedByTheCanvas() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.drawBox(x: 1, y: 1, width: 5, height: 5, border: .ascii)
        #expect(canvas.plainText() == "\n +-\n")
    }

    @Test func restyleKeepsText() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("ab", x: 0, y: 0)
        canvas.restyle(x: 1, y: 0, width: 9, height: 1) { $0.reverse = true }
        #expect(canvas.rowText(0) == "ab")
        #expect(!canvas[x: 0, y: 0].style.reverse)
        #expect(canvas[x: 1, y: 0].style.reverse)
        #expect(canvas[x: 3, y: 0].style.reverse)
    }

    @Test func putSingleClusters() {
        var canvas = Canvas(width: 3, height: 1)
        let style = CellStyle(foreground: .rgb(RGB(255, 0, 0)), background: .rgb(RGB(hex: 0x0000FF)))
        #expect(canvas.put("▀", x: 0, y: 0, style: style) == 1)
        #expect(canvas.put("世", x: 2, y: 0) == 0)
        #expect(canvas.put("\u{1B}", x: 1, y: 0) == 0)
        #expect(canvas[x: 0, y: 0] == Cell(character: "▀", width: 1, style: style))
    }

    @Test func blitCopiesClipped() {
        var small = Canvas(width: 3, height: 1)
        small.draw("世a", x: 0, y: 0)
        var canvas = Canvas(width: 4, height: 2)
        canvas.blit(small, x: 2, y: 1)
        #expect(canvas.plainText() == "\n  世\n")
        canvas.blit(small, x: -1, y: 0)
        #expect(canvas.rowText(0) == " a")
    }

    @Test func zeroSizedCanvasIsSafe() {
        var canvas = Canvas(width: -3, height: 0)
        #expect(canvas.draw("abc", x: 0, y: 0) == 0)
        canvas.fill(x: 0, y: 0, width: 5, height: 5)
        canvas.drawBox(x: 0, y: 0, width: 3, height: 3)
        #expect(canvas.plainText() == "")
        #expect(canvas.changedRuns(from: nil).isEmpty)
    }
}

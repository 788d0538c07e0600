import Testing
@testable import TerminalUI

@Suite struct GlyphTests {
    @Test(arguments: ["a", " ", "é", "e\u{301}", "世", "😀", "\u{1F1E9}\u{1F1EA}", "1\u{FE0F}\u{20E3}",
                      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"] as [Character])
    func roundTrips(character: Character) {
        let glyph = Glyph(character)
        #expect(glyph.character == character)
        var bytes: [UInt8] = []
        glyph.appendUTF8(to: &bytes)
        #expect(bytes == Array(String(character).utf8))
        #expect(Glyph(character) == glyph, "the same cluster always packs the same way")
    }

    @Test func shortClustersAreInlineAndLongOnesInterned() {
        #expect(Glyph("a").bits == 0x61)
        #expect(Glyph("a").isASCII)
        #expect(!Glyph("é").isASCII)
        let flag = Glyph("\u{1F1E9}\u{1F1EA}")
        #expect(flag.bits & Glyph.internedTag != Glyph.internedTag, "8 UTF-8 bytes still fit inline")
        let family = Glyph("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
        #expect(family.bits & Glyph.internedTag == Glyph.internedTag)
        #expect(Glyph("\u{1F468}\u{200D}\u{1F469}") != family)
    }

    @Test func cellsCompareByContent() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("a世", x: 0, y: 0)
        #expect(canvas[x: 0, y: 0] == Cell(character: "a"))
        #expect(canvas[x: 1, y: 0] == Cell(character: "世", width: 2))
        #expect(canvas[x: 1, y: 0] != Cell(character: "世", width: 2, style: CellStyle(bold: true)))
        var cell = Cell.blank
        cell.character = "x"
        #expect(cell.character == "x")
    }

    @Test func asciiFastPathStillJoinsCombiningMarks() {
        var canvas = Canvas(width: 6, height: 1)
        #expect(canvas.draw("ae\u{301}b", x: 0, y: 0) == 3)
        #expect(canvas[x: 1, y: 0].character == "e\u{301}")
        #expect(canvas.rowText(0) == "ae\u{301}b")
    }
}

@Suite struct PackedStyleTests {
    @Test(arguments: [
        CellStyle.plain,
        CellStyle(foreground: .palette(0), background: .palette(255)),
        CellStyle(foreground: .rgb(RGB(1, 2, 3)), background: .rgb(RGB(255, 254, 253)), bold: true, underline: true),
        CellStyle(foreground: .defaultColor, background: .rgb(RGB(0, 0, 0)), dim: true, reverse: true),
    ])
    func roundTrips(style: CellStyle) {
        #expect(PackedStyle(style).style == style)
    }

    @Test func distinctStylesPackDistinctly() {
        let styles = [CellStyle.plain, CellStyle(bold: true), CellStyle(dim: true), CellStyle(reverse: true),
                      CellStyle(underline: true), CellStyle(foreground: .palette(0)), CellStyle(background: .palette(0)),
                      CellStyle(foreground: .rgb(RGB(0, 0, 0))), CellStyle(background: .rgb(RGB(0, 0, 0)))]
        #expect(Set(styles.map { PackedStyle($0).bits }).count == styles.count)
    }
}

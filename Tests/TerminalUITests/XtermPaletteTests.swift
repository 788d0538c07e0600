import Testing
@testable import TerminalUI

@Suite struct XtermPaletteTests {
    @Test func paletteEntries() {
        #expect(XtermPalette.rgb(ofIndex: 16) == RGB(0, 0, 0))
        #expect(XtermPalette.rgb(ofIndex: 196) == RGB(255, 0, 0))
        #expect(XtermPalette.rgb(ofIndex: 231) == RGB(255, 255, 255))
        #expect(XtermPalette.rgb(ofIndex: 67) == RGB(95, 135, 175))
        #expect(XtermPalette.rgb(ofIndex: 232) == RGB(8, 8, 8))
        #expect(XtermPalette.rgb(ofIndex: 255) == RGB(238, 238, 238))
        #expect(XtermPalette.rgb(ofIndex: 9) == RGB(255, 0, 0))
    }

    @Test func exactColoursMapToThemselves() {
        for index in UInt8(16)...255 {
            let color = XtermPalette.rgb(ofIndex: index)
            let nearest = XtermPalette.nearestIndex(to: color, colors: 256)
            #expect(XtermPalette.rgb(ofIndex: nearest) == color, "index \(index)")
        }
    }

    @Test func greysPreferTheGreyRamp() {
        // RGB distance would pick cube entries with a tint for some greys; OKLab keeps them neutral.
        for level in stride(from: 10, through: 240, by: 10) {
            let value = UInt8(level)
            let nearest = XtermPalette.rgb(ofIndex: XtermPalette.nearestIndex(to: RGB(value, value, value), colors: 256))
            #expect(nearest.r == nearest.g && nearest.g == nearest.b, "grey \(level) -> \(nearest)")
            #expect(abs(Int(nearest.r) - level) <= 10, "grey \(level) -> \(nearest)")
        }
    }

    @Test func fewerColours() {
        #expect(XtermPalette.nearestIndex(to: RGB(255, 0, 0), colors: 16) == 9)
        #expect(XtermPalette.nearestIndex(to: RGB(180, 0, 0), colors: 16) == 1)
        #expect(XtermPalette.nearestIndex(to: RGB(0, 0, 0), colors: 8) == 0)
        #expect(XtermPalette.nearestIndex(to: RGB(255, 255, 255), colors: 8) == 7)
        #expect(XtermPalette.nearestIndex(to: RGB(20, 200, 30), colors: 8) == 2)
    }

    @Test func okLabLightness() {
        #expect(abs(OKLab(RGB(255, 255, 255)).l - 1) < 0.001)
        #expect(abs(OKLab(RGB(0, 0, 0)).l) < 0.001)
        #expect(XtermPalette.lightness(of: RGB(200, 200, 200)) > XtermPalette.lightness(of: RGB(100, 100, 100)))
    }
}

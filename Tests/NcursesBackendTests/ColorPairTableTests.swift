import Testing
import TerminalUI
@testable import NcursesBackend

@Suite struct ColorPairTableTests {
    @Test func defaultsUsePairZero() {
        var table = ColorPairTable(colorPairs: 8)
        #expect(table.pair(for: ColorPairKey(foreground: -1, background: -1)) == (0, false))
    }

    @Test func pairsAreAllocatedOnceAndCached() {
        var table = ColorPairTable(colorPairs: 8)
        let red = ColorPairKey(foreground: 196, background: -1)
        let blue = ColorPairKey(foreground: 21, background: 16)
        #expect(table.pair(for: red) == (1, true))
        #expect(table.pair(for: blue) == (2, true))
        #expect(table.pair(for: red) == (1, false))
        #expect(table.numbers.count == 2)
    }

    @Test func whenFullTheNearestExistingPairIsUsed() {
        var table = ColorPairTable(colorPairs: 3)
        let red = ColorPairKey(foreground: 196, background: -1)
        let blue = ColorPairKey(foreground: 21, background: -1)
        #expect(table.pair(for: red).isNew)
        #expect(table.pair(for: blue).isNew)
        // Dark red is closest to red, light blue to blue; nothing new is defined.
        #expect(table.pair(for: ColorPairKey(foreground: 160, background: -1)) == (1, false))
        #expect(table.pair(for: ColorPairKey(foreground: 27, background: -1)) == (2, false))
        #expect(table.fallbackCount == 2)
        #expect(table.pair(for: ColorPairKey(foreground: 160, background: -1)) == (1, false))
        #expect(table.fallbackCount == 2, "fallbacks are cached")
    }

    @Test func noPairsAtAllFallsBackToDefaults() {
        var table = ColorPairTable(colorPairs: 1)
        #expect(table.pair(for: ColorPairKey(foreground: 196, background: 21)) == (0, false))
    }

    @Test func mapperMapsToTheTerminalsColours() {
        var full = ColorMapper(colors: 256)
        #expect(full.number(for: .defaultColor) == -1)
        #expect(full.number(for: .palette(208)) == 208)
        #expect(full.number(for: .rgb(RGB(255, 0, 0))) == 196)
        #expect(full.number(for: .rgb(RGB(128, 128, 128))) == 244)
        var sixteen = ColorMapper(colors: 16)
        #expect(sixteen.number(for: .rgb(RGB(255, 0, 0))) == 9)
        #expect(sixteen.number(for: .palette(196)) == 9)
        #expect(sixteen.number(for: .palette(4)) == 4)
        var eight = ColorMapper(colors: 8)
        #expect(eight.number(for: .rgb(RGB(250, 10, 10))) == 1)
        #expect(eight.number(for: .rgb(RGB(240, 240, 240))) == 7)
        var none = ColorMapper(colors: 0)
        #expect(none.number(for: .rgb(RGB(1, 2, 3))) == -1)
    }
}

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

@Suite struct DirectColorTests {
    static let entries = ["xterm-256color": 256, "xterm-direct": 0x100_0000, "tmux-256color": 256, "tmux-direct": 0x100_0000,
                          "screen-256color": 256, "xterm-kitty": 256, "linux": 8]
    static func colors(_ name: String) -> Int { entries[name] ?? -1 }

    @Test func aTerminalAnnouncingTruecolorRunsOnItsFamilysDirectEntry() {
        #expect(DirectColorTerminal.entry(term: "xterm-256color", colorTerm: "truecolor", insideTmux: false, colors: Self.colors) == "xterm-direct")
        #expect(DirectColorTerminal.entry(term: "tmux-256color", colorTerm: "24bit", insideTmux: true, colors: Self.colors) == "tmux-direct")
        #expect(DirectColorTerminal.entry(term: "xterm-kitty", colorTerm: "truecolor", insideTmux: false, colors: Self.colors) == "xterm-direct")
        #expect(DirectColorTerminal.entry(term: "screen-256color", colorTerm: "truecolor", insideTmux: true, colors: Self.colors) == "tmux-direct")
    }

    @Test func otherwiseTheTerminalIsKept() {
        #expect(DirectColorTerminal.entry(term: "xterm-256color", colorTerm: nil, insideTmux: false, colors: Self.colors) == nil)
        #expect(DirectColorTerminal.entry(term: "xterm-256color", colorTerm: "yes", insideTmux: false, colors: Self.colors) == nil)
        #expect(DirectColorTerminal.entry(term: "xterm-direct", colorTerm: "truecolor", insideTmux: false, colors: Self.colors) == nil)
        #expect(DirectColorTerminal.entry(term: "linux", colorTerm: "truecolor", insideTmux: false, colors: Self.colors) == nil, "no linux-direct entry")
    }

    @Test func directColoursAreRGBValuesAndOnlyTheFirstEightStayPalette() {
        var mapper = ColorMapper(colors: 0x100_0000)
        #expect(mapper.number(for: .rgb(RGB(0x12, 0x34, 0x56))) == 0x123456)
        #expect(mapper.number(for: .rgb(RGB(0, 0, 0))) == 8, "black is not ANSI colour 0")
        #expect(mapper.number(for: .palette(4)) == 4)
        #expect(mapper.number(for: .palette(236)) == 0x303030)
        #expect(mapper.number(for: .defaultColor) == -1)
    }

    @Test func aResetTableNumbersFromOneAgain() {
        var table = ColorPairTable(colorPairs: 3, isDirect: true)
        _ = table.pair(for: ColorPairKey(foreground: 0xFF0000, background: 8))
        _ = table.pair(for: ColorPairKey(foreground: 0x00FF00, background: 8))
        #expect(table.pair(for: ColorPairKey(foreground: 0x0000FF, background: 8)).isNew == false)
        table.reset()
        #expect(table.allocatedCount == 0)
        #expect(table.pair(for: ColorPairKey(foreground: 0x0000FF, background: 8)) == (1, true))
    }
}

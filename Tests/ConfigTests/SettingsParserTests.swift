import Config
@testable import FeedBrowserCore
import TerminalUI
import Testing

@Suite struct SettingsParserTests {
    @Test func anEmptyFileGivesTheDefaults() {
        let (settings, diagnostics) = SettingsParser.parse([])
        #expect(diagnostics.isEmpty)
        #expect(settings.mouse)
        #expect(settings.pictures == .on)
        #expect(settings.themeName == .dark)
    }

    @Test func aKeyGivenToACommandIsTakenFromItsDefaultCommand() {
        let file = "[keys]\nquit = [\"j\", \"C-q\"]\nhelp = []\n"
        let (settings, diagnostics) = SettingsParser.parse(Array(file.utf8))
        #expect(diagnostics.isEmpty)
        #expect(settings.keyMap.command(for: .character("j")) == .quit)
        #expect(settings.keyMap.command(for: .ctrl("q")) == .quit)
        #expect(settings.keyMap.command(for: .down) == .moveDown)
        #expect(settings.keyMap.command(for: .character("?")) == nil)
        #expect(settings.keyMap.bindings.first { $0.command == .moveDown }?.keyLabel == "Down")
        #expect(settings.keyMap.bindings.first { $0.command == .quit }?.keyLabel == "j C-q")
        #expect(!settings.keyMap.bindings.contains { $0.command == .help })
    }

    @Test func theHintsNameTheKeysInForce() {
        let (settings, _) = SettingsParser.parse(Array("[keys]\nquit = \"x\"\nhelp = \"F1\"\n".utf8))
        let app = App(keyMap: settings.keyMap)
        _ = app.start(location: nil, size: TerminalSize(width: 80, height: 10))
        app.state.message = nil
        let screen = app.render().plainText()
        #expect(screen.contains("F1 help  x quit"))
        #expect(screen.split(separator: "\n").first?.hasSuffix("F1 help") == true)
    }

    @Test func aSequenceRunsItsCommandOnItsLastKey() {
        let (settings, diagnostics) = SettingsParser.parse(Array("[keys]\ntop = [\"Home\", \"g g\"]\nbottom = \"G\"\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(settings.keyMap.lookup([.character("g")]) == .prefix)
        #expect(settings.keyMap.lookup([.character("g"), .character("g")]) == .command(.top))
        #expect(settings.keyMap.bindings.first { $0.command == .top }?.keyLabel == "Home, g g")
        let app = App(keyMap: settings.keyMap)
        _ = app.start(location: nil, size: TerminalSize(width: 80, height: 10))
        _ = app.update(.terminal(.key(.character("g"))))
        #expect(app.state.pendingKeys == [.character("g")])
        _ = app.update(.terminal(.key(.character("g"))))
        #expect(app.state.pendingKeys.isEmpty)
        // A sequence gone wrong is dropped and its last key counts alone.
        _ = app.update(.terminal(.key(.character("g"))))
        _ = app.update(.terminal(.key(.character("?"))))
        #expect(app.state.pendingKeys.isEmpty)
        #expect(app.state.showsHelp)
    }

    @Test func everyCommandIsBindableByName() {
        for command in Command.allCases {
            #expect(Command(configName: command.configName) == command)
        }
        #expect(Command.moveDown.configName == "move-down")
        #expect(Command.openLink.configName == "open-link")
    }

    @Test func aThemeThenItsOverrides() {
        let file = "theme = \"light\"\n[colors]\nheader = \"white on #005f87 bold\"\nselected-background = \"bright-black\"\n"
        let (settings, diagnostics) = SettingsParser.parse(Array(file.utf8))
        #expect(diagnostics.isEmpty)
        #expect(settings.themeName == .light)
        #expect(settings.theme.header == CellStyle(foreground: .palette(7), background: .rgb(RGB(0, 0x5f, 0x87)), bold: true))
        #expect(settings.theme.selectedBackground == .palette(8))
        #expect(settings.theme.author == Theme.light.author)
    }

    @Test func everySettingIsRead() {
        let file = """
            mouse = false
            pictures = "mono"
            [browser]
            commands = ["firefox --new-tab %u", "w3m"]
            terminal = ["w3m"]
            [detail]
            text-width = 72
            [list]
            density = "one-line"
            sort = "feed-order"
            date-format = "%Y-%m-%d"
            time-zone = "UTC"
            [library]
            refresh-interval = 30
            keep-items = 100
            keep-days = 7
            confirm-quit-while-refreshing = false

            """
        let (settings, diagnostics) = SettingsParser.parse(Array(file.utf8))
        #expect(diagnostics.isEmpty)
        #expect(!settings.mouse)
        #expect(settings.pictures == .mono)
        #expect(settings.browsers == ["firefox --new-tab %u", "w3m"])
        #expect(settings.terminalBrowsers == ["w3m"])
        #expect(settings.detailTextWidth == 72)
        #expect(settings.listDensity == .oneLine)
        #expect(settings.listSort == .feedOrder)
        #expect(settings.dateFormat == "%Y-%m-%d")
        #expect(settings.timeZone?.secondsFromGMT() == 0)
        #expect(settings.refreshIntervalMinutes == 30)
        #expect(settings.keepItems == 100)
        #expect(settings.keepDays == 7)
        #expect(!settings.confirmQuitWhileRefreshing)
    }

    @Test func mistakesComeInFileOrder() {
        let file = "[list]\nzzz = 1\naaa = 2\n"
        let lines = SettingsParser.parse(Array(file.utf8)).diagnostics.map(\.line)
        #expect(lines == [2, 3])
    }
}

import Config
import FeedBrowserCore
import TerminalUI
import Testing

/// Bad config files and the exact `config.toml:LINE:COLUMN: message` each gets; the settings
/// around a mistake still apply.
@Suite struct BadConfigTests {
    static let table: [(file: String, messages: [String])] = [
        ("mous = false\n", ["config.toml:1:1: unknown setting 'mous' (did you mean 'mouse'?)"]),
        // toml++ would abort on these (an assertion) instead of reporting them.
        ("mouse = false\n[,\n", ["config.toml:2:2: a table header needs a name, such as [keys]; the line was ignored"]),
        ("[[ =]]\n", ["config.toml:1:4: a table header needs a name, such as [keys]; the line was ignored"]),
        ("[\nmouse = true\n", ["config.toml:1:2: a table header needs a name, such as [keys]; the line was ignored"]),
        ("[browser]\ncommands = [\"w3m\", }\n", ["config.toml:2:20: an array must end with ], not }; the line was ignored"]),
        ("[list]\ndensity = \"compact\"\nsrot = \"feed-order\"\n", ["config.toml:3:1: unknown setting 'srot' in [list] (did you mean 'sort'?)"]),
        ("mouse = \"no\"\n", ["config.toml:1:9: mouse: expected true or false, not a string"]),
        ("[detail]\n  text-width = \"wide\"\n", ["config.toml:2:16: text-width: expected a whole number, not a string"]),
        ("[keys]\nmvoe-down = \"j\"\n", ["config.toml:2:1: unknown command 'mvoe-down' (did you mean 'move-down'?)"]),
        ("[keys]\nmove-down = [\"j\", \"Dwn\"]\n",
         ["config.toml:2:19: unknown key 'Dwn' (did you mean 'Down'?); keys are a character, a name such as Enter or PageDown, F1-F24 or C-a"]),
        ("[keys]\nquit = \"x\"\nhelp = [\"F1\", \"x\"]\n",
         ["config.toml:3:15: key 'x' is bound twice: to quit and to help (quit keeps it)"]),
        ("[keys]\ntop = \"g g\"\nquit = [\"q\", \"g\"]\n",
         ["config.toml:3:14: 'g' starts 'g g', so it cannot also be a binding of its own (top keeps it)"]),
        ("[keys]\ntop = \"g Hme\"\n",
         ["config.toml:2:7: unknown key 'Hme' (did you mean 'Home'?); keys are a character, a name such as Enter or PageDown, F1-F24 or C-a"]),
        ("[colors]\ntitle = \"blod #ff0000\"\n",
         ["config.toml:2:10: unknown colour or attribute 'blod' (did you mean 'bold'?); colours are #rrggbb, 0-255 or a name"]),
        ("[colors]\nauthor = \"#12345 bold\"\n", ["config.toml:2:11: '#12345' is not a colour: write #rrggbb with six hex digits"]),
        ("[colors]\nlink = \"red on 300\"\n", ["config.toml:2:16: colour index 300 is out of range (0 to 255)"]),
        ("[colors]\ntitel = \"bold\"\n", ["config.toml:2:1: unknown setting 'titel' in [colors] (did you mean 'title'?)"]),
        ("theme = \"solarized\"\n", ["config.toml:1:9: unknown value 'solarized'; expected dark, light, ansi"]),
        ("pictures = \"of\"\n", ["config.toml:1:12: unknown value 'of' (did you mean 'on'?); expected on, off, mono"]),
        ("[list]\ntime-zone = \"Europe/Berln\"\n",
         ["config.toml:2:13: unknown time zone 'Europe/Berln' (did you mean 'Europe/Berlin'?); write local or a name such as Europe/Berlin"]),
        ("keys = 3\n", ["config.toml:1:1: 'keys' must be a table ([keys]), not an integer"]),
        ("[library]\nkeep-days = -1\n", ["config.toml:2:13: keep-days: expected a number of at least 0, not -1"]),
        ("[browser]\ncommands = [\"firefox %u\", 3]\n", ["config.toml:2:27: commands: expected a string in quotes, not an integer"]),
        // As other programs' configs write them: a bare word, and two keys run together.
        ("theme = \"dark\nmouse = false\n", ["config.toml:1:9: this string is not closed: end it with \" on the same line"]),
        ("[browser]\ncommands = ['w3m %u]\n", ["config.toml:2:13: this string is not closed: end it with ' on the same line"]),
        ("[keys]\nhelp = \"\"\n", ["config.toml:2:8: an empty key name; use \"Space\" for the space bar, or [] to unbind"]),
        ("theme = dark\n", ["config.toml:1:9: the value dark needs quotes: write theme = \"dark\" (only true, false and numbers go without)"]),
        ("[keys]\nmove-down = \"jj\"\n",
         ["config.toml:2:13: unknown key 'jj' (for the keys one after the other, write \"j j\"); keys are a character, a name such as Enter or PageDown, F1-F24 or C-a"]),
    ]

    @Test(arguments: table.indices) func aMistakeIsReportedAtItsLineAndColumn(index: Int) {
        let (file, messages) = Self.table[index]
        let diagnostics = SettingsParser.parse(Array(file.utf8)).diagnostics
        #expect(diagnostics.map(\.description) == messages, "\(file)")
    }

    @Test func aSyntaxErrorIsReportedAndTheOtherLinesStillApply() {
        let file = "mouse = false\ntheme = \"light\nsort = 3\n[list]\ndensity = \"compact\"\n"
        let (settings, diagnostics) = SettingsParser.parse(Array(file.utf8))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.line == 2)
        // At the quote that opens the string left open, not at the line's end where toml++ sees it.
        #expect(diagnostics.first?.column == 9)
        #expect(diagnostics.first?.message == "this string is not closed: end it with \" on the same line")
        // The next line is read again once the broken one is left out: `sort` belongs in [list].
        #expect(diagnostics.last?.description == "config.toml:3:1: unknown setting 'sort' here: it belongs under [list]")
        #expect(settings.mouse == false)
        #expect(settings.listDensity == .compact)
    }

    @Test func aFileThatIsNotUTF8IsReportedWhereItStops() {
        let bytes = Array("mouse = false\ntheme = \"".utf8) + [0xFF, 0x22, 0x0A]
        let diagnostics = SettingsParser.parse(bytes).diagnostics
        #expect(diagnostics.map(\.description) == ["config.toml:2:10: the file is not UTF-8 text, so none of it was used"])
    }

    @Test func aBadEntryKeepsItsDefaultAndTheRestApplies() {
        let file = "mouse = false\n[keys]\nquit = \"x\"\nhelp = \"Nope\"\n[colors]\ntitle = \"#ff0000 bold\"\nlink = \"blod\"\n"
        let (settings, diagnostics) = SettingsParser.parse(Array(file.utf8))
        #expect(diagnostics.count == 2)
        #expect(settings.mouse == false)
        #expect(settings.keyMap.command(for: .character("x")) == .quit)
        #expect(settings.keyMap.command(for: .character("q")) == nil)
        #expect(settings.keyMap.command(for: .character("?")) == .help)
        #expect(settings.theme.title == CellStyle(foreground: .rgb(RGB(255, 0, 0)), bold: true))
        #expect(settings.theme.link == Theme().link)
    }
}

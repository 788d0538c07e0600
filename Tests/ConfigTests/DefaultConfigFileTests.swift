import Config
import FeedBrowserCore
import Testing

@Suite struct DefaultConfigFileTests {
    @Test func theDefaultFileReadsBackWithNoMistakes() {
        let text = DefaultConfigFile.text()
        let (settings, diagnostics) = SettingsParser.parse(Array(text.utf8))
        #expect(diagnostics.map(\.description) == [])
        #expect(settings.keyMap.bindings.map(\.keys) == KeyMap.standard.bindings.map(\.keys))
        #expect(settings.theme.title == Theme().title)
    }

    @Test func theDefaultFileNamesEveryCommandAndStyle() {
        let text = DefaultConfigFile.text()
        for command in Command.allCases { #expect(text.contains("\n\(command.configName) = ")) }
        for element in Theme.elements { #expect(text.contains("\n\(element.name) = ")) }
    }
}

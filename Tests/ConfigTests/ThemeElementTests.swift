import FeedBrowserCore
import TerminalUI
import Testing

@Suite struct ThemeElementTests {
    /// A style added to `Theme` without an entry in `Theme.elements` could not be set by the config.
    @Test func everyStyleOfTheThemeIsAnElement() {
        let styles = Mirror(reflecting: Theme()).children.filter { $0.value is CellStyle }.count
        #expect(Theme.elements.count == styles)
        #expect(Set(Theme.elements.map(\.name)).count == styles)
    }
}

import Testing
import TerminalUI
@testable import FeedBrowserCore

/// `confirm-quit-while-refreshing`: quitting the library while a refresh runs asks first.
@Suite struct QuitQuestionTests {
    static func refreshingApp(confirms: Bool) -> App {
        let (app, _) = LibraryNavigationTests.app()
        app.confirmsQuitWhileRefreshing = confirms
        _ = app.update(.refreshProgress("Refreshing 1/2"))
        return app
    }

    @Test func quittingWhileARefreshRunsAsksAndYQuits() {
        let app = Self.refreshingApp(confirms: true)
        #expect(Sample.send("q", to: app).isEmpty)
        #expect(app.state.inputMode == .confirmQuit)
        #expect(app.render().plainText().contains("quit anyway? (y/n)"))
        #expect(Sample.send("y", to: app) == [.quit])
    }

    @Test func anyOtherKeyStays() {
        let app = Self.refreshingApp(confirms: true)
        _ = Sample.send("q", to: app)
        #expect(Sample.send("n", to: app).isEmpty)
        #expect(app.state.inputMode == .normal)
    }

    @Test func withoutARefreshOrWithTheSettingOffQQuitsAtOnce() {
        #expect(Sample.send("q", to: Self.refreshingApp(confirms: false)) == [.quit])
        let (idle, _) = LibraryNavigationTests.app()
        idle.confirmsQuitWhileRefreshing = true
        #expect(Sample.send("q", to: idle) == [.quit])
    }
}

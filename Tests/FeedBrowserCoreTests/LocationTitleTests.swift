import Testing
@testable import FeedBrowserCore
import TerminalUI

/// The header names the feed by its location until its title comes: never with a password.
@Suite struct LocationTitleTests {
    @Test func theLocationInTheHeaderHasItsPasswordMasked() {
        let app = App(sortOrder: .feedOrder)
        let effects = app.start(location: "http://bob:s3cret@127.0.0.1:8765/500", size: TerminalSize(width: 120, height: 40))
        #expect(app.state.feedTitle == "http://bob:***@127.0.0.1:8765/500")
        // The load itself still gets the login.
        #expect(effects == [.load(location: "http://bob:s3cret@127.0.0.1:8765/500", generation: 1)])
    }
}

import TerminalUI
import Testing
@testable import FeedBrowserCore

@Suite struct LayoutTests {
    @Test(arguments: [
        (120, 40, Orientation.landscape), (100, 50, .landscape), (99, 40, .portrait), (120, 61, .portrait),
        (200, 60, .landscape), (60, 40, .portrait), (40, 60, .portrait), (1, 1, .portrait), (0, 0, .portrait),
    ])
    func orientationFollowsTheThreshold(width: Int, height: Int, expected: Orientation) {
        #expect(Orientation.of(width: width, height: height) == expected)
    }

    @Test(arguments: [100, 120, 140, 200, 300])
    func landscapeListIsAboutFortyPercentAndAtLeastForty(width: Int) {
        let layout = ScreenLayout(width: width, height: 40, focus: .list)
        #expect(layout.list.width >= 40)
        #expect(abs(layout.list.width - width * 2 / 5) <= 1 || layout.list.width == 40)
        // The panes, the divider and nothing else fill the width.
        #expect(layout.list.width + layout.divider.width + layout.detail.width == width)
        #expect(layout.detail.x == layout.list.width + 1)
    }

    @Test func portraitShowsOnePaneByFocus() {
        let list = ScreenLayout(width: 60, height: 40, focus: .list)
        #expect(list.list == Rect(x: 0, y: 1, width: 60, height: 38))
        #expect(list.detail.isEmpty)
        let detail = ScreenLayout(width: 60, height: 40, focus: .detail)
        #expect(detail.list.isEmpty)
        #expect(detail.detail == Rect(x: 0, y: 1, width: 60, height: 38))
    }

    @Test func tinyTerminalsKeepTheStatusLine() {
        let one = ScreenLayout(width: 1, height: 1, focus: .list)
        #expect(one.status == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(one.header.isEmpty && one.list.isEmpty)
        let two = ScreenLayout(width: 20, height: 2, focus: .list)
        #expect(two.header.isEmpty)
        #expect(two.list.height == 1)
    }
}

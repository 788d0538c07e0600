import Foundation
import Testing
@testable import FeedBrowserRuntime
import FeedBrowserCore

/// What the status line says when a feed cannot be (fully) loaded.
@Suite struct LoadErrorTests {
    static let fixtures = GoldenScreenTests.repository.appendingPathComponent("Fixtures/feeds")

    @Test func aTruncatedFeedShowsWhereItBroke() throws {
        let screen = try HeadlessScreen.render(feed: Self.fixtures.appendingPathComponent("truncated.xml").path, width: 80, height: 8)
        let status = try #require(screen.split(separator: "\n").last)
        // The title bar names the file; the status line is for the fault, not the path again.
        #expect(status.hasPrefix("Error: malformed feed at line 9"), "\(status)")
    }

    @Test func aMessageLongerThanTheLineEndsInAnEllipsisAndThePositionStays() throws {
        let screen = try HeadlessScreen.render(feed: Self.fixtures.appendingPathComponent("truncated.xml").path, width: 50, height: 8)
        let status = try #require(screen.split(separator: "\n").last)
        #expect(status.contains("… "), "\(status)")
        #expect(status.hasSuffix("1/5"), "\(status)")
    }

    @Test func aMissingFileIsNamed() throws {
        let screen = try HeadlessScreen.render(feed: "/nonexistent/feed.xml", width: 80, height: 8)
        #expect(screen.split(separator: "\n").last?.hasPrefix("Error: cannot read /nonexistent/feed.xml: no such file") == true)
    }
}

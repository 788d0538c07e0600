import Foundation
import Testing
@testable import FeedBrowserRuntime
import FeedBrowserCore

/// What a reader of an ordinary news feed sees at 80x24 in each row style, and that the style
/// and order they chose are there again at the next start.
@Suite struct RowStyleScreenTests {
    static let news = GoldenScreenTests.repository.appendingPathComponent("Fixtures/screens/feeds/news.xml").path

    /// Items whose title starts on screen: their rows carry a date at the right.
    static func datedRows(_ keys: String) throws -> Int {
        let screen = try HeadlessScreen.render(feed: news, width: 80, height: 24, keys: keys, pictures: nil,
                                               timeZone: TimeZone(identifier: "UTC")!, now: { GoldenScreenTests.now })
        let date = /(now|\d+ min|\d+ h|Mon|Tue|Wed|Thu|Fri|Sat|Sun|\d{4}-\d\d-\d\d) +[┃│]?$/
        return screen.split(separator: "\n").dropFirst().dropLast().filter { $0.firstMatch(of: date) != nil }.count
    }

    @Test func compactShowsAtLeastTwelveItemsAt80x24() throws {
        #expect(try Self.datedRows("") <= 4)
        #expect(try Self.datedRows("v") >= 12)
        #expect(try Self.datedRows("v v") == 22)
    }

    @Test func theChosenStyleAndOrderAreRememberedInTheDataDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = ListSettingsFile(directory: folder)
        #expect(file.read() == ListSettingsFile.Settings(rowStyle: nil, sortOrder: nil))
        try file.write(.init(rowStyle: .compact, sortOrder: .feedOrder))
        #expect(file.read() == ListSettingsFile.Settings(rowStyle: .compact, sortOrder: .feedOrder))
        #expect(try String(contentsOf: folder.appendingPathComponent("list.json"), encoding: .utf8).contains("\"rowStyle\" : \"compact\""))
        // A value this version does not know is the default, not an error.
        try Data(#"{"rowStyle": "huge", "sortOrder": "feed-order"}"#.utf8).write(to: file.url)
        #expect(file.read() == ListSettingsFile.Settings(rowStyle: nil, sortOrder: .feedOrder))
        try Data("not json".utf8).write(to: file.url)
        #expect(file.read() == ListSettingsFile.Settings(rowStyle: nil, sortOrder: nil))
    }
}

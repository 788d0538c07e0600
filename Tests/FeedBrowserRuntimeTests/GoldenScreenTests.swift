import Foundation
import Testing
@testable import FeedBrowserRuntime
import FeedBrowserCore

/// Screens of `feedbrowser render` for each fixture feed, compared with Fixtures/screens/*.txt.
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter GoldenScreenTests`
/// and review the diff in git.
@Suite struct GoldenScreenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture feeds with recorded screens (a new fixture gets screens when it is added here).
    static let feeds = GoldenFixtures.feeds

    /// (size, keys, tag): landscape, portrait list and detail, tall portrait, tiny and degenerate.
    static let scripts: [(size: String, keys: String, tag: String)] = [
        ("120x40", "j", "list"),
        ("120x40", "j Enter", "detail"),
        ("60x40", "j", "list"),
        ("60x40", "j Enter", "detail"),
        ("80x24", "j", "list"),
        ("80x24", "j Enter", "detail"),
        ("40x60", "j j", "list"),
        ("40x60", "j Enter", "detail"),
        ("20x10", "j", "list"),
        ("1x1", "", "list"),
    ]

    static var cases: [String] {
        feeds.flatMap { feed in scripts.map { "\(feed)|\($0.size)|\($0.keys)|\($0.tag)" } }
    }

    @Test(arguments: cases)
    func screenMatchesGolden(_ spec: String) throws {
        let parts = spec.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let (feed, size, keys, tag) = (parts[0], parts[1], parts[2], parts[3])
        let dimensions = size.split(separator: "x").compactMap { Int($0) }
        let feedPath = Self.repository.appendingPathComponent(feed).path
        let actual = try HeadlessScreen.render(feed: feedPath, width: dimensions[0], height: dimensions[1], keys: keys,
                                                timeZone: TimeZone(identifier: "UTC")!)
        let name = "\(((feed as NSString).lastPathComponent as NSString).deletingPathExtension)@\(size)-\(tag).txt"
        let golden = Self.repository.appendingPathComponent("Fixtures/screens/\(name)")
        // Lines never exceed the terminal width: the renderer clips every pane.
        for (number, line) in actual.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            #expect(line.count <= dimensions[0], "line \(number + 1) of \(name) is wider than \(dimensions[0])")
        }
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden screen \(golden.path); record it with RECORD_SNAPSHOTS=1")
            return
        }
        // Whatever a feed contains, no control character reaches the screen.
        #expect(!actual.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        if expected != actual {
            Issue.record(Comment(rawValue: ScreenDiff.describe(expected: expected, actual: actual, name: name)))
        }
    }
}

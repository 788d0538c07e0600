import Foundation
import Testing

/// The row styles and the order in a real terminal: `v` and `t` as a reader presses them, the
/// screen they see at 80x24, and the choice found again at the next start.
@Suite(.serialized) struct RowStyleEndToEndTests {
    static let news = AppEndToEndTests.repository.appendingPathComponent("Fixtures/screens/feeds/news.xml").path
    /// Rows that start an item (its date is at their right).
    static func itemRows(_ screen: String) -> Int {
        AppEndToEndTests.screenRows(screen).dropFirst().dropLast().filter { $0.firstMatch(of: /(now|\d+ min|\d+ h|Mon|Tue|Wed|Thu|Fri|Sat|Sun|\d{4}-\d\d-\d\d) +[┃│]?$/) != nil }.count
    }

    @Test func compactRowsAreChosenWithVAndRememberedForTheNextRun() throws {
        guard AppEndToEndTests.requireTmux() else { return }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path]

        // A run that changes nothing writes nothing.
        let untouched = try AppEndToEndTests.launch(Self.news, width: 80, height: 24, environment: environment)
        defer { untouched.kill() }
        _ = try untouched.waitForText("1/30")
        try untouched.sendKeys("q")
        _ = try untouched.waitForText("EXITED 0")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data/feedbrowser/list.json").path))

        let first = try AppEndToEndTests.launch(Self.news, width: 80, height: 24, environment: environment)
        defer { first.kill() }
        let comfortable = try first.waitForText("1/30")
        #expect(Self.itemRows(comfortable) <= 4)
        try first.sendKeys("v")
        let compact = try first.waitForText("Rows: compact")
        #expect(Self.itemRows(compact) >= 12, "\(compact)")
        #expect(compact.split(separator: "\n")[1].hasPrefix("▌ Council approves"))
        // A resize round trip and a style change keep the selected item where it was.
        try first.sendKeys("j", "j", "j", "j", "j", "j")
        let before = AppEndToEndTests.markerRows(AppEndToEndTests.screenRows(try first.waitForText("7/30")))
        try first.resize(width: 50, height: 24)
        try first.resize(width: 80, height: 24)
        _ = try first.waitUntil("the 80-column screen again") { screen in AppEndToEndTests.screenRows(screen).last?.count == 80 && screen.contains("7/30") }
        let after = AppEndToEndTests.markerRows(AppEndToEndTests.screenRows(try first.capture()))
        #expect(after == before)
        try first.sendKeys("t")
        let feedOrder = try first.waitForText("In the feed's order")
        #expect(feedOrder.contains("7/30"))
        try first.sendKeys("q")
        _ = try first.waitForText("EXITED 0")
        let saved = try String(contentsOf: home.appendingPathComponent("data/feedbrowser/list.json"), encoding: .utf8)
        #expect(saved.contains("\"rowStyle\" : \"compact\"") && saved.contains("\"sortOrder\" : \"feed-order\""))

        let second = try AppEndToEndTests.launch(Self.news, width: 80, height: 24, environment: environment)
        defer { second.kill() }
        let again = try second.waitForText("1/30")
        #expect(Self.itemRows(again) >= 12, "the next run starts compact: \(again)")
    }
}

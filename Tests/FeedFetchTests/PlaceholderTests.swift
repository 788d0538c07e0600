import Foundation
import Testing
@testable import FeedFetch
import Feeds

// Replaced by the HTTP and file tests in the next landing; this one already checks file loading.
@Test func loadsTheSampleFromAPath() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/feeds/deviantart-sample.xml").path
    let result = try FeedLoader.load(try FeedSource(path))
    #expect(result.feed.items.count == 24)
}

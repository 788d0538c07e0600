import Feeds
import Foundation
import Testing
@testable import Library

/// Two FeedBrowsers on one library: two DatabasePools on the same file.
struct TwoInstancesTests {
    @Test func twoPoolsWritingInTurnSeeEachOthersWrites() throws {
        let library = try TemporaryLibrary()
        let other = try library.reopen()
        for round in 0..<5 {
            try library.store.store(feed: Feed(items: [Sample.item("one-\(round)")]), for: "https://one.example/",
                                    fetchedAt: Sample.day(Double(round)), validators: FeedValidators(), bodyHash: nil)
            try other.store(feed: Feed(items: [Sample.item("two-\(round)")]), for: "https://two.example/",
                            fetchedAt: Sample.day(Double(round)), validators: FeedValidators(), bodyHash: nil)
            #expect(try library.store.counts().items == 2 * (round + 1))
            #expect(try other.counts().items == 2 * (round + 1))
        }
        try other.setRead([try library.itemID("one-0")], true)
        #expect(try library.store.counts().unread == 9)
    }

    /// Without the busy timeout, a write that finds the other pool's transaction open fails at once
    /// with SQLITE_BUSY; with it, both instances' writes all land.
    @Test func twoPoolsWritingAtOnceBothSucceed() async throws {
        let library = try TemporaryLibrary()
        let stores = [library.store, try library.reopen()]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    for round in 0..<20 {
                        let items = (0..<20).map { Sample.item("s\(index)-r\(round)-\($0)") }
                        try store.store(feed: Feed(items: items), for: "https://\(index).example/", fetchedAt: Sample.day(Double(round)),
                                        validators: FeedValidators(), bodyHash: nil)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try library.store.counts().items == 2 * 20 * 20)
    }

    /// Both see a new file unmigrated and run "v1"; the one that waits for the other's migration
    /// finds the tables there, and must open the library rather than fail on them.
    @Test func twoInstancesCreatingTheLibraryAtOnceBothOpenIt() async throws {
        for _ in 0..<20 {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("library-race-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("library.sqlite").path
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask { _ = try LibraryStore(path: path) }
                }
                try await group.waitForAll()
            }
        }
    }
}

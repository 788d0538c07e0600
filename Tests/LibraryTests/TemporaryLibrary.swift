import Feeds
import Foundation
import GRDB
@testable import Library

/// A library file in a fresh temporary directory, deleted with everything beside it when released.
final class TemporaryLibrary {
    let directory: URL
    let path: String
    let store: LibraryStore

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("library-test-\(UUID().uuidString)", isDirectory: true)
        path = directory.appendingPathComponent("library.sqlite").path
        store = try LibraryStore(path: path)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Another store on the same file, as a second FeedBrowser would open it.
    func reopen() throws -> LibraryStore {
        try LibraryStore(path: path)
    }

    /// The id of the stored item whose `FeedItem.id` is `identity`.
    func itemID(_ identity: String) throws -> LibraryItemID {
        let id = try store.pool.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM item WHERE identity = ?", arguments: [identity])
        }
        guard let id else { throw TestFailure("no item \(identity)") }
        return LibraryItemID(rawValue: id)
    }

    /// Stores `items` as the feed at `url`, fetched at `time`.
    @discardableResult
    func store(_ items: [FeedItem], url: String = Sample.feedURL, at time: Date = Sample.day(0)) throws -> StoreResult {
        try store.store(feed: Feed(title: "Sample", link: "https://example.com/", items: items), for: url, fetchedAt: time,
                        validators: FeedValidators(etag: "\"v1\"", lastModified: "Mon, 02 Nov 2026 10:00:00 GMT"), bodyHash: "body-1")
    }
}

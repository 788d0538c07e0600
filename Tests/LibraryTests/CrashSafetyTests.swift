import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// A store that does not finish (an error, a crash, a killed process) leaves the library as it was before it.
struct CrashSafetyTests {
    @Test func aStoreThatFailsHalfwayWritesNothing() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("kept")], at: Sample.day(0))
        // A trigger fails the transaction after some of the feed's items are already inserted.
        try library.store.pool.write { db in
            try db.execute(sql: """
                CREATE TRIGGER fail_on_poison AFTER INSERT ON item WHEN NEW.identity = 'poison'
                BEGIN SELECT RAISE(ABORT, 'simulated failure'); END
                """)
        }
        let failing = Feed(title: "Renamed", items: [Sample.item("poison"), Sample.item("b"), Sample.item("c")])
        #expect(throws: LibraryError.self) {
            try library.store.store(feed: failing, for: Sample.feedURL, fetchedAt: Sample.day(1),
                                    validators: FeedValidators(etag: "\"v2\""), bodyHash: "body-2")
        }
        let feed = try #require(try library.store.feed(url: Sample.feedURL))
        #expect(feed.title == "Sample" && feed.validators.etag == "\"v1\"" && feed.bodyHash == "body-1")
        #expect(feed.lastFetchedAt == Sample.day(0))
        #expect(try library.store.counts() == LibraryCounts(items: 1, unread: 1, starred: 0))
    }

    /// The files as a crash in the middle of `store` leaves them (copied from inside the
    /// transaction, after uncommitted pages reached the WAL) open as the library before the store.
    @Test func theFilesOfAStoreCutShortOpenAsBeforeIt() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("before")], at: Sample.day(0))
        let crash = library.directory.appendingPathComponent("crash", isDirectory: true)
        try FileManager.default.createDirectory(at: crash, withIntermediateDirectories: true)
        let walPath = library.path + "-wal"
        let committedWALSize = try Self.size(walPath)
        let source = library.path
        try library.store.pool.write { db in
            // A tiny page cache makes SQLite spill uncommitted pages into the WAL, as a large store does.
            try db.execute(sql: "PRAGMA cache_size = 2")
            db.add(function: DatabaseFunction("copyFilesAsACrashLeavesThem", argumentCount: 0) { _ in
                for suffix in ["", "-wal"] {
                    try FileManager.default.copyItem(atPath: source + suffix, toPath: crash.appendingPathComponent("library.sqlite" + suffix).path)
                }
                return nil
            })
            try db.execute(sql: """
                CREATE TEMP TRIGGER crash_here AFTER INSERT ON item WHEN NEW.identity = 'crash-here'
                BEGIN SELECT copyFilesAsACrashLeavesThem(); END
                """)
        }
        // Inserted last (items go in from the document's end): the copy holds every other insert.
        let items = [Sample.item("crash-here")] + (0..<300).map { Sample.item("i\($0)", content: String(repeating: "text ", count: 200)) }
        #expect(try library.store(items, at: Sample.day(1)) == StoreResult(newItems: 301, updatedItems: 0))

        let crashedPath = crash.appendingPathComponent("library.sqlite").path
        #expect(try Self.size(crashedPath + "-wal") > committedWALSize, "no uncommitted page reached the WAL: the test simulates nothing")
        let recovered = try LibraryStore(path: crashedPath)
        #expect(try recovered.counts().items == 1)
        #expect(try recovered.feed(url: Sample.feedURL)?.lastFetchedAt == Sample.day(0))
        #expect(try recovered.check().isEmpty)
        #expect(try library.store.counts().items == 302)
    }

    /// A writer process killed before COMMIT leaves a hot WAL; the next open recovers the library
    /// as it was before that transaction, undamaged, and writes to it.
    @Test(.enabled(if: KilledWriter.isAvailable, "needs python3 with its sqlite3 module"))
    func aWriterKilledMidTransactionLeavesTheLibraryAsBefore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("library-killed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("library.sqlite").path
        // Stored and closed before the writer runs: the next open is the first after the crash.
        try LibraryStore(path: path).store(feed: Feed(title: "Sample", items: [Sample.item("before")]), for: Sample.feedURL,
                                           fetchedAt: Sample.day(0), validators: FeedValidators(), bodyHash: nil)

        let writer = try KilledWriter.kill(writingTo: path)
        #expect(writer.terminationReason == .uncaughtSignal && writer.terminationStatus == SIGKILL)
        #expect(try Self.size(path + "-wal") > 0, "no uncommitted page reached the WAL: the test simulates nothing")

        let recovered = try LibraryStore(path: path)
        #expect(try recovered.counts().items == 1)
        #expect(try recovered.feed(url: Sample.feedURL)?.title == "Sample")
        #expect(try recovered.check().isEmpty)
        let result = try recovered.store(feed: Feed(title: "Sample", items: [Sample.item("after")]), for: Sample.feedURL,
                                         fetchedAt: Sample.day(1), validators: FeedValidators(), bodyHash: nil)
        #expect(result == StoreResult(newItems: 1, updatedItems: 0))
    }

    static func size(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    }
}

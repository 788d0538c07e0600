import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// A file the library cannot use is reported with its path and what to do, and left untouched.
struct OpeningErrorTests {
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("library-open-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileOfGarbageIsNotADatabaseAndIsLeftAsItWas() throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("library.sqlite").path
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: LibraryError.self) { try LibraryStore(path: path) }
        #expect(error == .notADatabase(path: path))
        let message = try #require(error?.description)
        #expect(message.contains(path) && message.contains("feedbrowser library check"), "\(message)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aTextFileIsNotADatabase() throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("library.sqlite").path
        try Data("url,title\nhttps://example.com/feed,Example\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LibraryError.notADatabase(path: path)) { try LibraryStore(path: path) }
    }

    @Test func aDamagedLibraryMessageOffersMovingTheFileAside() {
        let message = LibraryError.corrupt(path: "/data/library.sqlite", detail: "database disk image is malformed").description
        #expect(message.contains("/data/library.sqlite") && message.contains("move the file away to start an empty library"), "\(message)")
    }

    @Test func damagedPagesAreFoundByTheCheck() throws {
        let library = try TemporaryLibrary()
        try library.store((0..<300).map { Sample.item("i\($0)") })
        #expect(try library.store.check().isEmpty)
        #expect(try library.store.check(thorough: false).isEmpty)
        let pageSize = try library.store.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } ?? 4096
        try library.store.pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        // Scribble over the middle of the file, past the schema on page 1.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: library.path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: UInt64(pageSize) * (size / UInt64(pageSize) / 2))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize * 2))
        try handle.close()
        let reopened = try library.reopen()
        #expect(try !reopened.check().isEmpty)
    }

    @Test func aReadOnlyDirectoryIsReportedAsSuch() throws {
        let directory = try Self.scratchDirectory()
        let readOnly = try ReadOnlyPath(directory)
        defer {
            readOnly.restore()
            try? FileManager.default.removeItem(at: directory)
        }
        let path = directory.appendingPathComponent("library.sqlite").path
        let error = #expect(throws: LibraryError.self) { try LibraryStore(path: path) }
        #expect(error == .readOnly(path: path))
        #expect(error?.description.contains(path) == true)
        // Also when the library's own directory would have to be created in it.
        let nested = directory.appendingPathComponent("feedbrowser/library.sqlite").path
        #expect(throws: LibraryError.readOnly(path: nested)) { try LibraryStore(path: nested) }
    }

    @Test func aReadOnlyLibraryFileIsReportedAsSuch() throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("library.sqlite").path
        try LibraryStore(path: path).store(feed: Feed(items: [Sample.item("a")]), for: Sample.feedURL, fetchedAt: Sample.day(0),
                                           validators: FeedValidators(), bodyHash: nil)
        let readOnly = try ReadOnlyPath(URL(fileURLWithPath: path))
        defer { readOnly.restore() }
        let error = #expect(throws: LibraryError.self) {
            try LibraryStore(path: path).setRead([LibraryItemID(rawValue: 1)], true)
        }
        #expect(error == .readOnly(path: path))
    }

    @Test func aMissingDirectoryIsCreated() throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("data/feedbrowser/library.sqlite").path
        let store = try LibraryStore(path: path)
        #expect(try store.counts().items == 0)
    }
}

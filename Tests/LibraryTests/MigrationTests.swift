import Foundation
import GRDB
import Testing
@testable import Library

struct MigrationTests {
    @Test func anEmptyFileGetsTheLatestSchema() throws {
        let library = try TemporaryLibrary()
        let (tables, migrations) = try library.store.pool.read { db in
            (try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"),
             try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(tables == ["feed", "grdb_migrations", "item"])
        #expect(migrations == ["v1", "v2", "v3-text-marks", "v4-linked-feed", "v5-podcast-episodes"])
    }

    @Test func reopeningMigratesNothingAndKeepsTheData() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a")])
        let again = try library.reopen()
        let third = try library.reopen()
        #expect(try third.counts() == LibraryCounts(items: 1, unread: 1, starred: 0))
        #expect(try again.pool.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") } == ["v1", "v2", "v3-text-marks", "v4-linked-feed", "v5-podcast-episodes"])
    }

    @Test func connectionsUseWALForeignKeysAndTheBusyTimeout() throws {
        let library = try TemporaryLibrary()
        let (journalMode, foreignKeys, writerTimeout) = try library.store.pool.write { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"),
             try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"),
             try Int.fetchOne(db, sql: "PRAGMA busy_timeout"))
        }
        #expect(journalMode == "wal")
        #expect(foreignKeys == true)
        #expect(writerTimeout == Int(LibraryStore.busyTimeout * 1000))
        // Readers wait too (GRDB gives pool readers their own timeout): only WAL recovery blocks them.
        let readerTimeout = try library.store.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA busy_timeout") }
        #expect((readerTimeout ?? 0) > 0)
    }

    @Test func aFileFromANewerVersionIsRefusedNotRewritten() throws {
        let library = try TemporaryLibrary()
        try library.store.pool.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        #expect(throws: LibraryError.newerSchema(path: library.path)) { try library.reopen() }
    }

    @Test func deletingAFeedDeletesItsItems() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b")])
        try library.store.pool.write { db in try db.execute(sql: "DELETE FROM feed") }
        #expect(try library.store.counts().items == 0)
    }
}

import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// A library in a directory that cannot be written is still read; writes say why they fail.
struct ReadOnlyLibraryTests {
    @Test func aLibraryInAReadOnlyDirectoryIsReadButNotWritten() throws {
        let library = try TemporaryLibrary()
        try library.store([Sample.item("a"), Sample.item("b")])
        try library.store.setRead([try library.itemID("a")], true)
        let readOnly = try ReadOnlyPath(library.directory)
        defer { readOnly.restore() }
        let store = try LibraryStore(readingOnly: library.path)
        #expect(store.isReadOnly)
        #expect(try store.counts() == LibraryCounts(items: 2, unread: 1, starred: 0))
        #expect(try store.unreadItems().rows.map(\.title) == ["Title b"])
        #expect(throws: LibraryError.readOnly(path: library.path)) { try store.setRead([try library.itemID("b")], true) }
    }

    @Test func aFullDiskIsSaidInWords() {
        let error = LibraryError.from(DatabaseError(resultCode: .SQLITE_FULL), path: "/data/library.sqlite")
        #expect(error == .full(path: "/data/library.sqlite"))
        #expect(error.description.contains("is full"))
    }
}

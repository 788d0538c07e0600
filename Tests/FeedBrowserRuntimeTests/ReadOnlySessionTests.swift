import FeedBrowserCore
import Feeds
import Foundation
import Library
import ReaderFiles
import Testing
import TerminalUI
@testable import FeedBrowserRuntime

/// A data directory that cannot be written: the library opens to read only, the app browses what
/// it holds and says why marks are not kept, and nothing in the directory changes.
@Suite(.serialized) struct ReadOnlySessionTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-\(UUID().uuidString)")

    var directories: ReaderDirectories {
        ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
    }

    /// A library of one feed with three unread items, closed cleanly (no WAL files left).
    func storedLibrary() throws {
        do {
            let session = try LibrarySession(directories: directories)
            try session.store.store(feed: Feed(title: "Kept", items: (0..<3).map {
                FeedItem(id: "i\($0)", title: "Kept item \($0)", published: Date(timeIntervalSince1970: Double($0) * 60))
            }), for: "https://kept.example/feed", fetchedAt: Date(), validators: FeedValidators(), bodyHash: nil)
        }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("https://kept.example/feed\n".utf8).write(to: directories.urlsFile)
    }

    func render(_ keys: String) throws -> String {
        try HeadlessScreen.render(library: directories, width: 240, height: 30, keys: keys, pictures: nil, timeZone: TimeZone(identifier: "UTC")!)
    }

    /// The real thing: the directory is made unwritable (as root, immutable), and the session
    /// finds that out by itself.
    @Test(.enabled(if: UnwritableDirectory.isAvailable, "needs a directory that can be made unwritable (chmod, or chattr as root)"))
    func anUnwritableDataDirectoryIsBrowsedAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try storedLibrary()
        let before = try Data(contentsOf: directories.libraryFile)
        let locked = try UnwritableDirectory(directories.data)
        defer { locked.restore() }
        let session = try LibrarySession(directories: directories)
        #expect(session.store.isReadOnly)
        #expect(session.readOnlyReason?.contains("cannot be written") == true)
        let screen = try render("")
        #expect(screen.contains("cannot be written (read-only file or directory)"), "\(screen)")
        #expect(screen.contains("Kept item 2"), "\(screen)")
        // Marking fails with a message instead of a crash, and the counts stay as stored.
        let marked = try render("Enter N")
        #expect(marked.contains("read-only"), "\(marked)")
        #expect(marked.contains("3 unread"), "\(marked)")
        locked.restore()
        #expect(try Data(contentsOf: directories.libraryFile) == before, "the library file is as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directories.data.path).sorted() == ["library.sqlite"])
    }

    /// The same app path where no directory can be made unwritable (a file system without
    /// `chattr +i`, a container without the capability): the store is opened to read only by the
    /// test, as `LibrarySession(directories:)` opens it when it finds the directory unwritable.
    /// This checks the app's side (browsing, the message, marks refused), not the detection.
    @Test func aLibraryOpenedToReadOnlyIsBrowsedAndMarksAreRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try storedLibrary()
        let session = LibrarySession(store: try LibraryStore(readingOnly: directories.libraryFile.path),
                                     subscriptions: SubscriptionFile(url: directories.urlsFile),
                                     place: ReadingPlaceFile(url: directories.data.appendingPathComponent("place.json")))
        func run(_ keys: String) throws -> String {
            let backend = try HeadlessBackend(width: 240, height: 30, keys: keys, colorLevel: .monochrome)
            let runner = AppRunner(app: App(timeZone: TimeZone(identifier: "UTC")!), backend: backend, loader: FeedLoadWorker(),
                                   linkOpener: nil, library: session, refreshesStaleFeeds: false)
            try runner.run(location: nil, untilIdle: true, inputAfterLoad: true)
            return backend.text
        }
        let screen = try run("")
        #expect(screen.contains("cannot be written (read-only file or directory)") && screen.contains("Kept item 2"), "\(screen)")
        let marked = try run("Enter N")
        #expect(marked.contains("read-only") && marked.contains("3 unread"), "\(marked)")
        #expect(try session.store.counts().unread == 3)
    }
}

@testable import FeedBrowserCore
import FeedFetch
import Feeds
import Foundation
import Library
import ReaderFiles
import Testing
import TerminalUI
@testable import FeedBrowserRuntime

/// A library list's filter, searched in SQLite on a worker: the same items as the filter of a
/// held list (every word, any field, Unicode case folding), and the screen `render` shows.
@Suite struct LibrarySearchTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")

    var directories: ReaderDirectories {
        ReaderDirectories(config: root.appendingPathComponent("config"), data: root.appendingPathComponent("data"))
    }

    /// Texts where folding decides: ß and ẞ, İ, the Kelvin sign, final sigma, Cyrillic, CJK, a
    /// summary the text repeats and one it does not, words split across fields.
    static let items: [FeedItem] = [
        FeedItem(id: "1", title: "Über die Straße", author: "Jörg", summary: "Verkehr", content: "Die GROSSE Straße."),
        FeedItem(id: "2", title: "İSTANBUL notes", link: "https://example.org/istanbul", summary: "", content: "A 5 K walk"),
        FeedItem(id: "3", title: "ΟΔΥΣΣΕΥΣ", summary: "Ο Οδυσσευς", content: "Ο Οδυσσευς ταξιδεύει"),
        FeedItem(id: "4", title: "Привет", summary: "мир", content: "Мир и кернел"),
        FeedItem(id: "5", title: nil, author: "山田", summary: "東京の天気", content: "今日は晴れ"),
        FeedItem(id: "6", title: "Kernel patch", summary: "A patch for the kernel", content: "A patch for the kernel, and more."),
        FeedItem(id: "7", title: "Kernel news", summary: "Said elsewhere.", content: "Nothing. Then a PATCH arrived."),
        FeedItem(id: "8", title: "Temperature", summary: "", content: "300 \u{212A} is hot"),
    ]

    static let queries = ["strasse", "STRAßE", "straẞe", "istanbul", "İstanbul", "οδυσσευς", "ΟΔΥΣΣΕΥΣ", "привет мир", "мир кернел",
                          "東京", "晴れ 山田", "kernel patch", "patch", "elsewhere", "example.org", "k", "300 k", "jörg", "JÖRG verkehr",
                          "nothing here", "a"]

    func storedLibrary() throws -> LibrarySession {
        let session = try LibrarySession(directories: directories)
        try session.store.store(feed: Feed(title: "Words", items: Self.items), for: "https://words.example/feed", fetchedAt: Date(),
                                validators: FeedValidators(), bodyHash: nil)
        return session
    }

    /// What a held list's filter shows for `query`: the ids of the items it matches.
    static func heldMatches(_ query: String) -> Set<String> {
        let entries = items.map { ListEntry($0) }
        let filter = FilterQuery(query)
        return Set(entries.withUnsafeBufferPointer { buffer in entries.indices.filter { filter.matches(buffer, $0) }.map { items[$0].id } })
    }

    static func search(_ query: String, in session: LibrarySession, ids: [Int64]) -> Result<[Int], LibraryError> {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        _ = session.search(ListSearch(number: 1, query: query, ids: ids)) { result in
            box.result = result
            done.signal()
        }
        done.wait()
        return box.result!
    }

    final class ResultBox: @unchecked Sendable {
        var result: Result<[Int], LibraryError>?
    }

    @Test(arguments: queries) func theLibraryFindsWhatAHeldListFinds(_ query: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try storedLibrary()
        let stored = try session.store.items(in: try #require(try session.store.feed(url: "https://words.example/feed")).id, limit: 100)
        let identity = Dictionary(uniqueKeysWithValues: try session.store.items(stored.rows.map(\.id)).map { ($0.id.rawValue, $0.item.id) })
        let ids = Array(identity.keys)
        let found = try Self.search(query, in: session, ids: ids).get()
        #expect(found == found.sorted(), "positions ascending")
        #expect(Set(found.compactMap { identity[ids[$0]] }) == Self.heldMatches(query), "\(query)")
    }

    /// The feed opened (`G Enter`: `/` on the feed list filters the feeds), then its items filtered.
    @Test func renderShowsTheFilteredLibraryList() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try storedLibrary()
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data("https://words.example/feed\n".utf8).write(to: directories.urlsFile)
        _ = session
        let screen = try HeadlessScreen.render(library: directories, width: 100, height: 30, keys: "G Enter / s t r a s s e Enter",
                                               pictures: nil,
                                               timeZone: TimeZone(identifier: "UTC")!)
        #expect(screen.contains("Über die Straße"))
        #expect(!screen.contains("Kernel"), "\(screen)")
        #expect(screen.contains("1/1"), "\(screen)")
    }
}

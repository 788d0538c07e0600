import Foundation
import Testing

/// The subscription and library commands as a user's script runs them, with the XDG directories
/// in a temporary folder: add, remove, import, export, feeds and refresh.
@Suite struct SubscriptionCommandTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("commands-\(UUID().uuidString)")
    var environment: [String: String] {
        ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_DATA_HOME": root.appendingPathComponent("data").path]
    }
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/feeds")

    func run(_ arguments: String..., environment extra: [String: String] = [:]) throws -> CommandRun {
        try CommandRun.feedbrowser(arguments, environment: environment.merging(extra) { _, new in new })
    }

    func feedsJSON(_ extra: [String: String] = [:]) throws -> [[String: Any]] {
        let listed = try run("feeds", "--json", environment: extra)
        #expect(listed.status == 0, "\(listed.errorOutput)")
        return try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
    }

    @Test func addRefreshListExportImportAndRemove() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let art = "file://" + Self.fixtures.appendingPathComponent("deviantart-sample.xml").path
        let blog = "file://" + Self.fixtures.appendingPathComponent("atom-blog.xml").path
        #expect(try run("add", art, "art", "pictures").status == 0)
        #expect(try run("add", blog, "--title", "The Workshop").status == 0)
        let twice = try run("add", blog)
        #expect(twice.status == 1 && twice.errorOutput.contains("already subscribed"), "\(twice.errorOutput)")

        // Before a refresh the library does not exist and nothing is counted.
        #expect(try feedsJSON().map { $0["total"] as? Int } == [0, 0])
        let refreshed = try run("refresh")
        #expect(refreshed.status == 0, "\(refreshed.errorOutput)")
        let feeds = try feedsJSON()
        #expect(feeds.map { $0["url"] as? String } == [art, blog])
        #expect(feeds.map { $0["total"] as? Int } == [24, 3])
        #expect(feeds.map { $0["unread"] as? Int } == [24, 3])
        #expect(feeds[0]["tags"] as? [String] == ["art", "pictures"])
        #expect(feeds[1]["title"] as? String == "The Workshop")
        #expect(feeds.allSatisfy { $0["lastUpdate"] is String })

        // Export, then import into an empty config: the same subscriptions.
        let exported = try run("export")
        #expect(exported.status == 0 && exported.output.contains("<opml version=\"2.0\">"))
        let opml = root.appendingPathComponent("subscriptions.opml")
        try exported.output.write(to: opml, atomically: true, encoding: .utf8)
        let elsewhere = ["XDG_CONFIG_HOME": root.appendingPathComponent("other-config").path]
        #expect(try run("import", opml.path, environment: elsewhere).status == 0)
        let reimported = try feedsJSON(elsewhere)
        #expect(reimported.map { $0["url"] as? String } == [art, blog])
        #expect(reimported.map { $0["tags"] as? [String] } == feeds.map { $0["tags"] as? [String] })
        #expect(reimported.map { $0["title"] as? String } == ["DeviantArt: Popular this week", "The Workshop"])

        #expect(try run("remove", art).status == 0)
        #expect(try feedsJSON().map { $0["url"] as? String } == [blog])
        let urls = try String(contentsOf: root.appendingPathComponent("config/feedbrowser/urls"), encoding: .utf8)
        #expect(urls == "\(blog) \"~The Workshop\"\n")
    }

    /// newsboat's "~Name" given to add as a tag is refused with the option that gives a title
    /// (the message named a "title or hidden option"; there is no hidden option).
    @Test func aTitleWrittenAsATagIsRefusedWithTheOptionThatGivesOne() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let added = try run("add", "https://example.org/rss", "video", "~My Channel")
        #expect(added.status == 64)
        #expect(added.errorOutput.contains("--title 'My Channel'"), "\(added.errorOutput)")
        #expect(!added.errorOutput.contains("hidden option"), "\(added.errorOutput)")
    }

    /// `feed:` lines of a newsboat urls file are feeds: imported as the URL they name, not
    /// copied as lines for newsboat only.
    @Test func importTakesFeedSchemeLinesAsFeeds() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("newsboat-urls")
        try "feed:https://example.org/rss tech\nfeed://example.net/atom.xml\n".write(to: file, atomically: true, encoding: .utf8)
        let imported = try run("import", file.path)
        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(imported.output.contains("imported 2 feeds"), "\(imported.output)")
        #expect(!imported.errorOutput.contains("unsupported"), "\(imported.errorOutput)")
        let urls = try String(contentsOf: root.appendingPathComponent("config/feedbrowser/urls"), encoding: .utf8)
        #expect(urls == "https://example.org/rss \"tech\"\nhttp://example.net/atom.xml\n")
    }

    @Test func aFailingFeedGivesOneLineAndStatusOneAndTheOthersStillRefresh() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let blog = "file://" + Self.fixtures.appendingPathComponent("atom-blog.xml").path
        #expect(try run("add", blog).status == 0)
        #expect(try run("add", "http://127.0.0.1:9/feed.xml", "--title", "Port Nine").status == 0)
        let refreshed = try run("refresh")
        #expect(refreshed.status == 1)
        let lines = refreshed.errorOutput.split(separator: "\n")
        // The status line's words: the feed by its title, then why.
        #expect(lines.count == 1 && lines[0].hasPrefix("feedbrowser: Port Nine: ") && lines[0].contains("127.0.0.1:9"), "\(refreshed.errorOutput)")
        #expect(refreshed.output == "Refreshed 2 feeds: 3 new items, 1 failed\n")
        let feeds = try feedsJSON()
        #expect(feeds.map { $0["total"] as? Int } == [3, 0])
        #expect((feeds[1]["lastError"] as? String)?.contains("refused") == true)
    }

    @Test func importReportsEachBadLineWithItsNumberAndKeepsTheGoodOnes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let list = root.appendingPathComponent("newsboat-urls")
        try "# mine\nhttps://good.example/feed.xml news\n\"unterminated\nnot a url\nhttps://other.example/rss \"~Other\"\n"
            .write(to: list, atomically: true, encoding: .utf8)
        let imported = try run("import", list.path)
        #expect(imported.status == 1)
        #expect(imported.errorOutput.contains("newsboat-urls:3:"), "\(imported.errorOutput)")
        #expect(imported.errorOutput.contains("newsboat-urls:4:"), "\(imported.errorOutput)")
        #expect(try feedsJSON().map { $0["url"] as? String } == ["https://good.example/feed.xml", "https://other.example/rss"])
    }

    @Test func libraryCheckSaysSoundOrWhatIsWrongAndChangesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try run("library", "check").output.contains("no library"))
        #expect(try run("add", "file://" + Self.fixtures.appendingPathComponent("atom-blog.xml").path).status == 0)
        #expect(try run("refresh").status == 0)
        let sound = try run("library", "check")
        #expect(sound.status == 0 && sound.output.contains("is sound: 3 items, 3 unread"), "\(sound.output)")

        let file = root.appendingPathComponent("data/feedbrowser/library.sqlite")
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        try Data("not a database at all".utf8).write(to: file)
        let broken = try run("library", "check")
        #expect(broken.status == 1 && broken.errorOutput.contains("is not an SQLite database"), "\(broken.errorOutput)")
        #expect(try Data(contentsOf: file) == Data("not a database at all".utf8), "the file is left as it was")
        let listed = try run("feeds")
        #expect(listed.status == 1 && listed.errorOutput.contains("library check"), "every command names the file and the way out")
    }

    /// `export` names a feed without a `~Title` by the title the library stored at its last
    /// refresh (the feed list's name), not by its URL; a feed never refreshed keeps its URL, and
    /// a `~Title` wins over the feed's own.
    @Test func exportNamesAnUntitledFeedByItsRefreshedTitle() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let art = "file://" + Self.fixtures.appendingPathComponent("deviantart-sample.xml").path
        let blog = "file://" + Self.fixtures.appendingPathComponent("atom-blog.xml").path
        let never = "file://" + Self.fixtures.appendingPathComponent("podcast-sample.xml").path
        #expect(try run("add", art).status == 0)
        #expect(try run("add", blog, "--title", "The Workshop").status == 0)
        let before = try run("export")
        #expect(before.status == 0 && before.output.contains("text=\"\(art)\" xmlUrl="), "never refreshed: its URL\n\(before.output)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("data/feedbrowser/library.sqlite").path),
                "exporting creates no library")
        #expect(try run("refresh").status == 0)
        #expect(try run("add", never).status == 0)
        let exported = try run("export")
        #expect(exported.status == 0, "\(exported.errorOutput)")
        #expect(exported.output.contains("text=\"DeviantArt: Popular this week\" title=\"DeviantArt: Popular this week\" xmlUrl=\"\(art)\""),
                "\(exported.output)")
        #expect(exported.output.contains("text=\"The Workshop\" title=\"The Workshop\" xmlUrl=\"\(blog)\""), "\(exported.output)")
        #expect(exported.output.contains("text=\"\(never)\" xmlUrl=\"\(never)\""), "\(exported.output)")
    }

    /// A feed never refreshed has no title: `feeds` names it by its URL once, not as title and URL.
    @Test func aNeverUpdatedFeedIsListedByItsURLOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let url = "https://never.example/rss"
        #expect(try run("add", url).status == 0)
        #expect(try run("add", "https://other.example/rss", "--title", "Other").status == 0)
        let listed = try run("feeds")
        #expect(listed.status == 0, "\(listed.errorOutput)")
        #expect(listed.output.components(separatedBy: url).count == 2, "once: \(listed.output)")
        #expect(listed.output.contains("Other") && listed.output.contains("             https://other.example/rss"),
                "a titled feed keeps its URL line: \(listed.output)")
    }

    @Test func renderShowsTheLibraryAfterKeysAndStoresWhatTheyRead() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // One folder for both: the urls file and the library side by side, as --library DIR expects.
        let folder = root.appendingPathComponent("lib")
        let both = ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path]
        for name in ["atom-blog.xml", "social-posts.xml"] {
            #expect(try run("add", "file://" + Self.fixtures.appendingPathComponent(name).path, environment: both).status == 0)
        }
        #expect(try run("refresh", environment: both).status == 0)
        let directory = folder.appendingPathComponent("feedbrowser").path
        let first = try run("render", "--library", directory, "--size", "100x30")
        #expect(first.status == 0)
        #expect(first.output.contains("All unread") && first.output.contains("12 unread items"), "\(first.output)")
        let read = try run("render", "--library", directory, "--size", "100x30", "--keys", "j j Enter j Enter")
        #expect(read.output.contains("by Feed Author") && read.output.contains("2/3"), "\(read.output)")
        let after = try run("render", "--library", directory, "--size", "100x30")
        #expect(after.output.contains("11 unread items"), "the item shown in the detail was stored as read:\n\(after.output)")
        let neither = try run("render", "--size", "100x30")
        #expect(neither.status == 64 && neither.errorOutput.contains("--library"))
    }
}

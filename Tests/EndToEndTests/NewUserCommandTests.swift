import Foundation
import Testing

/// What a newsboat user meets first on the command line: a copied urls file, logins in URLs,
/// feed: links, newsboat's options, a first run from anywhere; each answer says what happened.
@Suite struct NewUserCommandTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("newuser-\(UUID().uuidString)")
    var environment: [String: String] {
        ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
         "XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
    }
    var urlsFile: URL { root.appendingPathComponent("config/feedbrowser/urls") }
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/feeds")

    func run(_ arguments: String...) throws -> CommandRun {
        try CommandRun.feedbrowser(arguments, environment: environment)
    }

    func writeURLs(_ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(at: urlsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: urlsFile)
    }

    @Test func aPasswordInAURLIsShownNowhereButKeptInTheFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let url = "http://bob:s3cret@127.0.0.1:9/500"
        let added = try run("add", url, "auth")
        #expect(added.status == 0 && added.output.contains("added http://bob:***@127.0.0.1:9/500"), "\(added.output)")
        let refreshed = try run("refresh")
        #expect(refreshed.status == 1 && refreshed.errorOutput.contains("http://bob:***@127.0.0.1:9/500"), "\(refreshed.errorOutput)")
        let listed = try run("feeds")
        #expect(listed.output.contains("bob:***@"), "\(listed.output)")
        let json = try run("feeds", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.first?["url"] as? String == "http://bob:***@127.0.0.1:9/500")
        #expect(entries.first?["title"] as? String == "http://bob:***@127.0.0.1:9/500", "a feed without a title shows its URL, masked")
        // Documented as null, which scripts read: the keys are there.
        #expect(entries.first?["lastUpdate"] is NSNull && entries.first?["linkedFeed"] is NSNull, "\(json.output)")
        for run in [added, refreshed, listed, json] {
            #expect(!(run.output + run.errorOutput).contains("s3cret"), "\(run.output)\(run.errorOutput)")
        }
        #expect(try String(contentsOf: urlsFile, encoding: .utf8) == "\(url) \"auth\"\n")
        // Export keeps the password (an import gives it back) and says so; shared, it leaves it out.
        let exported = try run("export")
        #expect(exported.output.contains("xmlUrl=\"\(url)\"") && exported.errorOutput.contains("1 URL holds a password"), "\(exported.errorOutput)")
        let shared = try run("export", "--without-passwords")
        #expect(shared.output.contains("xmlUrl=\"http://127.0.0.1:9/500\"") && shared.errorOutput.isEmpty, "\(shared.output)")
        #expect(!shared.output.contains("bob"), "\(shared.output)")
        // The form feeds shows removes it too.
        let removed = try run("remove", "http://bob:***@127.0.0.1:9/500")
        #expect(removed.status == 0 && !removed.output.contains("s3cret"), "\(removed.errorOutput)")
        #expect(try String(contentsOf: urlsFile, encoding: .utf8) == "")
    }

    @Test func editsGoThroughASymlinkedPrivateFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles/urls")
        try FileManager.default.createDirectory(at: dotfiles.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: urlsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "https://bob:s3cret@a.example/feed\n".write(to: dotfiles, atomically: false, encoding: .utf8)
        chmod(dotfiles.path, 0o600)
        try FileManager.default.createSymbolicLink(atPath: urlsFile.path, withDestinationPath: dotfiles.path)
        for arguments in [["add", "https://b.example/rss"], ["remove", "https://b.example/rss"], ["add", "https://c.example/rss"]] {
            #expect(try CommandRun.feedbrowser(arguments, environment: environment).status == 0)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: urlsFile.path) == dotfiles.path)
        #expect(try String(contentsOf: dotfiles, encoding: .utf8) == "https://bob:s3cret@a.example/feed\nhttps://c.example/rss\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: dotfiles.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func linesOfACopiedNewsboatFileThatGiveNoFeedAreNamedOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let text = "https://a.example/feed\n\"query:Unread:unread = \\\"yes\\\"\"\nexec:~/bin/feed\nnot a url\n"
        try writeURLs(Array(text.utf8) + [0x68, 0x74, 0xFF, 0x0A] + Array("https://a.example/feed again\n".utf8))
        let listed = try run("feeds")
        #expect(listed.status == 0)
        let said = listed.errorOutput.split(separator: "\n")
        #expect(said.map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
                    == [2, 3, 4, 5, 6].map { "feedbrowser: \(urlsFile.path):\($0)" }, "\(listed.errorOutput)")
        #expect(listed.errorOutput.contains("not valid UTF-8") && listed.errorOutput.contains("query: feeds are newsboat's"))
        let refreshed = try run("refresh")
        // refresh (cron) names only the wrong lines, not the newsboat lines kept on purpose.
        #expect(refreshed.errorOutput.contains("\(urlsFile.path):4:") && refreshed.errorOutput.contains("\(urlsFile.path):5:")
                && !refreshed.errorOutput.contains("\(urlsFile.path):2:"), "\(refreshed.errorOutput)")
        let added = try run("add", "https://b.example/feed")
        #expect(added.output.contains("(2 feeds; 5 lines of it not used: feedbrowser feeds says why)"), "\(added.output)")
    }

    @Test func importCopiesNewsboatOnlyLinesAndCountsWhatItLeftOut() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let newsboat = root.appendingPathComponent("newsboat.urls")
        let query = "\"query:Unread:unread = \\\"yes\\\"\""
        try "https://a.example/feed\n\(query)\nnot a url\n\"unterminated\nhttps://a.example/feed twice\nhttps://b.example/feed\n"
            .write(to: newsboat, atomically: true, encoding: .utf8)
        let imported = try run("import", newsboat.path)
        #expect(imported.status == 1)
        #expect(imported.output.contains("imported 2 feeds into \(urlsFile.path) (0 already subscribed, 1 line kept for newsboat copied as written, "
                                         + "2 lines with errors left out, 1 line skipped)"), "\(imported.output)")
        #expect(try String(contentsOf: urlsFile, encoding: .utf8) == "https://a.example/feed\nhttps://b.example/feed\n\(query)\n")
        // Again: everything is there already, the query line included.
        let again = try run("import", newsboat.path)
        #expect(again.output.contains("(3 already subscribed, 2 lines with errors left out, 1 line skipped)"), "\(again.output)")
        let missing = try run("import", "/nonexistent")
        #expect(missing.status == 1 && missing.errorOutput == "feedbrowser: cannot read /nonexistent: no such file\n", "\(missing.errorOutput)")
    }

    @Test func removeTakesEveryLineOfAFeedListedTwice() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeURLs(Array("https://a.example/feed\nhttps://dup.example/feed\nhttps://dup.example/feed again\n".utf8))
        let removed = try run("remove", "https://dup.example/feed")
        #expect(removed.status == 0 && removed.output.contains("(lines 2, 3) (1 feed left)"), "\(removed.output)")
        #expect(try String(contentsOf: urlsFile, encoding: .utf8) == "https://a.example/feed\n")
    }

    @Test func addTakesFeedURLsAndPathsAsTheOpenerDoes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try run("add", "feed://a.example/rss").status == 0)
        #expect(try run("add", "feed:https://b.example/atom").status == 0)
        let path = Self.fixtures.appendingPathComponent("atom-blog.xml").path
        let local = try run("add", path)
        #expect(local.status == 0 && local.output.contains("added file://\(path)"), "\(local.errorOutput)")
        #expect(try String(contentsOf: urlsFile, encoding: .utf8) == "http://a.example/rss\nhttps://b.example/atom\nfile://\(path)\n")
        let missing = try run("add", root.appendingPathComponent("nofeed.xml").path)
        #expect(missing.status == 64 && missing.errorOutput.contains("no such file"), "\(missing.errorOutput)")
        // The stored file URL refreshes from anywhere.
        let refreshed = try run("refresh")
        #expect(!refreshed.errorOutput.contains("atom-blog"), "\(refreshed.errorOutput)")
        let json = try run("feeds", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.last?["total"] as? Int == 3)
    }

    @Test func aFailedRefreshNamesTheFeedOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("page.html")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "<!DOCTYPE html><html><head><title>x</title></head><body>no feed</body></html>\n".write(to: page, atomically: true, encoding: .utf8)
        #expect(try run("add", "file://" + page.path).status == 0)
        let refreshed = try run("refresh")
        let line = try #require(refreshed.errorOutput.split(separator: "\n").first)
        #expect(line.components(separatedBy: page.path).count == 2, "the path once: \(line)")
    }

    @Test func theFirstRunOutsideTheCheckoutSaysHowToStart() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // A hard link: the program cannot find the checkout it was built in from there.
        let elsewhere = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let binary = elsewhere.appendingPathComponent("feedbrowser")
        try FileManager.default.linkItem(atPath: try TmuxSession.feedbrowserBinary(), toPath: binary.path)
        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = elsewhere
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
            .filter { $0.key != "FEEDBROWSER_SAMPLE" }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        for way in ["feedbrowser FEED", "feedbrowser add URL", "feedbrowser import FILE"] {
            #expect(message.contains(way), "\(message)")
        }
    }

    @Test func usageMistakesPointTheWay() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("no-such-dir").path
        let rendered = try run("render", "--library", missing)
        #expect(rendered.status == 64 && rendered.errorOutput.contains("is not a directory"), "\(rendered.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: missing), "a mistyped directory is not made into a library")

        let newsboatImport = try run("-i", "subscriptions.opml")
        #expect(newsboatImport.status == 64 && newsboatImport.errorOutput.contains("feedbrowser import FILE"), "\(newsboatImport.errorOutput)")
        #expect(try run("-r").errorOutput.contains("feedbrowser refresh"))

        let feed = Self.fixtures.appendingPathComponent("atom-blog.xml").path
        let parsed = try run("parse", feed, "--query", "foo")
        #expect(parsed.status == 0 && parsed.errorOutput.contains("--query is ignored"), "\(parsed.errorOutput)")

        let help = try run("--help")
        #expect(help.output.contains("feedbrowser [FEED] [--no-mouse] [--no-pictures] [--config <config>]"), "\(help.output)")

        let cache = try run("cache")
        #expect(cache.output.hasSuffix("of 64.0 MB\n") || cache.output.hasSuffix("of 64 MB\n"), "as the docs say: \(cache.output)")
    }
}

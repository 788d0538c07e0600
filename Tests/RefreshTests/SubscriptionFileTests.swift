import Foundation
import ReaderFiles
import Subscriptions
import Testing

/// The urls file on disk and where the reader's files live.
@Suite struct SubscriptionFileTests {
    @Test func directoriesFollowXDGAndIgnoreRelativeValues() {
        let set = ReaderDirectories(environment: ["HOME": "/home/a", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data"])
        #expect(set.urlsFile.path == "/cfg/feedbrowser/urls")
        #expect(set.libraryFile.path == "/data/feedbrowser/library.sqlite")
        let unset = ReaderDirectories(environment: ["HOME": "/home/a", "XDG_CONFIG_HOME": "relative/cfg"])
        #expect(unset.urlsFile.path == "/home/a/.config/feedbrowser/urls")
        #expect(unset.libraryFile.path == "/home/a/.local/share/feedbrowser/library.sqlite")
    }

    @Test func aMissingFileIsAnEmptyListAndWritingKeepsEveryOtherLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("urls-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = SubscriptionFile(url: directory.appendingPathComponent("nested/urls"))
        #expect(try file.read().subscriptions.isEmpty)
        let original = "# my feeds\nhttps://a.example/feed.xml news \"~A\"\n\n# later\n"
        try file.write(SubscriptionList(text: original))
        let added = try file.read().adding(url: "https://b.example/rss", tags: ["tech"])
        try file.write(added)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.hasPrefix(original), "comments, blank lines and order kept byte for byte")
        #expect(try file.read().subscriptions.map(\.url) == ["https://a.example/feed.xml", "https://b.example/rss"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(leftovers == ["urls"], "no temporary file is left beside it")
    }

    @Test func anUnwritablePlaceIsReportedWithItsPath() throws {
        // A directory cannot be made under a regular file (root can write anywhere else).
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("blocker-\(UUID().uuidString)")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let file = SubscriptionFile(url: blocker.appendingPathComponent("feedbrowser/urls"))
        #expect(throws: ReaderFileError.self) { try file.write(SubscriptionList(text: "https://a.example/\n")) }
        do {
            try file.write(SubscriptionList(text: "https://a.example/\n"))
        } catch {
            #expect(error.description.contains(file.url.path))
        }
    }

    @Test func aSymlinkedFileIsWrittenWhereItPointsAndKeepsItsMode() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("urls-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let dotfiles = root.appendingPathComponent("dotfiles")
        let config = root.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("urls")
        try "https://bob:s3cret@a.example/feed\n".write(to: target, atomically: false, encoding: .utf8)
        chmod(target.path, 0o600)
        let link = config.appendingPathComponent("urls")
        // Relative, as dotfile managers make them.
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../dotfiles/urls")

        let file = SubscriptionFile(url: link)
        try file.write(try file.read().adding(url: "https://b.example/rss"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../dotfiles/urls", "the link stays a link")
        #expect(try String(contentsOf: target, encoding: .utf8) == "https://bob:s3cret@a.example/feed\nhttps://b.example/rss\n")
        #expect(try Self.mode(of: target) == 0o600, "a file holding passwords stays private")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["urls"], "the temporary file was beside the target")
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path) == ["urls"])
    }

    @Test func aPlainFileKeepsItsModeAndANewOneIsPrivate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("urls-mode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = SubscriptionFile(url: directory.appendingPathComponent("urls"))
        try file.write(SubscriptionList(text: "https://a.example/\n"))
        #expect(try Self.mode(of: file.url) == 0o600)
        for mode: mode_t in [0o640, 0o600, 0o644] {
            chmod(file.url.path, mode)
            try file.write(try file.read().adding(url: "https://\(mode).example/"))
            #expect(try Self.mode(of: file.url) == mode)
        }
    }

    private static func mode(of url: URL) throws -> mode_t {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw POSIXError(.ENOENT) }
        return status.st_mode & 0o7777
    }
}

import ArgumentParser
import Feeds
import Foundation
import Library
import ReaderFiles
import Subscriptions

/// `feedbrowser export`: the subscriptions as an OPML 2.0 document on standard output; importing
/// it gives the same subscriptions (URLs, titles and tags). A feed without a `~Title` in the urls
/// file is named by its own title as the library stored it at its last refresh (the feed list's
/// name for it), so another reader importing the file does not list bare URLs.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the subscriptions as OPML 2.0."
    )

    @Flag(help: "Leave out user names and passwords given in URLs (for a list shared with others).")
    var withoutPasswords = false

    func run() throws {
        let list: SubscriptionList
        do {
            list = try SubscriptionFile(url: ReaderDirectories().urlsFile).read()
        } catch {
            throw CommandFailure.failed(error.description)
        }
        var subscriptions = list.subscriptions
        let titles = Self.libraryTitles()
        for index in subscriptions.indices where subscriptions[index].title == nil {
            subscriptions[index].title = titles[subscriptions[index].url]
        }
        let withPassword = subscriptions.filter { PasswordMask.hasPassword($0.url) }.count
        if withoutPasswords {
            for index in subscriptions.indices {
                subscriptions[index].url = PasswordMask.removingUserInformation(from: subscriptions[index].url)
            }
        } else if withPassword > 0 {
            // Written as they are, so an import gives them back; said, since an OPML file is
            // often shared.
            let urls = withPassword == 1 ? "1 URL holds a password" : "\(withPassword) URLs hold a password"
            FileHandle.standardError.write(Data("export: \(urls), written as is (--without-passwords leaves them out)\n".utf8))
        }
        FileHandle.standardOutput.write(Data(OPMLWriter.document(for: subscriptions, dateCreated: Date()).utf8))
    }

    /// The feeds' titles as the library stored them (none empty), by subscribed URL; none when
    /// there is no library yet (exporting never creates one). A library that cannot be read is
    /// said on standard error and the export goes on: the urls file alone is enough, untitled
    /// feeds are then named by their URLs.
    private static func libraryTitles() -> [String: String] {
        let path = ReaderDirectories().libraryFile.path
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        do {
            let feeds = try LibraryStore(path: path).feeds()
            return Dictionary(feeds.filter { !$0.title.isEmpty }.map { ($0.url, $0.title) }, uniquingKeysWith: { first, _ in first })
        } catch {
            FileHandle.standardError.write(Data("export: \(error.description); feeds without a title are named by their URLs\n".utf8))
            return [:]
        }
    }
}

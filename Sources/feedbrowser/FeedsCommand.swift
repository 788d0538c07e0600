import ArgumentParser
import FeedBrowserCore
import FeedFetch
import Foundation
import Library
import ReaderFiles
import Subscriptions

/// `feedbrowser feeds [--json]`: each subscribed feed with its title, tags, unread and total items,
/// when it was last updated and its last error, from the urls file and the library. A password in
/// a URL shows as `***` (`url` in the JSON too: the urls file alone keeps it), and each line of the
/// urls file that gives no feed is named once on standard error.
struct FeedsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        abstract: "List the subscribed feeds with their unread counts and last errors."
    )

    @Flag(name: .long, help: "Print JSON: an array of {url, title, tags, unread, total, lastUpdate, lastError, linkedFeed}.")
    var json = false

    /// One feed as `--json` prints it.
    struct Entry: Encodable {
        var url: String
        var title: String
        var tags: [String]
        var unread: Int
        var total: Int
        /// ISO 8601, UTC; null before the first successful refresh.
        var lastUpdate: String?
        var lastError: String?
        /// The feed the url's HTML page links to, which refreshes read; null when the url is a feed.
        var linkedFeed: String?

        // Written out so a missing value is `null`, as documented: scripts read every key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(title, forKey: .title)
            try container.encode(tags, forKey: .tags)
            try container.encode(unread, forKey: .unread)
            try container.encode(total, forKey: .total)
            try container.encode(lastUpdate, forKey: .lastUpdate)
            try container.encode(lastError, forKey: .lastError)
            try container.encode(linkedFeed, forKey: .linkedFeed)
        }

        private enum CodingKeys: String, CodingKey {
            case url, title, tags, unread, total, lastUpdate, lastError, linkedFeed
        }
    }

    func run() throws {
        let directories = ReaderDirectories()
        let entries: [Entry]
        do {
            let file = SubscriptionFile(url: directories.urlsFile)
            let list = try file.read()
            UnusedLines.report(list, of: file)
            var known: [String: LibraryFeed] = [:]
            // Listing never creates a library: before the first refresh there is none.
            if FileManager.default.fileExists(atPath: directories.libraryFile.path) {
                let store = try LibraryStore(path: directories.libraryFile.path)
                for feed in try store.feeds() { known[feed.url] = feed }
            }
            entries = list.subscriptions.map { subscription in
                let feed = known[subscription.url]
                let shownURL = URLDisplay.redactingPassword(in: subscription.url)
                let title = subscription.title ?? feed.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? shownURL
                return Entry(url: shownURL, title: title, tags: subscription.tags, unread: feed?.unreadCount ?? 0,
                             total: feed?.itemCount ?? 0, lastUpdate: feed?.lastSucceededAt.map { $0.ISO8601Format() },
                             lastError: feed?.lastError, linkedFeed: feed?.linkedURL.map(URLDisplay.redactingPassword(in:)))
            }
        } catch let error as ReaderFileError {
            throw CommandFailure.failed(error.description)
        } catch let error as LibraryError {
            throw CommandFailure.failed(error.description)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(entries) + Data("\n".utf8))
            return
        }
        if entries.isEmpty {
            print("No subscriptions yet: feedbrowser add URL, or feedbrowser import FILE.")
            return
        }
        let now = Date()
        for entry in entries {
            var line = "\(String(entry.unread).leftPadded(to: 5))/\(String(entry.total).rightPadded(to: 6)) \(entry.title)"
            if !entry.tags.isEmpty { line += "  [" + entry.tags.joined(separator: ", ") + "]" }
            line += "  " + (entry.lastUpdate.flatMap { try? Date($0, strategy: .iso8601) }.map { "updated " + RelativeAge.text(from: $0, to: now) }
                           ?? "never updated")
            if let error = entry.lastError { line += "  error: " + error }
            print(line)
            // A feed with no title is named by its URL already.
            if entry.title != entry.url { print("             " + entry.url) }
            if let linked = entry.linkedFeed { print("             feed found on the page: " + linked) }
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

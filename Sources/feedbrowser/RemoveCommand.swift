import ArgumentParser
import FeedFetch
import Foundation
import ReaderFiles
import Subscriptions

/// `feedbrowser remove URL`: unsubscribes, removing every line of that feed from the urls file
/// only. Its items stay in the library until retention prunes them.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Unsubscribe from a feed (removes its lines from the urls file)."
    )

    @Argument(help: "The feed's URL, as subscribed (or as feeds shows it, the password as ***).")
    var url: String

    func run() throws {
        let file = SubscriptionFile(url: ReaderDirectories().urlsFile)
        do {
            let list = try file.read()
            let url = Self.subscribedURL(self.url, in: list)
            let lines = list.lineNumbers(of: url)
            let removed = try list.removing(url: url)
            try file.write(removed)
            // A URL on several lines is removed from all of them, or the next one would keep it subscribed.
            let which = lines.count == 1 ? "" : " (lines \(lines.map(String.init).joined(separator: ", ")))"
            print("removed \(URLDisplay.redactingPassword(in: url)) from \(file.url.path)\(which) (\(FeedCount.text(removed.subscriptions.count)) left)")
        } catch let error as ReaderFileError {
            throw CommandFailure.failed(error.description)
        } catch let error as SubscriptionEditError {
            throw CommandFailure.failed(URLDisplay.redactingPassword(in: error.description))
        }
    }

    /// `text` as the urls file has it: `feeds` shows a URL's password as `***`, so that form
    /// names the one subscription it stands for.
    private static func subscribedURL(_ text: String, in list: SubscriptionList) -> String {
        guard list.lineNumbers(of: text).isEmpty else { return text }
        let matches = Set(list.subscriptions.map(\.url).filter { URLDisplay.redactingPassword(in: $0) == text })
        return matches.count == 1 ? matches.first! : text
    }
}

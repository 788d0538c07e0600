import ArgumentParser
import Foundation
import ReaderFiles
import Subscriptions

/// `feedbrowser remove URL`: unsubscribes, removing that feed's line from the urls file only.
/// Its items stay in the library until retention prunes them.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Unsubscribe from a feed (removes its line from the urls file)."
    )

    @Argument(help: "The feed's URL, as subscribed.")
    var url: String

    func run() throws {
        let file = SubscriptionFile(url: ReaderDirectories().urlsFile)
        do {
            let list = try file.read()
            try file.write(try list.removing(url: url))
            print("removed \(url) from \(file.url.path) (\(FeedCount.text(list.subscriptions.count - 1)))")
        } catch let error as ReaderFileError {
            throw CommandFailure.failed(error.description)
        } catch let error as SubscriptionEditError {
            throw CommandFailure.failed(error.description)
        }
    }
}

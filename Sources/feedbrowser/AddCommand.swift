import ArgumentParser
import Foundation
import ReaderFiles
import Subscriptions

/// `feedbrowser add URL [TAG...]`: subscribes to a feed, appending one line to the urls file
/// (comments, order and every other line stay as they were).
struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Subscribe to a feed (adds it to the urls file)."
    )

    @Argument(help: "The feed's URL (http, https or file).")
    var url: String

    @Argument(help: "Tags for the feed.")
    var tags: [String] = []

    @Option(name: .long, help: "A title to show instead of the feed's own.")
    var title: String?

    func run() throws {
        let file = SubscriptionFile(url: ReaderDirectories().urlsFile)
        do {
            let list = try file.read()
            try file.write(try list.adding(url: url, tags: tags, title: title))
            print("added \(url) to \(file.url.path) (\(FeedCount.text(list.subscriptions.count + 1)))")
        } catch let error as ReaderFileError {
            throw CommandFailure.failed(error.description)
        } catch let error as SubscriptionEditError {
            // A URL or tag that cannot be written is a bad argument; a feed already there is not.
            if case .alreadySubscribed = error { throw CommandFailure.failed(error.description) }
            throw CommandFailure.badValue(error.description)
        }
    }
}

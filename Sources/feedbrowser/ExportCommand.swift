import ArgumentParser
import Foundation
import ReaderFiles
import Subscriptions

/// `feedbrowser export`: the subscriptions as an OPML 2.0 document on standard output; importing
/// it gives the same subscriptions (URLs, titles and tags).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the subscriptions as OPML 2.0."
    )

    func run() throws {
        let list: SubscriptionList
        do {
            list = try SubscriptionFile(url: ReaderDirectories().urlsFile).read()
        } catch {
            throw CommandFailure.failed(error.description)
        }
        FileHandle.standardOutput.write(Data(OPMLWriter.document(for: list.subscriptions, dateCreated: Date()).utf8))
    }
}

import ArgumentParser
import Feeds
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
}

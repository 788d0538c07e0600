import ArgumentParser
import FeedFetch
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

    @Argument(help: "The feed's URL (http, https, feed: or file), or the path of a feed file.")
    var url: String

    @Argument(help: "Tags for the feed.")
    var tags: [String] = []

    @Option(name: .long, help: "A title to show instead of the feed's own.")
    var title: String?

    func run() throws {
        let address = try Self.address(of: url)
        let file = SubscriptionFile(url: ReaderDirectories().urlsFile)
        do {
            let list = try file.read()
            let added = try list.adding(url: address, tags: tags, title: title)
            try file.write(added)
            var count = FeedCount.text(added.subscriptions.count)
            let unused = added.issues.filter(\.leavesLineUnused).count
            if unused > 0 { count += "; \(unused == 1 ? "1 line" : "\(unused) lines") of it not used: feedbrowser feeds says why" }
            print("added \(URLDisplay.redactingPassword(in: address)) to \(file.url.path) (\(count))")
        } catch let error as ReaderFileError {
            throw CommandFailure.failed(error.description)
        } catch let error as SubscriptionEditError {
            var message = URLDisplay.redactingPassword(in: error.description)
            // "~Name" among the tags is newsboat's way to write a title: say how to give one here.
            if case .unwritableTag(let tag) = error, tag.hasPrefix("~"), tag.count > 1 {
                message += ", or give the title with --title '\(tag.dropFirst())'"
            }
            // A URL or tag that cannot be written is a bad argument; a feed already there is not.
            if case .alreadySubscribed = error { throw CommandFailure.failed(message) }
            throw CommandFailure.badValue(message)
        }
    }

    /// What the urls file keeps for `text`: a `feed:` URL as the http(s) URL it names (as the
    /// opener reads it), a path as the file's absolute `file://` URL (refresh reads it from any
    /// directory), anything else as written.
    static func address(of text: String) throws -> String {
        let normalised = FeedURLText.normalised(text)
        guard normalised == text, !text.lowercased().hasPrefix("file:"), case .file(let path)? = try? FeedSource(text) else {
            return normalised
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
            // "example.com/feed" is as likely a URL without its scheme as a mistyped path.
            throw CommandFailure.badValue("'\(text)' is neither a URL (it has no scheme such as https://) nor a file (cannot read "
                                          + "\(path.path): no such file); give the feed's URL or the path of a feed file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure.badValue("cannot read \(path.path): it is a directory; give the path of a feed file")
        }
        return path.absoluteString
    }
}

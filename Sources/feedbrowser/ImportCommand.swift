import ArgumentParser
import Foundation
import ReaderFiles
import Subscriptions

/// `feedbrowser import FILE`: adds the feeds of an OPML file (1.0 or 2.0; folders become tags) or
/// of a newsboat urls file. Each bad line or outline is reported as FILE:LINE: and the good ones
/// are added; feeds already subscribed are left as they are. Status 1 when something was wrong.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the feeds of an OPML file or a newsboat urls file."
    )

    @Argument(help: "An OPML file or a newsboat urls file.")
    var file: String

    func run() throws {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure.failed("cannot read \(file): \((error as NSError).localizedDescription)")
        }
        let imported = ImportedSubscriptions(bytes: bytes)
        let name = (file as NSString).lastPathComponent
        for issue in imported.issues {
            FileHandle.standardError.write(Data("\(issue.formatted(fileName: name))\n".utf8))
        }
        let target = SubscriptionFile(url: ReaderDirectories().urlsFile)
        var added = 0, known = 0
        do {
            var list = try target.read()
            let subscribed = Set(list.subscriptions.map(\.url))
            for subscription in imported.subscriptions {
                if subscribed.contains(subscription.url) {
                    known += 1
                    continue
                }
                do {
                    list = try list.adding(Subscription(url: subscription.url, tags: subscription.tags,
                                                        title: subscription.title, isHidden: subscription.isHidden))
                    added += 1
                } catch {
                    FileHandle.standardError.write(Data("\(name): \(subscription.url): \(error.description)\n".utf8))
                }
            }
            if added > 0 { try target.write(list) }
        } catch {
            throw CommandFailure.failed(error.description)
        }
        let errors = imported.issues.filter { $0.severity == .error }.count
        print("imported \(FeedCount.text(added)) into \(target.url.path) (\(known) already subscribed, \(errors) with errors)")
        if errors > 0 { throw ExitCode.failure }
    }
}

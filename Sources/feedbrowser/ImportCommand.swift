import ArgumentParser
import FeedFetch
import Foundation
import ReaderFiles
import Subscriptions

/// `feedbrowser import FILE`: adds the feeds of an OPML file (1.0 or 2.0; folders become tags) or
/// of a newsboat urls file. Each bad line or outline is reported as FILE:LINE: and the good ones
/// are added; feeds already subscribed are left as they are, and a urls file's lines for newsboat
/// only (`query:` feeds) are copied as written. Status 1 when something was wrong.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the feeds of an OPML file or a newsboat urls file."
    )

    @Argument(help: "An OPML file or a newsboat urls file.")
    var file: String

    func run() throws {
        let imported = ImportedSubscriptions(bytes: try Self.bytes(of: file))
        let name = (file as NSString).lastPathComponent
        for issue in imported.issues {
            FileHandle.standardError.write(Data("\(issue.formatted(fileName: name))\n".utf8))
        }
        let target = SubscriptionFile(url: ReaderDirectories().urlsFile)
        var added = 0, known = 0, copied = 0, failed = 0
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
                    failed += 1
                    let message = URLDisplay.redactingPassword(in: "\(subscription.url): \(error.description)")
                    FileHandle.standardError.write(Data("\(name):\(subscription.line ?? 0): \(message)\n".utf8))
                }
            }
            // newsboat's own lines move with the file, as its messages promise ("the line is kept").
            for kept in imported.keptLines {
                if let copy = try? list.adding(kept) {
                    list = copy
                    copied += 1
                } else {
                    known += 1
                }
            }
            if added + copied > 0 { try target.write(list) }
        } catch {
            throw CommandFailure.failed(error.description)
        }
        let errors = imported.issues.filter { $0.severity == .error }.count + failed
        let skipped = imported.issues.filter { $0.severity == .unused }.count - imported.keptLines.count
        let warnings = imported.issues.filter { $0.severity == .warning }.count
        var parts = ["\(known) already subscribed"]
        if copied > 0 { parts.append("\(Self.lines(copied)) kept for newsboat copied as written") }
        if errors > 0 { parts.append("\(Self.lines(errors)) with errors left out") }
        if skipped > 0 { parts.append("\(Self.lines(skipped)) skipped") }
        if warnings > 0 { parts.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")") }
        print("imported \(FeedCount.text(added)) into \(target.url.path) (\(parts.joined(separator: ", ")))")
        if errors > 0 { throw ExitCode.failure }
    }

    private static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// The file's bytes; a missing file or a directory said in the words `parse` uses.
    private static func bytes(of path: String) throws -> Data {
        let expanded = (path as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else {
            throw CommandFailure.failed(FeedLoadError.file(path: path, reason: "no such file").description)
        }
        if isDirectory.boolValue { throw CommandFailure.failed(FeedLoadError.file(path: path, reason: "it is a directory").description) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: expanded))
        } catch {
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
            throw CommandFailure.failed(FeedLoadError.file(path: path, reason: reason ?? (error as NSError).localizedDescription).description)
        }
    }
}

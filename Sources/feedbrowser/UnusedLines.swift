import FeedFetch
import Foundation
import ReaderFiles
import Subscriptions

/// The lines of the urls file that give no feed (wrong, or newsboat's own), each named once on
/// standard error as FILE:LINE: why, by the commands that read the subscriptions: a line copied
/// from newsboat never disappears without a word.
enum UnusedLines {
    /// `wrongOnly`: only the lines in error, not those kept on purpose (newsboat's `query:`
    /// feeds, a second line for a URL): `refresh` runs from cron, which mails whatever it prints,
    /// and would mail the same notes about lines the user keeps every time.
    static func report(_ list: SubscriptionList, of file: SubscriptionFile, wrongOnly: Bool = false) {
        for issue in list.issues where issue.leavesLineUnused && (!wrongOnly || issue.severity == .error) {
            let line = URLDisplay.redactingPassword(in: issue.formatted(fileName: file.url.path))
            FileHandle.standardError.write(Data("feedbrowser: \(line)\n".utf8))
        }
    }
}

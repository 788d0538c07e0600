import FeedFetch
import Foundation
import ReaderFiles
import Subscriptions

/// The lines of the urls file that give no feed (wrong, or newsboat's own), each named once on
/// standard error as FILE:LINE: why, by the commands that read the subscriptions: a line copied
/// from newsboat never disappears without a word.
enum UnusedLines {
    static func report(_ list: SubscriptionList, of file: SubscriptionFile) {
        for issue in list.issues where issue.leavesLineUnused {
            let line = URLDisplay.redactingPassword(in: issue.formatted(fileName: file.url.path))
            FileHandle.standardError.write(Data("feedbrowser: \(line)\n".utf8))
        }
    }
}

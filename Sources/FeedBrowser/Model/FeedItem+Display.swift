import Feeds
import Foundation
import TextLayout

extension FeedItem {
    var isTitleless: Bool { (title ?? "").allSatisfy(\.isWhitespace) }

    /// The full text for posts (which have no title): the summary or content, newlines kept.
    public var postText: String {
        let source = content.isEmpty ? summary : content
        return source.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The thumbnail the list shows: the second ("medium") when there are several, else the first.
    public var listThumbnail: FeedThumbnail? {
        thumbnails.count >= 2 ? thumbnails[1] : thumbnails.first
    }

    /// The largest thumbnail, shown at the top of the detail.
    public var detailThumbnail: FeedThumbnail? { thumbnails.last }

    /// Collapses runs of whitespace, newlines included, to single spaces.
    static func oneLine(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}

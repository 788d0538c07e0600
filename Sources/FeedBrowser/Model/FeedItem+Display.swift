import Foundation
import TextLayout

/// Which cell template an item is drawn with (one reuse identifier per template).
public enum RowKind: Sendable, Equatable {
    /// Title and summary.
    case article
    /// A thumbnail box beside title and summary.
    case media
    /// A title-less post: avatar, author, text and an optional picture.
    case post
}

extension FeedItem {
    /// The template for this item: a thumbnail makes it media; no title but an author makes it a post.
    public var rowKind: RowKind {
        if !thumbnails.isEmpty && !isTitleless { return .media }
        if isTitleless && !(author ?? "").isEmpty { return .post }
        return thumbnails.isEmpty ? .article : .media
    }

    var isTitleless: Bool { (title ?? "").allSatisfy(\.isWhitespace) }

    /// The title as the list shows it; "[No Title]" when the feed gave none.
    public var displayTitle: String {
        isTitleless ? "[No Title]" : Self.oneLine(title ?? "")
    }

    /// The list's summary: the summary (else the content) on one paragraph, cut to its first 200
    /// characters plus an ellipsis.
    public var listSummary: String {
        let source = summary.isEmpty ? content : summary
        return Truncation.truncate(Self.oneLine(source), maxCharacters: 200)
    }

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

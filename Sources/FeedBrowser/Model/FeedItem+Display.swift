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

    /// Collapses runs of spaces, tabs and line breaks to single spaces and trims the ends.
    /// Works on UTF-8 bytes (those separators are ASCII): this runs for every item of a feed.
    static func oneLine(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with ASCII letters lowercased and everything else as it is: the filter's fold, cheap
    /// enough for every item of a 100k feed (full Unicode case mapping costs several times the parse).
    static func foldedForSearch(_ text: some StringProtocol) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }
}

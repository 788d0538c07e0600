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

    /// `text` lowercased for the filter. ASCII-only text (most of a typical feed) is folded byte by
    /// byte; only scalars that have a lowercase form go through Unicode's mapping, so "Ä", "Σ" and
    /// "Д" match their small letters while CJK text costs one check per scalar.
    static func foldedForSearch(_ text: some StringProtocol) -> String {
        var bytes = Array(text.utf8)
        var hasNonASCII = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x41 && byte <= 0x5A { bytes[index] = byte | 0x20 } else if byte >= 0x80 { hasNonASCII = true }
        }
        let asciiFolded = String(decoding: bytes, as: UTF8.self)
        guard hasNonASCII else { return asciiFolded }
        var folded = ""
        folded.reserveCapacity(bytes.count)
        for scalar in asciiFolded.unicodeScalars {
            if scalar.value >= 0x80 && scalar.properties.changesWhenLowercased {
                folded += scalar.properties.lowercaseMapping
            } else {
                folded.unicodeScalars.append(scalar)
            }
        }
        return folded
    }
}

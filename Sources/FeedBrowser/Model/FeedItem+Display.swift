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
    /// Works on UTF-8 bytes (those separators are ASCII): this runs for every item of a feed, and
    /// text that is already one clean line (most titles) is returned as it is, without a copy.
    static func oneLine(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { input in
            guard needsCollapsing(input) else { return text }
            return String(unsafeUninitializedCapacity: input.count) { output in
                var count = 0
                var pendingSpace = false
                for byte in input {
                    if isSeparator(byte) {
                        pendingSpace = count > 0
                    } else {
                        if pendingSpace {
                            output[count] = 0x20
                            count += 1
                        }
                        pendingSpace = false
                        output[count] = byte
                        count += 1
                    }
                }
                return count
            }
        }
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always) private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether `oneLine` would change `input`: a separator at either end, one that is not a plain
    /// space, or two spaces in a row.
    private static func needsCollapsing(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = input.first, let last = input.last else { return false }
        if isSeparator(first) || isSeparator(last) { return true }
        var previousWasSpace = false
        for byte in input {
            if byte == 0x20 {
                if previousWasSpace { return true }
                previousWasSpace = true
            } else {
                if byte >= 0x09 && byte <= 0x0D { return true }
                previousWasSpace = false
            }
        }
        return false
    }

    /// The first `count` characters of `text`. A text with no more UTF-8 bytes than `count` is
    /// returned whole without walking its grapheme clusters (the common case for a summary).
    static func leading(_ count: Int, of text: String) -> Substring {
        text.utf8.count <= count ? text[...] : text.prefix(count)
    }

    /// The longest start of `text` with at most `maxBytes` UTF-8 bytes that ends on a scalar
    /// boundary: a cheap bound where whole characters do not matter (the filter's search key).
    static func leadingScalars(ofUTF8Bytes maxBytes: Int, in text: String) -> Substring {
        let utf8 = text.utf8
        guard utf8.count > maxBytes else { return text[...] }
        var end = utf8.index(utf8.startIndex, offsetBy: maxBytes)
        // Step back over continuation bytes (10xxxxxx) to the start of the cut scalar.
        while end > utf8.startIndex && utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
        return text[..<end]
    }

    /// `text` lowercased for the filter, as UTF-8 bytes in one pass: ASCII letters directly, other
    /// scalars through Unicode's lowercase mapping only when their lead byte is one of the few that
    /// can start a cased letter, so "Ä", "Σ" and "Д" match their small letters while CJK, kana and
    /// Hangul (most of a non-Latin feed) are copied at the speed of ASCII.
    static func foldedForSearch(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { input in
            // Lowercasing grows UTF-8 by at most half (U+023A, 2 bytes, becomes U+2C65, 3 bytes).
            String(unsafeUninitializedCapacity: input.count + input.count / 2 + 4) { output in
                var count = 0
                var index = 0
                while index < input.count {
                    let byte = input[index]
                    if byte < 0x80 {
                        output[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                        count += 1
                        index += 1
                        continue
                    }
                    // Valid UTF-8 (it comes from a String): the lead byte gives the sequence's length.
                    let end = min(input.count, index + (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2))
                    let sequence = UnsafeBufferPointer(rebasing: input[index..<end])
                    if mayStartCasedLetter(byte), let lowercase = lowercaseForm(of: sequence) {
                        for lowered in lowercase.utf8 {
                            output[count] = lowered
                            count += 1
                        }
                    } else {
                        for original in sequence {
                            output[count] = original
                            count += 1
                        }
                    }
                    index = end
                }
                return count
            }
        }
    }

    /// UTF-8 lead bytes of the ranges with cased letters: U+00C0–U+05FF (Latin-1 to Armenian),
    /// U+1000–U+2FFF (Georgian, Cherokee, Latin and Greek extended, letterlike, circled letters,
    /// Glagolitic, Coptic), U+A000–U+AFFF (Cyrillic and Latin extended), U+F000–U+FFFF (fullwidth
    /// Latin) and the supplementary planes. Continuation bytes of other scalars are copied as they are.
    static func mayStartCasedLetter(_ lead: UInt8) -> Bool {
        (0xC3...0xD7).contains(lead) || lead == 0xE1 || lead == 0xE2 || lead == 0xEA || lead == 0xEF || lead >= 0xF0
    }

    /// The lowercase form of the scalar whose UTF-8 bytes are `sequence`, or nil when it has none.
    /// Final sigma and sharp s fold as case folding does (ς to σ, ß and ẞ to ss), so "ΟΔΥΣΣΕΥΣ"
    /// finds "οδυσσευς" and "STRASSE" finds "Straße".
    private static func lowercaseForm(of sequence: UnsafeBufferPointer<UInt8>) -> String? {
        let payloadMask: UInt8 = sequence.count == 2 ? 0x1F : sequence.count == 3 ? 0x0F : 0x07
        var value = UInt32(sequence[0] & payloadMask)
        for byte in sequence.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        switch value {
        case 0x03C2: return "σ"
        case 0x00DF, 0x1E9E: return "ss"
        default: break
        }
        guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return nil }
        return scalar.properties.lowercaseMapping
    }
}

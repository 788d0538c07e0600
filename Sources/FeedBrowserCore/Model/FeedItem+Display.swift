import CByteScan
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

    /// The attachments the detail lists: all but pictures, which it shows as pictures.
    var listedAttachments: [FeedEnclosure] { enclosures.filter { !$0.isPicture } }

    /// The URLs the detail numbers from [1]: the links of the text, then the attachments. A
    /// number typed in the detail opens the URL at that place.
    var numberedURLs: [String] { links + listedAttachments.map(\.url) }

    /// Collapses runs of spaces, tabs and line breaks to single spaces and trims the ends.
    /// Works on UTF-8 bytes (those separators are ASCII): this runs for every item of a feed, and
    /// text that is already one clean line (most titles) is returned as it is, without a copy.
    static func oneLine(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { input in
            guard needsCollapsing(input) else { return text }
            return String(unsafeUninitializedCapacity: input.count) { output in
                writeOneLine(input, into: output.baseAddress!)
            }
        }
    }

    /// Writes `input` on one line to `output` (room for `input.count` bytes), as `oneLine`
    /// returns it; returns how many bytes it wrote. Also how held rows are measured from the
    /// search buffer's bytes (`SearchText+RowBytes`), so both give one text.
    static func writeOneLine(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
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

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always) private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether `oneLine` would change `input`: a separator at either end, one that is not a plain
    /// space, or two spaces in a row. The scan is `CByteScan`'s, 32 bytes a step: a byte at a time
    /// it was the largest part of preparing a list entry.
    static func needsCollapsing(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = input.first, let last = input.last else { return false }
        if isSeparator(first) || isSeparator(last) { return true }
        return fb_has_break_or_double_space(input.baseAddress!, input.count) != 0
    }

    /// The first `count` characters of `text`, without walking the characters of a text that
    /// starts in plain ASCII (`Truncation.index(after:charactersOf:)`).
    static func leading(_ count: Int, of text: String) -> Substring {
        text[..<Truncation.index(after: count, charactersOf: text)]
    }

    /// `text` lowercased for the filter, as UTF-8 bytes in one pass: ASCII letters directly, other
    /// scalars through Unicode's lowercase mapping only when their lead byte is one of the few that
    /// can start a cased letter, so "Ä", "Σ" and "Д" match their small letters while CJK, kana and
    /// Hangul (most of a non-Latin feed) are copied at the speed of ASCII.
    static func foldedForSearch(_ text: String) -> String { foldedForSearch(joining: [text]) }

    /// `texts` folded as `foldedForSearch` does and joined by line feeds, in one allocation.
    private static func foldedForSearch(joining texts: [String]) -> String {
        let length = texts.reduce(max(0, texts.count - 1)) { $0 + $1.utf8.count }
        // Exactly the input's size first: folding rarely grows UTF-8, and a String keeps the
        // capacity it was made with. Only when it grows (by at most half: U+023A, 2 bytes, becomes
        // U+2C65, 3 bytes) is the key folded again into a larger buffer.
        if let folded = fold(texts, capacity: length) { return folded }
        return fold(texts, capacity: length + length / 2 + 4) ?? ""
    }

    /// `texts` folded and joined by line feeds, or nil when the result needs more than `capacity` bytes.
    private static func fold(_ texts: [String], capacity: Int) -> String? {
        var fitted = true
        let folded = String(unsafeUninitializedCapacity: capacity) { output in
            var count = 0
            for (index, text) in texts.enumerated() {
                if index > 0 {
                    guard count < output.count else { fitted = false; return 0 }
                    output[count] = 0x0A
                    count += 1
                }
                var contiguous = text
                guard let end = contiguous.withUTF8({ fold($0, into: output, at: count) }) else { fitted = false; return 0 }
                count = end
            }
            return count
        }
        return fitted ? folded : nil
    }

    /// Writes `input` folded into `output` from `start`; returns the end, or nil when `output` is full.
    private static func fold(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int? {
        var count = start
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte < 0x80 {
                guard count < output.count else { return nil }
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
                    guard count < output.count else { return nil }
                    output[count] = lowered
                    count += 1
                }
            } else {
                guard count + sequence.count <= output.count else { return nil }
                for original in sequence {
                    output[count] = original
                    count += 1
                }
            }
            index = end
        }
        return count
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
    /// finds "οδυσσευς" and "STRASSE" finds "Straße"; İ folds to a plain i (its lowercase keeps a
    /// combining dot), so "istanbul" finds "İstanbul".
    static func lowercaseForm(of sequence: UnsafeBufferPointer<UInt8>) -> String? {
        let payloadMask: UInt8 = sequence.count == 2 ? 0x1F : sequence.count == 3 ? 0x0F : 0x07
        var value = UInt32(sequence[0] & payloadMask)
        for byte in sequence.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        switch value {
        case 0x03C2: return "σ"
        case 0x00DF, 0x1E9E: return "ss"
        case 0x0130: return "i"
        default: break
        }
        guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return nil }
        return scalar.properties.lowercaseMapping
    }
}

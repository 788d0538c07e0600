import Feeds
import Foundation
import Testing
@testable import Library

/// The hand-written JSON of the array columns is what `JSONEncoder` (sorted keys, slashes as they
/// are) writes, so rows stored before and after it decode alike.
struct StoredItemJSONTests {
    static let awkward = ["", "plain", "quote \" and \\ backslash", "tab\tnew\nline\r\u{1}\u{1F}\u{7F}", "https://a/b?c=d&e",
                          "日本語 ✓ 👩‍👩‍👧", "\u{8}\u{C}"]

    static func encoded<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func stringsAreWrittenAsJSONEncoderWritesThem() throws {
        #expect(StoredItemJSON.strings(Self.awkward) == (try Self.encoded(Self.awkward)))
        #expect(StoredItemJSON.strings([]) == "[]")
        #expect(try StoredItemFields.decode(StoredItemJSON.strings(Self.awkward), as: [String].self) == Self.awkward)
    }

    @Test func thumbnailsAndEnclosuresToo() throws {
        let thumbnails = [FeedThumbnail(url: "https://x/\"a\".jpg", width: 75, height: 60), FeedThumbnail(url: "u"),
                          FeedThumbnail(url: "v", height: 3)]
        let enclosures = [FeedEnclosure(url: "https://x/a.mp3", type: "audio/mpeg", length: 1234, medium: "audio", width: 1, height: 2),
                          FeedEnclosure(url: "b")]
        #expect(StoredItemJSON.thumbnails(thumbnails) == (try Self.encoded(thumbnails)))
        #expect(StoredItemJSON.enclosures(enclosures) == (try Self.encoded(enclosures)))
        #expect(try StoredItemFields.decode(StoredItemJSON.enclosures(enclosures), as: [FeedEnclosure].self) == enclosures)
    }

    @Test func theContentHashTellsEveryFieldApart() {
        let item = Sample.item("a")
        var changed = [item]
        var other = item; other.title = nil; changed.append(other)
        other = item; other.title = ""; changed.append(other)
        other = item; other.author = "Bob"; changed.append(other)
        other = item; other.published = nil; changed.append(other)
        other = item; other.thumbnails = []; changed.append(other)
        other = item; other.categories = ["news"]; changed.append(other)
        other = item; other.summary += "!"; changed.append(other)
        let hashes = changed.map { StoredItemFields($0).contentHash }
        #expect(Set(hashes).count == hashes.count)
        #expect(StoredItemFields(item).contentHash == StoredItemFields(Sample.item("a")).contentHash)
    }
}

import Foundation
import Testing
import FeedFetch
import Feeds

/// `parse --json` streams its JSON by hand; the bytes must stay exactly those `JSONEncoder` gives
/// for the whole feed with the schema's options (the writer it replaced), escapes and dates included.
@Suite struct ParseJSONTests {
    /// The schema's reference: the encoder `parse --json` used before the streamed writer.
    static func referenceJSON(_ feed: Feed) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(feed)
        data.append(0x0A)
        return data
    }

    func written(_ feed: Feed, bufferSize: Int) -> Data {
        var output = Data()
        FeedJSONWriter.write(feed, bufferSize: bufferSize) { output.append(contentsOf: $0) }
        return output
    }

    @Test(arguments: [64, 1000, 1 << 16])
    func fixturesAreWrittenAsTheEncoderWritesThem(bufferSize: Int) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SourceAndQueryTests.fixtures.path).filter { $0.hasSuffix(".xml") }.sorted()
        var compared = 0
        for name in files {
            guard let result = try? FeedLoader.load(.file(SourceAndQueryTests.fixtures.appendingPathComponent(name))) else { continue }
            #expect(written(result.feed, bufferSize: bufferSize) == (try Self.referenceJSON(result.feed)), "\(name): JSON differs")
            compared += result.feed.items.isEmpty ? 0 : 1
        }
        #expect(compared >= 8, "too few fixtures with items were compared")
    }

    @Test func aFeedWithoutItemsIsWrittenAsTheEncoderWritesIt() throws {
        var feed = Feed()
        feed.title = "empty"
        let expected = try Self.referenceJSON(feed)
        #expect(written(feed, bufferSize: 64) == expected)
        #expect(String(decoding: expected, as: UTF8.self).contains("\"items\" : ["))
    }

    /// Every byte that needs an escape, next to ones that do not, at every alignment of the
    /// eight-byte scan; DEL, line separators and non-ASCII stay raw.
    @Test func escapesAreThoseOfTheEncoder() throws {
        var every = ""
        for value in 0..<0x80 { every.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        every += "\u{2028}\u{2029}\u{85}\u{FEFF}é日本🇩🇪/\\\""
        var items: [FeedItem] = []
        for shift in 0..<9 {
            let text = String(repeating: "x", count: shift) + every
            items.append(FeedItem(id: text, title: text, link: "https://a/b?c=\"d\"", author: "\\\(shift)", summary: text,
                                  content: String(repeating: text, count: 3), links: [text, ""], categories: ["\t", "\u{1F}"]))
        }
        let feed = Feed(format: .atom10, title: every, link: "/", description: "\u{0}", language: "de",
                        imageURL: "x", items: items, warnings: ["a\nb"])
        #expect(written(feed, bufferSize: 64) == (try Self.referenceJSON(feed)))
    }

    /// Dates (rounded down to the second, leap days, the ends of the dates the fast path writes
    /// and beyond them: before 1582-10-15 Foundation counts Julian days) and optional members left out as the synthesized conformances leave them.
    @Test func datesNumbersAndOptionalsAreThoseOfTheEncoder() throws {
        let seconds: [Double] = [0, -0.5, 0.999, 951_782_400, 1_709_164_800.75, 4_107_456_000, -62_135_596_800, -12_219_292_800, -12_219_292_801,
                                 -62_135_596_801, 253_402_300_799.9, 253_402_300_800, -1e12, 1e12, -86_400 * 365.25 * 70]
        var items = seconds.map { FeedItem(id: "\($0)", published: Date(timeIntervalSince1970: $0)) }
        items.append(FeedItem(id: "media", thumbnails: [FeedThumbnail(url: "t"), FeedThumbnail(url: "u", width: -1, height: Int.max)],
                              enclosures: [FeedEnclosure(url: "e"),
                                           FeedEnclosure(url: "f", type: "audio/mpeg", length: Int.min, medium: "audio", width: 0, height: 7),
                                           FeedEnclosure(url: "g", medium: "image", height: 3)]))
        let feed = Feed(format: .rss20, items: items)
        #expect(written(feed, bufferSize: 64) == (try Self.referenceJSON(feed)))
    }
}

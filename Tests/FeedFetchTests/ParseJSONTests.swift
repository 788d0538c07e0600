import Foundation
import Testing
import FeedFetch
import Feeds

/// `parse --json` writes items in chunks; the bytes must stay those of encoding the whole feed.
@Suite struct ParseJSONTests {
    func written(_ feed: Feed, itemsPerChunk: Int) throws -> Data {
        var output = Data()
        try FeedJSONWriter.write(feed, itemsPerChunk: itemsPerChunk) { output.append($0) }
        return output
    }

    @Test(arguments: [1, 7, 1000])
    func chunkedOutputEqualsTheWholeEncoding(itemsPerChunk: Int) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SourceAndQueryTests.fixtures.path).filter { $0.hasSuffix(".xml") }.sorted()
        var compared = 0
        for name in files {
            guard let result = try? FeedLoader.load(.file(SourceAndQueryTests.fixtures.appendingPathComponent(name))) else { continue }
            var expected = try FeedJSONWriter.makeEncoder().encode(result.feed)
            expected.append(0x0A)
            let output = try written(result.feed, itemsPerChunk: itemsPerChunk)
            #expect(output == expected, "\(name): chunked JSON differs")
            compared += result.feed.items.isEmpty ? 0 : 1
        }
        #expect(compared >= 8, "too few fixtures with items were compared")
    }

    @Test func aFeedWithoutItemsIsWrittenWhole() throws {
        var feed = Feed()
        feed.title = "empty"
        var expected = try FeedJSONWriter.makeEncoder().encode(feed)
        expected.append(0x0A)
        #expect(try written(feed, itemsPerChunk: 1) == expected)
        #expect(String(decoding: expected, as: UTF8.self).contains("\"items\" : ["))
    }
}

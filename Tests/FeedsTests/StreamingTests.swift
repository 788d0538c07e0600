import Foundation
import Testing
@testable import Feeds

@Suite struct StreamingTests {
    @Test func deliversTheFirstBatchOfFiftyBeforeTheDocumentEnds() throws {
        let data = FixtureLoading.syntheticFeed(items: 3000)
        var batches: [[FeedItem]] = []
        let parser = FeedParser(onItems: { batches.append($0) })
        // Feed only the first third: items must already have been delivered.
        let third = data.count / 3
        try parser.append(data[0..<third])
        #expect(batches.first?.count == 50)
        #expect(batches.first?.first?.title == "Item 0")
        try parser.append(data[third...])
        let feed = try parser.finish()
        #expect(feed.items.count == 3000)
        #expect(batches.flatMap { $0 }.map(\.id) == feed.items.map(\.id), "batches are the items in order, once each")
    }

    @Test func byteAtATimeGivesTheSameResultAsOneChunk() throws {
        let data = try FixtureLoading.data("deviantart-sample.xml")
        let whole = try FeedParser.parse(data)
        let parser = FeedParser()
        for index in data.indices { try parser.append(data[index...index]) }
        let pieces = try parser.finish()
        #expect(pieces == whole)
    }
}

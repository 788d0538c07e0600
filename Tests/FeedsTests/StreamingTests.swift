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

    /// The app takes each batch for its list: a parser that lets delivered items go holds only
    /// the pending ones, so a large feed is not kept twice, and still counts and numbers them all.
    @Test func aParserThatReleasesDeliveredItemsHandsOutEachOnceAndKeepsNone() throws {
        let data = FixtureLoading.syntheticFeed(items: 3000)
        var batches: [[FeedItem]] = []
        let parser = FeedParser(keepsDeliveredItems: false, onItems: { batches.append($0) })
        let third = data.count / 3
        try parser.append(data[0..<third])
        let heldAfterFirstThird = parser.heldItemCount
        try parser.append(data[third...])
        let feed = try parser.finish()
        #expect(feed.items.isEmpty)
        #expect(parser.itemCount == 3000)
        #expect(parser.heldItemCount == 0)
        #expect(heldAfterFirstThird < 1000, "at most one batch pending, not every item parsed")
        let keeping = try FeedParser.parse(data)
        #expect(batches.flatMap { $0 } == keeping.items, "batches are the items in order, once each")
    }

    @Test func aReleasingParserNumbersTheItemItEndsInByAllItemsBeforeIt() throws {
        var text = "<rss><channel>"
        for index in 0..<120 { text += "<item><title>\(index)</title></item>" }
        text += "<item><title>cut"
        var delivered = 0
        let parser = FeedParser(firstBatchSize: 10, batchSize: 10, keepsDeliveredItems: false, onItems: { delivered += $0.count })
        let failure = #expect(throws: FeedParseError.self) {
            try parser.append(Data(text.utf8))
            _ = try parser.finish()
        }
        #expect(failure?.message == "the document ends in the middle of item 121 (truncated?)")
        #expect(delivered + (failure?.partialFeed.items.count ?? 0) == 120)
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

import Foundation
import Testing
@testable import Feeds

/// libxml2's time grows with the square of one element's namespace declarations (200,000 took
/// 14 s), so an element may declare at most `maxNamespaceDeclarationsPerElement`.
@Suite struct NamespaceLimitTests {
    static func declarations(_ count: Int) -> String {
        (0..<count).map { " xmlns:p\($0)=\"urn:x-\($0)\"" }.joined()
    }

    /// Two items, then on line 5 an item declaring `count` namespaces, then a fourth item.
    static func feed(declaringOnThirdItem count: Int) -> Data {
        Data("""
            <rss version="2.0"><channel><title>Namespaces</title>
            <item><title>One</title></item>
            <item><title>Two</title></item>
              <title>x</title>
            <item\(declarations(count))><title>Three</title></item>
            <item><title>Four</title></item>
            </channel></rss>
            """.utf8)
    }

    @Test func anElementWithTooManyDeclarationsIsRefusedWhereItStarts() throws {
        let error = try #require(FixtureLoading.failure(Self.feed(declaringOnThirdItem: 257)))
        #expect(error.kind == .tooManyNamespaces(limit: 256))
        #expect(error.line == 5)
        #expect(error.column == 1)
        #expect(error.partialFeed.items.map(\.title) == ["One", "Two"])
        #expect(error.description.hasPrefix("refused feed at line 5, column 1: an element declares more than 256 namespaces"), "\(error.description)")
    }

    @Test func theLimitItselfIsAccepted() throws {
        let feed = try FeedParser.parse(Self.feed(declaringOnThirdItem: 256))
        #expect(feed.items.count == 4)
    }

    @Test func declarationsSplitAcrossAppendsAreCounted() throws {
        let data = Data("<rss\(Self.declarations(300))><channel></channel></rss>".utf8)
        let parser = FeedParser()
        let error = #expect(throws: FeedParseError.self) {
            var offset = 0
            while offset < data.count {
                try parser.append(data[offset..<min(offset + 100, data.count)])
                offset += 100
            }
            _ = try parser.finish()
        }
        #expect(error?.kind == .tooManyNamespaces(limit: 256))
        #expect(error?.line == 1)
    }

    @Test func declarationsOfNestedElementsAddUp() throws {
        // Three nested elements of 200 each are within the cap per element, but libxml2 would
        // search all 600 for the prefix of every element inside them.
        let open = (0..<3).map { "<g\($0)\(Self.declarations(200).replacingOccurrences(of: "xmlns:p", with: "xmlns:g\($0)p"))>" }.joined()
        let text = "<rss version=\"2.0\"><channel><item><title>One</title></item>\n\(open)<item><title>Two</title></item></g2></g1></g0></channel></rss>"
        let error = try #require(FixtureLoading.failure(Data(text.utf8)))
        #expect(error.kind == .tooManyNamespaces(limit: 512))
        #expect(error.line == 2)
        #expect(error.partialFeed.items.map(\.title) == ["One"])
        #expect(error.description.contains("more than 512 namespace declarations are in scope"), "\(error.description)")
    }

    @Test func declarationsOfSiblingsAndEscapedTextDoNotAddUp() throws {
        // Atom entries often declare XHTML on each div; escaped HTML may mention xmlns too.
        var text = "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>T</title>\n"
        for index in 0..<300 {
            text += "<entry><id>\(index)</id><content type=\"xhtml\"><div xmlns=\"http://www.w3.org/1999/xhtml\">x</div></content>"
            text += "<summary type=\"html\">&lt;svg xmlns=\"http://www.w3.org/2000/svg\"/&gt;</summary></entry>\n"
        }
        let feed = try FeedParser.parse(Data((text + "</feed>").utf8))
        #expect(feed.items.count == 300)
    }
}

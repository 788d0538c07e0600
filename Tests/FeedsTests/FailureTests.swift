import Foundation
import Testing
@testable import Feeds

@Suite struct FailureTests {
    @Test func malformedReportsLineAndColumnAndKeepsEarlierItems() throws {
        let error = try #require(FixtureLoading.failure(try FixtureLoading.data("malformed.xml")))
        #expect(error.kind == .malformed)
        #expect(error.line == 5)
        #expect(error.column == 70)
        #expect(error.message.contains("itme"))
        #expect(error.partialFeed.items.map(\.title) == ["One", "Two"])
        #expect(error.partialFeed.title == "Broken")
        #expect(error.description.hasPrefix("malformed feed at line 5, column 70"))
        #expect(error.description.hasSuffix("(2 items read before it)"))
    }

    @Test func truncatedDownloadKeepsTheCompleteItems() throws {
        let error = try #require(FixtureLoading.failure(try FixtureLoading.data("truncated.xml")))
        #expect(error.kind == .malformed)
        #expect(error.message.contains("truncated"))
        #expect(error.partialFeed.items.count == 5)
        #expect(error.partialFeed.items.last?.title == "Thank you for 10,000 watchers")
    }

    @Test func aCutDocumentSaysWhereItStops() throws {
        // libxml2 words a cut-off document as "Extra content at the end of the document" or "XML
        // declaration allowed only at the start": the message must say what is missing instead.
        let cutInItem = try #require(FixtureLoading.failure(Data("<rss><channel><item><title>A</title></item><item><description><![CDATA[half".utf8)))
        #expect(cutInItem.message == "the document ends in the middle of item 2 (truncated?)")
        #expect(cutInItem.partialFeed.items.count == 1)
        let cutInChannel = try #require(FixtureLoading.failure(Data("<rss><channel><title>A</title>".utf8)))
        #expect(cutInChannel.message == "the document ends before its end tags (truncated?)")
        let onlyDeclaration = try #require(FixtureLoading.failure(Data("<?xml".utf8)))
        #expect(onlyDeclaration.message == "the document ends before its first element (truncated?)")
        // After the root's end tag the fault is real, and libxml2's words fit.
        let extra = try #require(FixtureLoading.failure(Data("<rss><channel></channel></rss><more/>".utf8)))
        #expect(extra.message.contains("Extra content"), "\(extra.message)")
    }

    /// A bare "&" (not &amp;) is the commonest fault of hand-made feeds; other readers show such a
    /// feed. It was fatal, and at the end of the input it was even called a truncated download.
    @Test func aBareAmpersandInTextIsReadAsOneWithAWarning() throws {
        let text = """
            <rss version="2.0"><channel><title>Tom & Jerry</title>
            <item><title>Q&A: fish & chips</title><link>https://example.com/?a=1&b=2&amp;c=3</link></item>
            <item><title>R&amp;D</title><description>5 &lt; 6 & 7 &gt; 3</description></item>
            </channel></rss>
            """
        let feed = try FixtureLoading.parse(text: text)
        #expect(feed.title == "Tom & Jerry")
        #expect(feed.items.map(\.title) == ["Q&A: fish & chips", "R&D"])
        #expect(feed.items.first?.link == "https://example.com/?a=1&b=2&c=3")
        #expect(feed.items.last?.content == "5 < 6 & 7 > 3")
        #expect(feed.warnings == ["line 1: an '&' that starts no entity was read as text (write it as &amp;)"])
        // With no ";" after it libxml2 reports the "&" only at the end of the input.
        #expect(try FixtureLoading.parse(text: "<rss><channel><title>Tom & Jerry</title></channel></rss>").title == "Tom & Jerry")
    }

    @Test func aBareAmpersandInAnAttributeIsNamedNotCalledATruncation() throws {
        let error = try #require(FixtureLoading.failure(Data("""
            <feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
            <entry><title>A</title><link href="https://example.com/?a=1&b=2"/></entry></feed>
            """.utf8)))
        #expect(error.message == "an '&' in an attribute value that starts no entity (write it as &amp;)")
        #expect(error.line == 2)
    }

    @Test func truncatedItemsAreDeliveredWhileStreaming() throws {
        var delivered: [FeedItem] = []
        let parser = FeedParser(firstBatchSize: 1, onItems: { delivered += $0 })
        #expect(throws: FeedParseError.self) {
            try parser.append(try FixtureLoading.data("truncated.xml"))
            _ = try parser.finish()
        }
        #expect(delivered.count == 5)
    }

    @Test func billionLaughsFailsAtTheDeclarationsNotAfterExpanding() throws {
        let error = try #require(FixtureLoading.failure(try FixtureLoading.data("hostile-billion-laughs.xml")))
        #expect(error.kind == .entityExpansion)
        #expect(error.message.contains("billion laughs"))
        // The declarations are checked as they are read: it fails inside the DTD (line 8 declares
        // lol5, the first entity over the cap), before any item and before any large allocation.
        #expect(error.line == 8)
        #expect(error.partialFeed.items.isEmpty)
    }

    /// Found by the fuzzer: laughs whose leaves are an undeclared name expand to nothing, so no
    /// byte bound was ever reached while the expansion made ten million references (the parse
    /// spun for minutes). Each reference now costs one unit of the per-entity budget.
    @Test func laughsThatExpandToNothingAreCappedByTheirReferences() throws {
        let levels = (3...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }.joined()
        let text = "<?xml version=\"1.0\"?><!DOCTYPE rss [\(levels)]><rss><channel><item><title>&lol9;</title></item></channel></rss>"
        let error = try #require(FixtureLoading.failure(Data(text.utf8)))
        #expect(error.kind == .entityExpansion)
        #expect(error.message.contains("references"))
    }

    @Test func anEntityUsedManyTimesIsExpandedOnceAndCountedEachTime() throws {
        // 100 uses of a 100-byte entity: well within the bounds, and the same text every time.
        let text = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY word \"" + String(repeating: "w", count: 100)
            + "\">]><rss><channel><item><title>" + String(repeating: "&word;", count: 100) + "</title></item></channel></rss>"
        let feed = try FeedParser.parse(Data(text.utf8))
        #expect(feed.items.first?.title == String(repeating: "w", count: 10_000))
    }

    @Test func quadraticBlowupIsCappedInTotal() throws {
        let big = String(repeating: "x", count: 50_000)
        let references = String(repeating: "&big;", count: 200)
        let text = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY big \"\(big)\">]><rss><channel><item><title>\(references)</title></item></channel></rss>"
        let error = try #require(FixtureLoading.failure(Data(text.utf8)))
        #expect(error.kind == .entityExpansion)
        #expect(error.message.contains("in total"))
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let feed = try FixtureLoading.parse("hostile-external-entity.xml")
        let item = try #require(feed.items.first)
        #expect(item.title == "Passwd: []")
        #expect(item.summary == "Remote: []")
        #expect(!item.title!.contains("root:"))
        #expect(feed.warnings.contains { $0.contains("&xxe;") && $0.contains("not loaded") })
        #expect(feed.warnings.contains { $0.contains("%dtd;") })
    }

    @Test func escapeSequencesNeverSurvive() throws {
        let feed = try FixtureLoading.parse("hostile-escapes.xml")
        #expect(feed.items.count == 3)
        let texts = [feed.title] + feed.items.flatMap { [$0.title ?? "", $0.summary, $0.content] }
        for text in texts {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        }
        #expect(feed.items[0].title == "Red alert title")
        #expect(!feed.items[0].summary.contains("pwned"), "an OSC sequence is removed with its payload")
        #expect(feed.items[2].title == "Normal after")
    }

    @Test(arguments: [
        ("not-a-feed.html", FeedParseError.Kind.notAFeed("an HTML page")),
        ("not-a-feed.json", FeedParseError.Kind.notAFeed("JSON")),
        ("empty.xml", FeedParseError.Kind.empty),
    ])
    func notAFeedSaysWhatWasFound(file: String, kind: FeedParseError.Kind) throws {
        let error = try #require(FixtureLoading.failure(try FixtureLoading.data(file)))
        #expect(error.kind == kind)
        #expect(error.description.hasPrefix("not a feed"))
    }

    @Test func otherXmlAndPlainTextAreNamed() {
        let svg = FixtureLoading.failure(Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>".utf8))
        #expect(svg?.kind == .notAFeed("an XML document whose root element is <svg>"))
        let text = FixtureLoading.failure(Data("Hello, this is not XML".utf8))
        #expect(text?.kind == .notAFeed("plain text"))
        #expect(FixtureLoading.failure(Data()).map(\.kind) == .empty)
    }

    @Test func documentsLargerThanTheLimitAreRefused() {
        var limits = FeedParserLimits()
        limits.maxDocumentBytes = 10_000
        let data = FixtureLoading.syntheticFeed(items: 500)
        #expect(throws: FeedParseError.self) { _ = try FeedParser.parse(data, limits: limits) }
        do { _ = try FeedParser.parse(data, limits: limits) } catch {
            #expect(error.kind == .tooLarge(limit: 10_000))
        }
    }
}

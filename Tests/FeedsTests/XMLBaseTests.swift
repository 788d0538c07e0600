import Foundation
import Testing
@testable import Feeds

/// xml:base (RFC 3986 references against the nearest xml:base, itself resolved against the base
/// around it or the document's location), with Fixtures/feeds/atom-xml-base.xml.
struct XMLBaseTests {
    @Test func theFeedsBaseReplacesTheDocumentLocation() throws {
        let feed = try FixtureLoading.parse("atom-xml-base.xml")
        #expect(feed.link == "https://base.example/blog/")
        #expect(feed.imageURL == "https://base.example/blog/images/logo.png")
    }

    @Test func nestedBasesResolveAgainstTheEnclosingBase() throws {
        let item = try FixtureLoading.parse("atom-xml-base.xml").items[0]
        #expect(item.link == "https://base.example/blog/posts/2024/first.html")
        #expect(item.enclosures.map(\.url) == ["https://base.example/blog/audio/first.mp3"])
        // The content element has its own base; so does the second thumbnail.
        #expect(item.links == ["https://cdn.example/media/notes/a.html", "https://cdn.example/top.html"])
        #expect(item.thumbnails.map(\.url) == ["https://base.example/blog/posts/2024/thumbs/first-small.jpg",
                                               "https://img.example/x/first-large.jpg"])
    }

    @Test func aBaseEndsWithItsElement() throws {
        let item = try FixtureLoading.parse("atom-xml-base.xml").items[1]
        // xml:base on the link element applies to its own href.
        #expect(item.link == "https://base.example/elsewhere/second.html")
        #expect(item.enclosures.map(\.url) == ["https://base.example/blog/media/second.mp4"])
        // The first picture of the summary, resolved against the entry's (the feed's) base.
        #expect(item.thumbnails.map(\.url) == ["https://base.example/blog/pictures/second.jpg"])
    }

    @Test func networkPathBaseAndQueryAndFragmentReferences() throws {
        let item = try FixtureLoading.parse("atom-xml-base.xml").items[2]
        #expect(item.link == "https://mirror.example/archive/?page=3")
        #expect(item.enclosures.map(\.url) == ["https://mirror.example/archive/#figure"])
    }

    @Test func anAbsoluteBaseWorksWithoutADocumentLocation() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xml:base="https://news.example/section/"><channel><title>T</title>
            <item><title>A</title><link>story.html</link><enclosure url="../audio/a.mp3" type="audio/mpeg"/></item>
            </channel></rss>
            """)
        #expect(feed.items[0].link == "https://news.example/section/story.html")
        #expect(feed.items[0].enclosures.map(\.url) == ["https://news.example/audio/a.mp3"])
    }

    @Test func aRelativeBaseWithoutADocumentLocationLeavesReferencesAsWritten() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="blog/"><title>T</title>
            <entry><title>A</title><id>a</id><link href="a.html"/></entry></feed>
            """)
        #expect(feed.items[0].link == "a.html")
    }

    @Test func aRelativeBaseInAFileKeepsTheSiteForRootRelativeReferences() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0"><channel><title>T</title><link>https://site.example/</link>
            <item xml:base="posts/"><title>A</title><link>/about.html</link><enclosure url="a.mp3" type="audio/mpeg"/></item>
            </channel></rss>
            """, baseURL: URL(fileURLWithPath: "/tmp/feeds/saved.xml"))
        #expect(feed.items[0].link == "https://site.example/about.html")
        #expect(feed.items[0].enclosures.map(\.url) == ["file:///tmp/feeds/posts/a.mp3"])
    }

    @Test func aRelativeBaseResolvesAgainstTheDocumentLocation() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="blog/"><title>T</title>
            <entry xml:base="2024/"><title>A</title><id>a</id><link href="a.html"/></entry></feed>
            """, baseURL: URL(string: "https://site.example/feeds/atom.xml"))
        #expect(feed.items[0].link == "https://site.example/feeds/blog/2024/a.html")
    }
}

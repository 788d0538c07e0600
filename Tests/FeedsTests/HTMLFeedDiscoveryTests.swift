import Foundation
import Testing
@testable import Feeds

/// An HTML page given as FEED names the feed it links to (HTML Living Standard 4.6.7.1, rel=alternate
/// with a feed type); `FeedLoader` follows it.
struct HTMLFeedDiscoveryTests {
    static let page = URL(string: "https://site.example/blog/index.html")!

    @Test func theFirstFeedLinkIsNamedAndResolved() {
        let html = """
            <!DOCTYPE html><html><head><title>Blog</title><link rel="stylesheet" href="s.css">
            <link rel="alternate" type="text/html" href="/other.html">
            <LINK REL="alternate" TYPE="application/atom+xml" HREF="../feeds/atom.xml?a=1&amp;b=2">
            <link rel="alternate" type="application/rss+xml" href="/rss.xml"></head><body>
            """
        let failure = FixtureLoading.failure(Data(html.utf8), baseURL: Self.page)
        #expect(failure?.kind == .notAFeed("an HTML page"))
        #expect(failure?.feedLink == "https://site.example/feeds/atom.xml?a=1&b=2")
        #expect(failure?.description.contains("it links to the feed https://site.example/feeds/atom.xml?a=1&b=2") == true)
    }

    @Test func jsonFeedsAndBaseElementsCount() {
        let html = """
            <html><head><base href="https://cdn.example/x/"><link rel="alternate feed" type="application/feed+json" href="feed.json"></head></html>
            """
        #expect(FixtureLoading.failure(Data(html.utf8), baseURL: Self.page)?.feedLink == "https://cdn.example/x/feed.json")
    }

    @Test func aPageWithoutAFeedLinkIsJustAPage() {
        let failure = FixtureLoading.failure(Data("<!doctype html><html><head><title>x</title></head><body>hi</body></html>".utf8))
        #expect(failure?.kind == .notAFeed("an HTML page"))
        #expect(failure?.feedLink == nil)
    }

    @Test func anXHTMLPageWithADeclarationIsAPageToo() {
        let failure = FixtureLoading.failure(Data("""
            <?xml version="1.0" encoding="utf-8"?>
            <!-- generated -->
            <html xmlns="http://www.w3.org/1999/xhtml"><head><link rel="alternate" type="application/rss+xml" href="https://x.example/rss"/></head></html>
            """.utf8))
        #expect(failure?.feedLink == "https://x.example/rss")
    }
}

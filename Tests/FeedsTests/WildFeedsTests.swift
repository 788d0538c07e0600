import Foundation
import Testing
@testable import Feeds

/// Issue 15, "feeds as they are in the wild": each rule with a small feed written for it. Where
/// feedparser and a specification disagree the specification is followed, and the test says why.
struct WildFeedsTests {
    static let savedFile = URL(fileURLWithPath: "/home/reader/feeds/saved.xml")

    // MARK: Items or whole feeds lost

    /// XML 1.0 section 2.8 puts the declaration first; PHP templates print a blank line before it.
    @Test func whitespaceAndAByteOrderMarkBeforeTheDeclarationAreSkipped() throws {
        let feed = try FeedParser.parse(Data("\n\n  \u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\"><channel><title>PHP</title><item><title>A</title></item></channel></rss>".utf8))
        #expect(feed.title == "PHP")
        #expect(feed.items.map(\.title) == ["A"])
    }

    @Test func errorsAfterSkippedLinesStillGiveTheDocumentsLine() {
        let failure = FixtureLoading.failure(Data("\n\n<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>x</title>\n<item></channel></rss>".utf8))
        #expect(failure?.line == 5)
    }

    /// Atom 0.3 documents were written without their namespace; feedparser reads them too.
    @Test func anAtomFeedWithoutTheNamespaceKeepsItsEntries() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed version="0.3"><title>Bare</title><entry><title>One</title><id>1</id>
            <link rel="alternate" type="text/html" href="https://bare.example/1"/><author><name>Kim</name></author></entry></feed>
            """)
        #expect(feed.format == .atom03)
        #expect(feed.items.map(\.title) == ["One"])
        #expect(feed.items.first?.link == "https://bare.example/1")
        #expect(feed.items.first?.author == "Kim")
    }

    /// RSS 0.90 under Netscape's two namespace names (my.netscape.com and channel.netscape.com).
    @Test(arguments: ["http://channel.netscape.com/rss/0.90/", "http://my.netscape.com/rdf/simple/0.9/", "http://my.netscape.com/rdf/simple/0.9"])
    func rss090InEitherNetscapeNamespaceHasItsItems(namespace: String) throws {
        let feed = try FixtureLoading.parse(text: """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="\(namespace)">
            <channel><title>Old</title><link>http://old.example/</link></channel>
            <item><title>First</title><link>http://old.example/1</link></item></rdf:RDF>
            """)
        #expect(feed.format == .rss090)
        #expect(feed.items.map(\.link) == ["http://old.example/1"])
    }

    @Test func itemsInAnUnknownNamespaceAreSaidNotSilentlyDropped() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:x="http://x.example/ns"><channel><title>U</title><x:item><x:title>Lost</x:title></x:item><x:item/></channel></rss>
            """)
        #expect(feed.items.isEmpty)
        #expect(feed.warnings.contains { $0.hasPrefix("no items read") && $0.contains("2 item or entry elements") && $0.contains("http://x.example/ns") })
    }

    @Test func aFeedWithItemsHasNoSuchWarning() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:x="http://x.example/ns"><channel><title>U</title><item><title>A</title></item><x:item/></channel></rss>
            """)
        #expect(feed.warnings.isEmpty)
    }

    /// RFC 4287 4.1.2: an Atom Entry Document is one entry standing alone.
    @Test func anAtomEntryDocumentIsAFeedOfOneItem() throws {
        let feed = try FixtureLoading.parse(text: """
            <entry xmlns="http://www.w3.org/2005/Atom"><title>Solo</title><id>urn:solo</id><updated>2024-01-01T00:00:00Z</updated>
            <content>Alone.</content></entry>
            """)
        #expect(feed.format == .atom10)
        #expect(feed.items.map(\.id) == ["urn:solo"])
        #expect(feed.items.first?.content == "Alone.")
    }

    // MARK: Fields lost or wrong

    @Test func podcastFieldsFillWhatIsMissing() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Pod</title>
            <item><title>Ep 1</title><itunes:author>Host Name</itunes:author><itunes:subtitle>Short</itunes:subtitle>
            <itunes:summary>The long summary.</itunes:summary><itunes:duration>3723</itunes:duration>
            <itunes:image href="https://pod.example/ep1.jpg"/></item>
            <item><title>Ep 2</title><author>ann@pod.example (Ann)</author><itunes:author>Host Name</itunes:author>
            <itunes:subtitle>Only a subtitle</itunes:subtitle><itunes:duration>04:05</itunes:duration><description>Own text</description></item>
            </channel></rss>
            """)
        let first = feed.items[0], second = feed.items[1]
        #expect(first.author == "Host Name")
        #expect(first.content == "The long summary.")
        #expect(first.duration == "1:02:03")
        #expect(first.artworkURL == "https://pod.example/ep1.jpg")
        #expect(second.author == "Ann", "a feed's own author wins over itunes:author")
        #expect(second.content == "Own text")
        #expect(second.duration == "4:05")
    }

    @Test func durationsAreWrittenOneWay() {
        #expect(FeedSAXHandler.duration("3723") == "1:02:03")
        #expect(FeedSAXHandler.duration("62:03") == "1:02:03")
        #expect(FeedSAXHandler.duration("01:02:03.5") == "1:02:03")
        #expect(FeedSAXHandler.duration("45") == "0:45")
        #expect(FeedSAXHandler.duration("0") == nil)
        #expect(FeedSAXHandler.duration("about an hour") == "about an hour")
    }

    /// Media RSS 2.5: media:title and media:description may sit inside media:content.
    @Test func mediaContentsTitleAndDescriptionAreTheLastResort() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>M</title>
            <item><guid>1</guid><media:group><media:content url="https://v.example/1.mp4" type="video/mp4">
            <media:title>Video title</media:title><media:description>What the video shows.</media:description></media:content></media:group></item>
            <item><guid>2</guid><title>Own title</title><description>Own text</description>
            <media:content url="https://v.example/2.jpg" medium="image"><media:title>Alt</media:title><media:description>Picture alt</media:description></media:content></item>
            </channel></rss>
            """)
        #expect(feed.items[0].title == "Video title")
        #expect(feed.items[0].content == "What the video shows.")
        #expect(feed.items[1].title == "Own title")
        #expect(feed.items[1].summary == "Own text")
    }

    /// RSS 2.0 asks for "mail (Name)"; feeds write the name first as often.
    @Test(arguments: [("jane@example.com (Jane Doe)", "Jane Doe"), ("Jane Doe (jane@example.com)", "Jane Doe"),
                      ("Jane Doe <jane@example.com>", "Jane Doe"), ("jane@example.com", "jane@example.com"), ("Jane (the editor)", "Jane (the editor)")])
    func anAuthorWithAnAddressIsTheName(written: String, name: String) {
        #expect(FeedSAXHandler.nameFromEmailAuthor(written) == name)
    }

    /// RFC 4287 3.1.1.3: XHTML content's character data is text, so "&lt;blink&gt;" is shown as
    /// "<blink>" and "&amp;copy;" as "&copy;" (feedparser agrees here).
    @Test func xhtmlContentIsUnescapedOnce() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>X</title><entry><id>1</id>
            <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">&lt;b&gt; is <b>bold</b></div></title>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Use &lt;blink&gt; and &amp;copy; <a href="https://x.example/">here</a></p></div></content>
            </entry></feed>
            """)
        #expect(feed.items[0].title == "<b> is bold")
        #expect(feed.items[0].content == "Use <blink> and &copy; here")
        #expect(feed.items[0].links == ["https://x.example/"])
    }

    @Test func htmlContentIsStillReadAsHTML() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>X</title><entry><id>1</id>
            <content type="html">&lt;p&gt;A &amp;amp; B &lt;i&gt;i&lt;/i&gt;&lt;/p&gt;</content></entry></feed>
            """)
        #expect(feed.items[0].content == "A & B i")
    }

    /// RFC 4287 4.2.1: an entry without authors takes those of its atom:source, then the feed's.
    @Test func anEntrysSourceAuthorsComeBeforeTheFeeds() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Planet</title><author><name>Planet Bot</name></author>
            <entry><id>1</id><title>From Ann</title><source><id>s</id><title>Ann's blog</title><link href="https://ann.example/"/>
            <author><name>Ann</name></author></source></entry>
            <entry><id>2</id><title>Own</title><author><name>Bo</name></author><source><author><name>Other</name></author></source></entry>
            <entry><id>3</id><title>Plain</title></entry></feed>
            """)
        #expect(feed.items.map(\.author) == ["Ann", "Bo", "Planet Bot"])
        #expect(feed.items[0].title == "From Ann", "the source's title is not the entry's")
        #expect(feed.items[0].link == nil, "nor its link")
    }

    /// RFC 4287 4.2.7.2 allows several alternates; the one a web browser can open wins.
    @Test func theWebPageIsThePreferredAlternateLink() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>L</title>
            <link rel="alternate" href="gemini://capsule.example/"/><link rel="alternate" type="text/html" href="https://site.example/"/>
            <entry><id>1</id><link rel="alternate" href="gemini://capsule.example/1"/><link rel="alternate" type="application/pdf" href="https://site.example/1.pdf"/>
            <link rel="alternate" type="text/html" href="https://site.example/1"/><link rel="alternate" type="text/html" href="https://mirror.example/1"/></entry>
            <entry><id>2</id><link rel="alternate" href="gemini://capsule.example/2"/></entry></feed>
            """)
        #expect(feed.link == "https://site.example/")
        #expect(feed.items.map(\.link) == ["https://site.example/1", "gemini://capsule.example/2"])
    }

    @Test func trackingPixelsAreNeverThumbnails() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>P</title>
            <item><guid>1</guid><description>&lt;img src="https://stats.example/p.gif" width="1" height="1"&gt;&lt;img src="https://img.example/real.jpg"&gt;</description></item>
            <item><guid>2</guid><description>&lt;img src="https://feeds.feedburner.com/~r/x/~4/abc" &gt;&lt;img src="https://img.example/second.jpg" width="640"&gt;</description></item>
            <item><guid>3</guid><media:thumbnail url="https://t.example/pixel.gif" width="1" height="1"/><media:thumbnail url="https://t.example/big.jpg" width="300" height="200"/>
            <media:thumbnail url="https://t.example/tall.jpg" width="1" height="900"/></item>
            <item><guid>5</guid><description>&lt;img src="https://x.example/thin.png" width="1" height="300"&gt;</description></item>
            <item><guid>4</guid><description>&lt;img src="https://pixel.wp.com/b.gif?x=1"&gt;&lt;img src="https://x.example/zero.gif" width="0" height="0"&gt;</description></item>
            </channel></rss>
            """)
        #expect(feed.items.map { $0.thumbnails.map(\.url) } == [["https://img.example/real.jpg"], ["https://img.example/second.jpg"], ["https://t.example/tall.jpg", "https://t.example/big.jpg"], ["https://x.example/thin.png"], []])
    }

    @Test func dcAuthorXhtmlBodyAndFullitemAreRead() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xhtml="http://www.w3.org/1999/xhtml"><channel><title>O</title>
            <item><guid>1</guid><dc:author>Dee</dc:author><xhtml:body><xhtml:p>Body &amp;amp; <xhtml:b>soul</xhtml:b></xhtml:p></xhtml:body></item>
            <item><guid>2</guid><fullitem>&lt;p&gt;Full text&lt;/p&gt;</fullitem></item>
            </channel></rss>
            """)
        #expect(feed.items[0].author == "Dee")
        #expect(feed.items[0].content == "Body &amp; soul")
        #expect(feed.items[1].content == "Full text")
    }

    /// HTML Living Standard, numeric character reference end state: C1 references mean Windows-1252.
    @Test func c1PunctuationBecomesWhatWindows1252Meant() throws {
        let feed = try FixtureLoading.parse(text: "<rss version=\"2.0\"><channel><title>C</title><item><title>It&#146;s &#147;q&#148; &#150; \u{0085} &#128;5</title>"
            + "<description>esc \u{009B}31mred &#129;end</description></item></channel></rss>")
        #expect(feed.items[0].title == "It’s “q” – … €5")
        // CSI and the undefined bytes stay removed (with the sequence CSI starts): no terminal control gets through.
        #expect(feed.items[0].content == "esc red end")
    }

    @Test func pageLinksInASavedFeedResolveAgainstItsSelfLink() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>S</title><link rel="self" href="https://feeds.example/blog/atom.xml"/>
            <link rel="alternate" href="https://www.example/"/>
            <entry><id>1</id><link href="posts/1.html"/><content type="html">&lt;a href="../about"&gt;about&lt;/a&gt; &lt;img src="pics/a.png"&gt;</content></entry></feed>
            """, baseURL: Self.savedFile)
        #expect(feed.items[0].link == "https://feeds.example/blog/posts/1.html")
        #expect(feed.items[0].links == ["https://feeds.example/about"])
        // A picture beside the saved file stays there (a feed saved with its pictures).
        #expect(feed.items[0].thumbnails.map(\.url) == ["file:///home/reader/feeds/pics/a.png"])
    }

    @Test func anEnclosureAndMediaContentOfOneFileAreOneAttachment() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>E</title>
            <item><guid>1</guid><enclosure url="https://pod.example/1.mp3" type="audio/mpeg" length="1234"/>
            <media:content url="https://pod.example/1.mp3" medium="audio" fileSize="1234"/><media:content url="https://pod.example/1.ogg" type="audio/ogg"/></item>
            </channel></rss>
            """)
        #expect(feed.items[0].enclosures == [FeedEnclosure(url: "https://pod.example/1.mp3", type: "audio/mpeg", length: 1234, medium: "audio"),
                                             FeedEnclosure(url: "https://pod.example/1.ogg", type: "audio/ogg")])
    }
}

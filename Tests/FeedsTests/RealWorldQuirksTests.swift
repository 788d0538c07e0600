import Foundation
import Testing
@testable import Feeds

/// Habits of real feeds met when trying FeedBrowser on feeds written by others (Hugo, Middleman,
/// WordPress podcasts): site-relative links in a feed saved to disk, Go's zero date, episode artwork.
struct RealWorldQuirksTests {
    static let savedFile = URL(fileURLWithPath: "/home/reader/feeds/blog.xml")

    @Test func relativeURLsInASavedFeedResolveAgainstTheSiteNotTheFile() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0"><channel><title>Blog</title><link>https://blog.example/</link>
            <image><url>/assets/logo.png</url></image>
            <item><title>A</title><link>/2013/03/15/post.html</link>
            <description>&lt;p&gt;See &lt;a href="/other"&gt;this&lt;/a&gt;, &lt;a href="//cdn.example/x"&gt;that&lt;/a&gt;,
            &lt;a href="notes/b.html"&gt;notes&lt;/a&gt; &lt;img src="/img/a.png"&gt;&lt;/p&gt;</description>
            <enclosure url="/audio/a.mp3" type="audio/mpeg" length="10"/></item>
            </channel></rss>
            """, baseURL: Self.savedFile)
        #expect(feed.imageURL == "https://blog.example/assets/logo.png")
        let item = try #require(feed.items.first)
        #expect(item.link == "https://blog.example/2013/03/15/post.html")
        // Page links resolve against the site even when document-relative (issue 15); pictures and
        // enclosures written document-relative stay beside the file (a feed saved with its pictures).
        #expect(item.links == ["https://blog.example/other", "https://cdn.example/x", "https://blog.example/notes/b.html"])
        #expect(item.thumbnails.map(\.url) == ["https://blog.example/img/a.png"])
        #expect(item.enclosures.map(\.url) == ["https://blog.example/audio/a.mp3"])
    }

    /// WordPress lazy-load plugins put a data: placeholder in src and the picture in data-src (or
    /// data-lazy-src); the placeholder was the item's picture ("✕ picture: cannot fetch data:…").
    /// Responsive markup may give only srcset.
    @Test func lazyLoadedAndSrcsetOnlyPicturesAreFound() throws {
        let placeholder = "data:image/gif;base64,R0lGODlhAQABAAAAACw="
        func picture(_ html: String) throws -> String? {
            let escaped = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            let feed = try FixtureLoading.parse(text: "<rss><channel><title>T</title><item><title>A</title><description>\(escaped)</description></item></channel></rss>")
            return feed.items.first?.thumbnails.first?.url
        }
        #expect(try picture("<img src=\"\(placeholder)\" data-src=\"https://b.example/real.jpg\" class=\"lazyload\"><p>x</p>") == "https://b.example/real.jpg")
        #expect(try picture("<img src=\"\(placeholder)\" data-lazy-src=\"https://b.example/lazy.jpg\">") == "https://b.example/lazy.jpg")
        #expect(try picture("<img src=\"\(placeholder)\"><p>x</p><img src=\"https://b.example/next.jpg\">") == "https://b.example/next.jpg")
        #expect(try picture("<img srcset=\"https://b.example/a-300.jpg 300w, https://b.example/a-1024.jpg 1024w\" alt=\"x\">") == "https://b.example/a-300.jpg")
        #expect(try picture("<img src=\"https://b.example/plain.jpg\" srcset=\"https://b.example/p-2x.jpg 2x\">") == "https://b.example/plain.jpg")
    }

    /// Mastodon's RSS (and micro.blog's) has posts with neither title nor author: the channel's
    /// title is the account's name. Each row said "[No Title]"; as the author it makes them posts.
    @Test func untitledPostsWithoutAnAuthorAreTheChannels() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0"><channel><title>Jane Doe</title><link>https://mastodon.social/@jane</link>
            <item><guid>https://mastodon.social/@jane/1</guid><description>&lt;p&gt;Just released v2.0!&lt;/p&gt;</description></item>
            <item><title>A titled item</title><description>Text.</description></item>
            <item><title> </title><author>ann@example.com (Ann)</author><description>Hers.</description></item>
            </channel></rss>
            """)
        #expect(feed.items.map(\.author) == ["Jane Doe", nil, "Ann"])
    }

    /// YouTube's channel feeds give every video a media:content of a Flash player URL
    /// (youtube.com/v/ID, dead since 2020): it was listed as the item's attachment.
    @Test func flashPlayerMediaIsNotAnAttachment() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><title>Channel</title>
            <entry><id>yt:video:x</id><title>Video</title><link rel="alternate" href="https://www.youtube.com/watch?v=x"/>
            <media:group><media:content url="https://www.youtube.com/v/x?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
            <media:thumbnail url="https://i1.ytimg.com/vi/x/hqdefault.jpg" width="480" height="360"/>
            <media:description>About it.</media:description></media:group></entry></feed>
            """)
        let item = try #require(feed.items.first)
        #expect(item.enclosures.isEmpty)
        #expect(item.thumbnails.map(\.url) == ["https://i1.ytimg.com/vi/x/hqdefault.jpg"])
    }

    @Test func atomEntriesWithoutAnAuthorTakeTheFeeds() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title><author><name>Lee</name></author>
            <entry><id>1</id><title>Mine</title></entry>
            <entry><id>2</id><title>Guest</title><author><name>Ann</name></author></entry>
            <entry><id>3</id><title>Quoted</title><source><author><name>Elsewhere</name></author></source></entry>
            </feed>
            """)
        // RFC 4287 4.2.1: an entry without authors takes its atom:source's, then the feed's.
        #expect(feed.items.map(\.author) == ["Lee", "Ann", "Elsewhere"])
    }

    @Test func aLinkRepeatedInTheTextIsListedOnce() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0"><channel><title>B</title><item><title>A</title><description>&lt;a href="https://a.example/"&gt;
            &lt;img src="x.png"&gt;&lt;/a&gt; &lt;a href="https://a.example/"&gt;home&lt;/a&gt; &lt;a href="https://b.example/"&gt;b&lt;/a&gt;</description></item>
            </channel></rss>
            """)
        #expect(feed.items.first?.links == ["https://a.example/", "https://b.example/"])
    }

    @Test func anAtomFeedsAlternateLinkIsTheSiteToo() throws {
        let feed = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><link href="http://blog.url.com/"/>
            <entry><title>A</title><id>a</id><link href="/2013/a.html"/></entry></feed>
            """, baseURL: Self.savedFile)
        #expect(feed.items[0].link == "http://blog.url.com/2013/a.html")
    }

    @Test func aWebLocationOrAnXMLBaseStillWinsOverTheSite() throws {
        let text = """
            <rss version="2.0"><channel><title>T</title><link>https://site.example/</link>
            <item><title>A</title><link>/a.html</link></item></channel></rss>
            """
        let fetched = try FixtureLoading.parse(text: text, baseURL: URL(string: "https://feeds.example/rss/blog.xml"))
        #expect(fetched.items[0].link == "https://feeds.example/a.html")
        let based = try FixtureLoading.parse(text: """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://base.example/x/"><title>T</title>
            <link href="https://site.example/"/><entry><title>A</title><id>a</id><link href="a.html"/></entry></feed>
            """, baseURL: Self.savedFile)
        #expect(based.items[0].link == "https://base.example/x/a.html")
    }

    @Test func withoutASiteLinkASavedFeedKeepsFileURLs() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0"><channel><title>T</title><item><title>A</title><link>notes/a.html</link></item></channel></rss>
            """, baseURL: Self.savedFile)
        #expect(feed.items[0].link == "file:///home/reader/feeds/notes/a.html")
    }

    @Test func gosZeroDateMeansNoDate() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0"><channel><title>T</title>
            <item><title>A</title><guid>a</guid><pubDate>Mon, 01 Jan 0001 00:00:00 +0000</pubDate></item>
            <item><title>B</title><guid>b</guid><pubDate>Tue, 18 Aug 2021 00:00:00 +0000</pubDate></item>
            </channel></rss>
            """)
        #expect(feed.items[0].published == nil)
        #expect(feed.items[1].published == Date(timeIntervalSince1970: 1_629_244_800))
    }

    @Test func podcastArtworkIsTheThumbnailWhenThereIsNoOtherPicture() throws {
        let feed = try FixtureLoading.parse(text: """
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Pod</title>
            <link>https://pod.example/</link><itunes:image href="https://pod.example/show.jpg"/>
            <item><title>Ep 1</title><guid>1</guid><itunes:image href="/ep1.jpg"/>
            <enclosure url="https://pod.example/ep1.mp3" type="audio/mpeg" length="1900000"/></item>
            <item><title>Ep 2</title><guid>2</guid><itunes:image href="/ep2.jpg"/>
            <media:thumbnail xmlns:media="http://search.yahoo.com/mrss/" url="https://pod.example/t2.jpg"/></item>
            </channel></rss>
            """)
        #expect(feed.imageURL == "https://pod.example/show.jpg")
        #expect(feed.items[0].thumbnails.map(\.url) == ["https://pod.example/ep1.jpg"])
        #expect(feed.items[1].thumbnails.map(\.url) == ["https://pod.example/t2.jpg"])
    }
}

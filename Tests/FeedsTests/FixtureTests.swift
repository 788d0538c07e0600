import Foundation
import Testing
@testable import Feeds
import TestSupport

@Suite struct FixtureTests {
    @Test func socialFeedHasTitleLessPostsWithAuthorsChineseTextAndPictures() throws {
        let feed = try FixtureLoading.parse("social-posts.xml")
        #expect(feed.items.count == 9)
        #expect(feed.items.allSatisfy { $0.title == nil }, "posts have no title")
        #expect(feed.items.allSatisfy { $0.author != nil })
        #expect(feed.imageURL == "https://social.example/avatars/wanfeng.png")
        let first = feed.items[0]
        #expect(first.author == "晚风 @wanfeng")
        // The post text, not the picture's alt text (media:description inside media:content).
        #expect(first.summary == "今天下班路过江边，晚霞把整条河都染成了橘色。站了二十分钟才舍得走。")
        #expect(first.thumbnails == [FeedThumbnail(url: "https://files.social.example/media/river-sunset.jpg", width: 1600, height: 1067)])
        // Three pictures, ordered by size (ties keep document order).
        #expect(feed.items[3].thumbnails.map(\.url).map { $0.split(separator: "/").last! } == ["canal-1.jpg", "canal-2.jpg", "canal-3.jpg"])
        // "email (Name)" authors become the name; <img> in HTML becomes the picture.
        let weibo = feed.items[6]
        #expect(weibo.author == "城市观察者")
        #expect(weibo.summary == "地铁三号线今天早高峰又晚点了十五分钟。车厢里很安静，大家都在看手机。\n有人在读纸质书，挺难得的。")
        #expect(weibo.thumbnails.first?.url == "https://wx.weibo.example/large/metro.jpg")
        // An image enclosure is a picture too.
        #expect(feed.items[8].thumbnails.first?.url == "https://files.social.example/media/market.png")
        #expect(feed.items[8].summary == "早上的菜市场：\n\n• 豆浆 3 元\n• 油条 2 元\n• 一把小葱，老板送的")
        // Lengths vary a lot: rows of different heights.
        let lengths = feed.items.map(\.summary.count)
        #expect(lengths.min()! < 10 && lengths.max()! > 300)
    }

    @Test func atomFeedWithHtmlXhtmlAndTextConstructs() throws {
        let feed = try FixtureLoading.parse("atom-blog.xml")
        #expect(feed.format == .atom10)
        #expect(feed.title == "Notes from the Workshop")
        #expect(feed.description == "Woodworking, slowly.")
        #expect(feed.link == "https://workshop.example/")
        #expect(feed.items.count == 3)
        let first = feed.items[0]
        #expect(first.id == "tag:workshop.example,2024:sharpening")
        #expect(first.title == "Sharpening: the boring part that matters")
        #expect(first.author == "Ruth Okafor", "the entry author, not the feed author")
        #expect(first.published == Date(timeIntervalSince1970: 1_730_621_700))  // 09:15+01:00
        #expect(first.summary.hasPrefix("Why a dull chisel"))
        #expect(first.content.contains("1. 1000 grit until there is a burr\n2. 6000 grit, ten strokes\n3. Strop"))
        #expect(first.categories == ["Tools", "basics"])
        #expect(first.thumbnails.map(\.width) == [120, 480])
        let bench = feed.items[1]
        #expect(bench.title == "A bench in three weekends", "atom:source's title is not the entry's")
        #expect(bench.content == "Weekend one: milling.\n\nWeekend two: joinery. Weekend three: finish.\n\n• Oak, 27 mm\n• Drawbore pegs")
        #expect(bench.published == Date(timeIntervalSince1970: 1_729_425_600), "updated stands in for published")
        #expect(bench.enclosures == [FeedEnclosure(url: "https://workshop.example/audio/bench.mp3", type: "audio/mpeg", length: 12_345_678)])
        #expect(feed.items[2].title == "Shop <tips> & tricks", "type=text is not HTML")
        // A page link in a feed read from disk means what it meant where the feed was published:
        // its rel="self" (issue 15), not a file beside the saved copy.
        #expect(feed.items[2].link == "https://workshop.example/tips.html", "relative links resolve against the feed's self link")
    }

    @Test func rss10WithDublinCoreAndContentEncoded() throws {
        let feed = try FixtureLoading.parse("rss1-rdf.xml")
        #expect(feed.format == .rss10)
        #expect(feed.title == "Field Journal")
        #expect(feed.imageURL == "https://journal.example/logo.png")
        #expect(feed.items.count == 2)
        let heron = feed.items[0]
        #expect(heron.id == "https://journal.example/2024/heron")
        #expect(heron.author == "Tomás Ruiz")
        #expect(heron.categories == ["birds"])
        #expect(heron.summary == "Standing perfectly still for forty minutes.")
        #expect(heron.content == "Standing perfectly still for forty minutes, then gone in a second.\n\nPhotos to follow.")
        #expect(heron.published == Date(timeIntervalSince1970: 1_726_290_300))
        // No <link>: rdf:about is the link.
        #expect(feed.items[1].link == "https://journal.example/2024/storm")
    }

    @Test func messyHtmlBecomesCleanText() throws {
        let feed = try FixtureLoading.parse("messy-html.xml")
        #expect(feed.title == "Messy & Co. newsletter")
        let first = feed.items[0]
        #expect(first.title == "Tom & Jerry’s big day…")
        #expect(first.link == "http://messy.example/1")
        let text = first.content
        #expect(text.hasPrefix("First paragraph spans lines.\n\nAfter four breaks.\n\nUnclosed paragraph\nA div\n• One\n• Two\n  • Nested"))
        #expect(!text.contains("alert") && !text.contains("color: red") && !text.contains("comment"))
        #expect(text.contains("cell 1 cell 2"))
        #expect(text.contains("  keep\n    this"), "pre keeps its whitespace")
        #expect(text.contains("Entities: \u{A0}… ’ — © &bogus; &lt; 5 < 6 AT&T"))
        #expect(first.links == ["http://messy.example/real"], "javascript: links are not collected")
        // Root-relative, in a feed read from a file: the site's picture (RealWorldQuirksTests).
        #expect(first.thumbnails.first?.url == "http://messy.example/pics/messy.png")
        let second = feed.items[1]
        #expect(second.title == "Raw markup – Acme & Sons", "internal entities declared by the document expand")
        #expect(second.content == "Unescaped bold and a link inside XML.")
        #expect(second.links == ["http://messy.example/x"])
        #expect(second.published == Date(timeIntervalSince1970: 1_730_559_600), "two-digit year and EST")
        let third = feed.items[2]
        #expect(third.title == nil && third.link == nil && third.published == nil)
        #expect(third.id.hasPrefix("hash:"))
        #expect(try FixtureLoading.parse("messy-html.xml").items[2].id == third.id, "the hash is stable")
    }

    @Test(arguments: [
        ("encoding-latin1.xml", "Grüße aus Köln"),
        ("encoding-windows1252.xml", "“Smart” quotes — €5 …"),
        ("encoding-utf16.xml", "你好 😀"),
        ("encoding-undeclared-latin1.xml", "España y México"),
        ("encoding-invalid-utf8.xml", "ok \u{FFFD}\u{FFFD} here \u{FFFD}"),
    ])
    func encodingsDecodeToTheSameText(file: String, title: String) throws {
        let feed = try FixtureLoading.parse(file)
        #expect(feed.items.first?.title == title)
        // Byte at a time, the result is the same (sequences split across chunks).
        let data = try FixtureLoading.data(file)
        let parser = FeedParser(baseURL: FixtureLoading.url(file))
        for index in data.indices { try parser.append(data[index...index]) }
        #expect(try parser.finish() == feed)
    }

    @Test func invalidBytesAreReplacedAndTheRestStillParses() throws {
        let feed = try FixtureLoading.parse("encoding-invalid-utf8.xml")
        #expect(feed.items.count == 2)
        #expect(feed.warnings.contains { $0.contains("U+FFFD") })
    }

    @Test func everyFixtureGivesTheSameFeedWhateverTheChunking() throws {
        var generator = SeededGenerator(seed: 7)
        for name in ["deviantart-sample.xml", "social-posts.xml", "atom-blog.xml", "rss1-rdf.xml", "messy-html.xml", "encoding-utf16.xml"] {
            let data = try FixtureLoading.data(name)
            let whole = try FeedParser.parse(data)
            for _ in 0..<5 {
                let parser = FeedParser()
                var offset = 0
                while offset < data.count {
                    let end = min(data.count, offset + Int.random(in: 1...700, using: &generator))
                    try parser.append(data[offset..<end])
                    offset = end
                }
                #expect(try parser.finish() == whole, "\(name)")
            }
        }
    }
}

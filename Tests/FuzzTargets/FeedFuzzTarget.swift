import Feeds
import Foundation

/// Bytes into the feed parser (libxml2's SAX parser, then the HTML converter on every text
/// field), and straight into the HTML converter: never a crash, and output bounded by the input.
public enum FeedFuzzTarget {
    /// Seeds: every feed and not-a-feed document in `Fixtures/feeds`.
    public static var target: FuzzTarget {
        FuzzTarget(
            name: "feed", seeds: FuzzTarget.fixtureFiles("feeds", extensions: [".xml", ".html", ".json"]),
            dictionary: dictionary, check: check)
    }

    static let dictionary = [
        "<item>", "</item>", "<entry>", "</entry>", "<title>", "</title>", "<description>", "<content:encoded>",
        "<![CDATA[", "]]>", "<!DOCTYPE x [<!ENTITY e \"xx\">]>", "&e;", "&amp;", "&lt;", "&#x1F600;", "&#0;", "&#xD800;",
        "&lt;p&gt;", "&lt;ol&gt;&lt;li&gt;", "<media:thumbnail url=\"x\" width=\"4294967296\" height=\"9\"/>",
        "<enclosure url=\"a\" length=\"99999999999999999999\" type=\"audio/mpeg\"/>", "<pubDate>", "<updated>",
        "<link href=\"", "xml:base=\"", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", "encoding=\"UTF-16\"",
        "<rss version=\"2.0\">", "<feed xmlns=\"http://www.w3.org/2005/Atom\">", "xmlns:a=\"b\" ", "\u{1B}[2J", "<img src=\"",
        "<pre>", "<br>", "<ul><li>", "<script>", "\r\n",
    ]

    /// Output may be larger than the input (entities, list numbers), but not without bound: the
    /// issue's limit on memory per input, 20 times its size plus 1 MB of text here.
    static func textLimit(_ input: [UInt8]) -> Int { 20 * input.count + (1 << 20) }

    /// The invariants `bytes` broke.
    @Sendable public static func check(_ bytes: [UInt8]) -> [String] {
        var broken: [String] = []
        let feed: Feed
        do {
            feed = try FeedParser.parse(Data(bytes))
        } catch {
            // A refusal is an answer; what came before it must be as sound as a whole feed.
            feed = error.partialFeed
            if error.message.contains("\n") { broken.append("a two-line error: \(error.message.debugDescription)") }
        }
        let markup = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "<") ? 1 : 0) }
        if feed.items.count > markup { broken.append("\(feed.items.count) items from \(markup) '<'") }
        let text = feed.items.reduce(feed.title.utf8.count + feed.description.utf8.count) { total, item in
            total + (item.title?.utf8.count ?? 0) + item.summary.utf8.count + item.content.utf8.count
        }
        if text > textLimit(bytes) { broken.append("\(text) bytes of text from \(bytes.count) bytes") }
        let html = HTMLText.plainText(fromHTML: String(decoding: bytes, as: UTF8.self))
        if html.utf8.count > textLimit(bytes) { broken.append("HTML gave \(html.utf8.count) bytes from \(bytes.count)") }
        return broken
    }
}

import Foundation
import Testing
@testable import Subscriptions

@Suite struct OPMLExportTests {
    static let date = Date(timeIntervalSince1970: 1_777_712_700) // Sat, 02 May 2026 09:05:00 GMT

    static let awkward: [Entry] = [
        Entry(url: "https://a.example/feed?x=1&y=2", tags: ["news", "tech"], title: "A & B <feed>"),
        Entry(url: "https://b.example/", tags: ["cool stuff", "Tom's \"quotes\"", "a,b/c%d", " padded "]),
        Entry(url: "https://c.example/", title: "Untagged"),
        Entry(url: "https://d.example/", tags: ["news"], isHidden: true),
        Entry(url: "https://e.example/", isHidden: true),
        Entry(url: "file:///home/me/local.xml", tags: ["tab\tand\nnewline", "<&>\"'"], title: "line\nbreak"),
    ]

    @Test func theDocumentIsOPML2WithHeadAndGroupedFolders() {
        let text = OPMLWriter.document(for: Self.awkward.map(\.subscription), dateCreated: Self.date)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0">
              <head>
                <title>FeedBrowser subscriptions</title>
                <dateCreated>Sat, 02 May 2026 09:05:00 GMT</dateCreated>
              </head>
              <body>
                <outline text="news" title="news">
                  <outline type="rss" text="A &amp; B &lt;feed&gt;" title="A &amp; B &lt;feed&gt;" xmlUrl="https://a.example/feed?x=1&amp;y=2" category="tech"/>
                  <outline type="rss" text="https://d.example/" xmlUrl="https://d.example/" category="!"/>
                </outline>
                <outline text="cool stuff" title="cool stuff">
                  <outline type="rss" text="https://b.example/" xmlUrl="https://b.example/" category="Tom&apos;s &quot;quotes&quot;,a%2Cb%2Fc%25d,%20padded%20"/>
                </outline>
                <outline type="rss" text="Untagged" title="Untagged" xmlUrl="https://c.example/"/>
                <outline type="rss" text="https://e.example/" xmlUrl="https://e.example/" category="!"/>
                <outline text="tab&#9;and&#10;newline" title="tab&#9;and&#10;newline">
                  <outline type="rss" text="line&#10;break" title="line&#10;break" xmlUrl="file:///home/me/local.xml" category="&lt;&amp;&gt;&quot;&apos;"/>
                </outline>
              </body>
            </opml>

            """)
    }

    @Test func importReadsBackWhatExportWrote() {
        let text = OPMLWriter.document(for: Self.awkward.map(\.subscription), title: "Mine & <yours>", dateCreated: Self.date)
        let imported = ImportedSubscriptions(bytes: Array(text.utf8))
        #expect(imported.issues.isEmpty)
        #expect(Set(imported.subscriptions.map(Entry.init)) == Set(Self.awkward))
        #expect(imported.subscriptions.map(\.url) == [
            "https://a.example/feed?x=1&y=2", "https://d.example/", "https://b.example/", "https://c.example/",
            "https://e.example/", "file:///home/me/local.xml",
        ])
    }

    @Test func datesAreRFC822InGMT() {
        #expect(RFC822Date.string(from: Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(RFC822Date.string(from: Date(timeIntervalSince1970: 951_782_400)) == "Tue, 29 Feb 2000 00:00:00 GMT")
        #expect(RFC822Date.string(from: Date(timeIntervalSince1970: -1)) == "Wed, 31 Dec 1969 23:59:59 GMT")
        #expect(RFC822Date.string(from: Date(timeIntervalSince1970: 4_102_444_799.5)) == "Thu, 31 Dec 2099 23:59:59 GMT")
    }
}

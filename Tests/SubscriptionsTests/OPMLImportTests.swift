import Foundation
import Testing
@testable import Subscriptions

@Suite struct OPMLImportTests {
    static let opml1 = """
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <opml version="1.0">
        <head><title>mySubscriptions</title></head>
        <body>
        <outline text="Scripting News" type="rss" xmlUrl="http://scripting.com/rss.xml" htmlUrl="http://scripting.com/"/>
        <outline text="NYT &amp; Co" xmlUrl="https://rss.nytimes.com/services/xml/rss/nyt/HomePage.xml"/>
        <outline title="Only a title" xmlurl="https://title.example/feed"></outline>
        </body>
        </opml>
        """

    static let opml2 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- exported by some reader -->
        <opml version="2.0">
          <head>
            <title>Subscriptions</title>
            <dateCreated>Mon, 01 Jan 2024 00:00:00 GMT</dateCreated>
          </head>
          <body>
            <outline text="News">
              <outline text="World" title="World">
                <outline type="rss" text="BBC" title="BBC World" xmlUrl="https://feeds.bbci.co.uk/news/world/rss.xml"/>
              </outline>
              <outline type="rss" text="https://lwn.net/headlines/rss" xmlUrl="https://lwn.net/headlines/rss" category="linux,/Tech/Kernel"/>
            </outline>
            <outline text="Empty folder"/>
            <outline type="rss" text="Bad" xmlUrl="not a url"/>
            <outline type="rss" text="Hidden" xmlUrl="https://hidden.example/" category="!"/>
            <outline type="rss" text="Again" xmlUrl="https://lwn.net/headlines/rss"/>
          </body>
        </opml>
        """

    @Test func feedSchemeOutlinesAreImportedAsTheirHTTPURL() {
        let imported = ImportedSubscriptions(bytes: Array("""
            <opml version="2.0"><body>
            <outline text="A" xmlUrl="feed://a.example/rss"/>
            <outline text="B" xmlUrl="feed:https://b.example/atom"/>
            </body></opml>
            """.utf8))
        #expect(imported.subscriptions.map(\.url) == ["http://a.example/rss", "https://b.example/atom"])
        #expect(imported.issues.isEmpty)
    }

    @Test func opml1FeedsLoad() {
        let imported = ImportedSubscriptions(bytes: Array(Self.opml1.utf8))
        #expect(imported.format == .opml)
        #expect(imported.issues.isEmpty)
        #expect(imported.subscriptions.map(Entry.init) == [
            Entry(url: "http://scripting.com/rss.xml", title: "Scripting News"),
            Entry(url: "https://rss.nytimes.com/services/xml/rss/nyt/HomePage.xml", title: "NYT & Co"),
            Entry(url: "https://title.example/feed", title: "Only a title"),
        ])
        #expect(imported.subscriptions.map(\.line) == [5, 6, 7])
    }

    @Test func aLatin1FileIsConverted() {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<opml><body><outline text=\"Caf".utf8) + [0xE9]
            + Array("\" xmlUrl=\"https://a.example/\"/></body></opml>".utf8)
        let imported = ImportedSubscriptions(bytes: bytes)
        #expect(imported.issues.isEmpty)
        #expect(imported.subscriptions.map(\.title) == ["Caf\u{E9}"])
    }

    @Test func nestedFoldersBecomeTagsAndBadOutlinesAreReportedAlone() {
        let imported = ImportedSubscriptions.opml(Array(Self.opml2.utf8))
        #expect(imported.subscriptions.map(Entry.init) == [
            Entry(url: "https://feeds.bbci.co.uk/news/world/rss.xml", tags: ["News", "World"], title: "BBC World"),
            // A text that only repeats the URL is not a title; a category path gives each part.
            Entry(url: "https://lwn.net/headlines/rss", tags: ["News", "linux", "Tech", "Kernel"]),
            Entry(url: "https://hidden.example/", title: "Hidden", isHidden: true),
        ])
        #expect(imported.issues.map { $0.formatted(fileName: "feeds.opml") } == [
            "feeds.opml:15:5: the outline \"Empty folder\" has no xmlUrl and no outlines inside, so it is neither a feed nor a folder: add its feed's xmlUrl or remove it",
            "feeds.opml:16:5: xmlUrl 'not a url' is not a feed URL (it has no scheme such as https://): fix it or remove the outline",
            "feeds.opml:18:5: duplicate of the outline at line 13: the feed is subscribed once, from there",
        ])
    }

    /// Feedly and Inoreader export a feed filed in two categories as two outlines: it is one feed
    /// with both tags, as newsboat's urls file writes it. The second folder's tag was dropped,
    /// with a "duplicate" note.
    @Test func aFeedInTwoFoldersIsOneFeedWithBothTags() {
        let imported = ImportedSubscriptions.opml(Array("""
            <opml version="2.0"><body>
            <outline text="Tech"><outline type="rss" text="HN" xmlUrl="https://hn.example/rss"/></outline>
            <outline text="Daily"><outline type="rss" text="HN" xmlUrl="https://hn.example/rss" category="news,Tech"/></outline>
            </body></opml>
            """.utf8))
        #expect(imported.subscriptions.map(Entry.init) == [Entry(url: "https://hn.example/rss", tags: ["Tech", "Daily", "news"], title: "HN")])
        #expect(imported.issues.isEmpty, "\(imported.issues)")
    }

    @Test func malformedXMLSaysLineAndColumnAndKeepsTheFeedsBeforeIt() throws {
        let text = """
            <opml version="2.0"><body>
              <outline text="A" xmlUrl="https://a.example/"/>
              <outline text="B" xmlUrl="https://b.example/">
            </body></opml>
            """
        let imported = ImportedSubscriptions(bytes: Array(text.utf8))
        // B's start tag is whole, so B loads; the error is its missing end tag.
        #expect(imported.subscriptions.map(\.url) == ["https://a.example/", "https://b.example/"])
        let issue = try #require(imported.issues.first)
        #expect(issue.formatted(fileName: "f.opml") == "f.opml:4:1: malformed XML: </body> where </outline> was expected (<outline> opened at line 3)")
    }

    @Test(arguments: [
        ("<opml><body><outline text=\"a\" xmlUrl=\"https://a.example/\" /></body>", 1, 68, "ends inside <opml>"),
        ("<opml>\n<body>\n  <outline text=\"a & b\" xmlUrl=\"https://a.example/\"/></body></opml>", 3, 20, "'&' must start a reference"),
        ("<opml>\n<body><outline text=\"é\" text=\"x\"/></body></opml>", 2, 25, "appears twice"),
        ("<opml><body><outline text=a/></body></opml>", 1, 27, "must be in quotes"),
        ("<opml><body></body></opml>\n<opml/>", 2, 1, "a second root element"),
        ("\n  <?xml version=\"1.0\"?><opml/>", 2, 3, "must come first"),
        ("<opml><body><outline text=\"&#0;\"/></body></opml>", 1, 28, "not a character XML allows"),
        // Found by fuzzing: a quote left open in the DOCTYPE ran the scanner past the end (a trap).
        ("<!DOCTYPE opml \"never closed", 1, 1, "DOCTYPE is never closed"),
        ("<!DOCTYPE opml [<!ENTITY e 'x>", 1, 1, "DOCTYPE is never closed"),
    ])
    func malformedDocumentsAreReportedAtTheirPlace(text: String, line: Int, column: Int, message: String) throws {
        let imported = ImportedSubscriptions.opml(Array(text.utf8))
        let issue = try #require(imported.issues.first)
        #expect(imported.issues.count == 1)
        #expect((issue.line, issue.column) == (line, column), "\(issue.message)")
        #expect(issue.message.contains(message), "\(issue.message)")
    }

    @Test func aFileThatIsNotOPMLSaysSo() {
        #expect(ImportedSubscriptions(bytes: Array("<rss version=\"2.0\"><channel/></rss>".utf8)).issues.map(\.message)
                == ["this is a feed, not a subscription list: subscribe to its URL instead"])
        #expect(ImportedSubscriptions(bytes: Array("<html><body/></html>".utf8)).issues.map(\.message)
                == ["not an OPML file: its root element is <html>, not <opml>"])
        #expect(ImportedSubscriptions.opml(Array("https://a.example/\n".utf8)).issues.map(\.message) == ["malformed XML: text outside the root element"])
        #expect(ImportedSubscriptions.opml(Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><opml/>".utf8)).issues.map(\.message)
                == ["the file's encoding shift_jis is not supported: save it as UTF-8"])
    }

    @Test func anExternalEntityIsNeverRead() throws {
        let secretFile = FileManager.default.temporaryDirectory.appendingPathComponent("subscriptions-xxe-\(UInt64.random(in: 0...UInt64.max)).txt")
        try "TOP SECRET CONTENT".write(to: secretFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secretFile) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE opml [
              <!ENTITY xxe SYSTEM "\(secretFile.absoluteString)">
              <!ENTITY % remote SYSTEM "\(secretFile.absoluteString)"> %remote;
            ]>
            <opml version="2.0"><body>
              <outline text="&xxe;" xmlUrl="https://a.example/"/>
            </body></opml>
            """
        let imported = ImportedSubscriptions(bytes: Array(text.utf8))
        #expect(imported.subscriptions.map(Entry.init) == [Entry(url: "https://a.example/", title: "&xxe;")])
        #expect(imported.issues.map { "\($0.line):\($0.column ?? 0)" } == ["7:18"])
        #expect(imported.issues.first?.message.contains("not expanded") == true)
        #expect(!"\(imported)".contains("SECRET"))
    }

    @Test func sizeAndDepthAreCapped() {
        let deep = "<opml><body>" + String(repeating: "<outline text=\"f\">", count: 100) + "<outline xmlUrl=\"https://a.example/\"/>"
            + String(repeating: "</outline>", count: 100) + "</body></opml>"
        let tooDeep = ImportedSubscriptions.opml(Array(deep.utf8))
        #expect(tooDeep.subscriptions.isEmpty)
        #expect(tooDeep.issues.first?.message == "malformed XML: elements nest more than 64 deep")
        let small = OPMLLimits(maxBytes: 10, maxDepth: 64)
        #expect(ImportedSubscriptions.opml(Array(Self.opml1.utf8), limits: small).issues.first?.message
                == "the file is larger than 10 bytes: this is not a subscription list")
    }

    @Test func theFormatIsDetectedFromTheFirstBytes() {
        #expect(SubscriptionFormat(detecting: Array("\u{FEFF}  \n<?xml version=\"1.0\"?><opml/>".utf8)) == .opml)
        #expect(SubscriptionFormat(detecting: Array("<opml version=\"1.0\"/>".utf8)) == .opml)
        #expect(SubscriptionFormat(detecting: [0xFF, 0xFE, 0x3C, 0x00]) == .opml)
        #expect(SubscriptionFormat(detecting: Array("# urls\nhttps://a.example/\n".utf8)) == .newsboatURLs)
        #expect(SubscriptionFormat(detecting: Array("https://a.example/ \"<tag>\"\n".utf8)) == .newsboatURLs)
        #expect(SubscriptionFormat(detecting: [UInt8]()) == .newsboatURLs)
        let imported = ImportedSubscriptions(bytes: Array(URLsFileTests.newsboatFile.utf8))
        #expect(imported.format == .newsboatURLs)
        #expect(imported.subscriptions == SubscriptionList(text: URLsFileTests.newsboatFile).subscriptions)
    }
}

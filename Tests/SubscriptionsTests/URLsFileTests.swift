import Testing
@testable import Subscriptions

@Suite struct URLsFileTests {
    /// A list a newsboat user might have: comments, blank lines, tabs, quoted tags, titles, a
    /// hidden feed, a query feed, a comment after a URL and a URL with a fragment.
    static let newsboatFile = """
        # My feeds
        # (newsboat urls file)

        https://blog.fefe.de/rss.xml?html interesting conspiracy news "cool stuff"
        https://rss.orf.at/news.xml news orf "~ORF News"
        https://www.heise.de/newsticker/heise.rdf\tnews\tinteresting
        https://example.org/hidden.xml "!ORF News (hidden)" tech
        "query:Unread Articles:unread = \\"yes\\"" queries

          # an indented comment
        https://example.org/feed.atom # old feed, check later
        https://example.org/page#section "a \\"quoted\\" tag"
        file:///home/me/feeds/local.xml local

        """

    @Test func aNewsboatFileLoadsItsFeeds() {
        let list = SubscriptionList(text: Self.newsboatFile)
        let entries = list.subscriptions.map(Entry.init)
        #expect(entries == [
            Entry(url: "https://blog.fefe.de/rss.xml?html", tags: ["interesting", "conspiracy", "news", "cool stuff"]),
            Entry(url: "https://rss.orf.at/news.xml", tags: ["news", "orf"], title: "ORF News"),
            Entry(url: "https://www.heise.de/newsticker/heise.rdf", tags: ["news", "interesting"]),
            Entry(url: "https://example.org/hidden.xml", tags: ["tech"], isHidden: true),
            Entry(url: "https://example.org/feed.atom"),
            Entry(url: "https://example.org/page#section", tags: ["a \"quoted\" tag"]),
            Entry(url: "file:///home/me/feeds/local.xml", tags: ["local"]),
        ])
        #expect(list.subscriptions.map(\.line) == [4, 5, 6, 7, 11, 12, 13])
        // The query feed is kept in the document and reported, not loaded.
        #expect(list.issues == [SubscriptionIssue(line: 8, column: 1, message: "query: feeds are newsboat's and not supported here yet; the line is kept as it is", severity: .unused)])
    }

    @Test func anUnchangedFileIsWrittenBackByteForByte() {
        for text in [Self.newsboatFile, "", "\n", "https://a.example/x", "https://a.example/x\r\n# c\r\n", "\n\n# only comments\n\n",
                     "https://a.example/\u{FF}broken\n"] {
            #expect(SubscriptionList(text: text).text == text)
        }
        let notUTF8: [UInt8] = Array("https://a.example/ tag\n".utf8) + [0xC3, 0x28, 0x0A] + Array("# end".utf8)
        let list = SubscriptionList(bytes: notUTF8)
        #expect(list.bytes == notUTF8)
        #expect(list.issues.map(\.line) == [2])
        #expect(list.subscriptions.count == 1)
    }

    /// A `feed:` URL typed into the file (as a browser hands it over) is the feed it names, as
    /// `add` takes it: it loads, the line stays as written, and either spelling finds the line.
    @Test func feedSchemeLinesLoadAsTheURLTheyName() throws {
        let text = "feed:https://example.org/rss tech\nfeed://example.net/atom.xml \"~Net\"\nhttps://example.org/rss again\n"
        let list = SubscriptionList(text: text)
        #expect(list.subscriptions.map(Entry.init) == [
            Entry(url: "https://example.org/rss", tags: ["tech"]),
            Entry(url: "http://example.net/atom.xml", title: "Net"),
        ])
        #expect(list.issues.map(\.message) == ["duplicate of line 1: the feed is already subscribed there; remove one of the two lines"])
        #expect(list.keptLines.isEmpty)
        #expect(list.text == text)
        #expect(list.lineNumbers(of: "https://example.org/rss") == [1, 3])
        #expect(list.lineNumbers(of: "feed://example.net/atom.xml") == [2])
        #expect(throws: SubscriptionEditError.alreadySubscribed(url: "http://example.net/atom.xml", line: 2)) {
            try list.adding(url: "http://example.net/atom.xml")
        }
        #expect(try list.removing(url: "http://example.net/atom.xml").text == "feed:https://example.org/rss tech\nhttps://example.org/rss again\n")
    }

    /// Each bad file with the exact line (and column) reported, and what still loads.
    @Test(arguments: [
        ("https://ok.example/\n\"https://a.example/ tag\n", 2, 1, "unterminated quote", 1),
        ("https://ok.example/ \"tag\n", 1, 21, "unterminated quote", 0),
        ("# c\nnot-a-url tag\n", 2, 1, "'not-a-url' is not a feed URL (it has no scheme such as https://)", 0),
        ("\n\n~/feeds/local.xml\n", 3, 1, "is not a feed URL", 0),
        ("https://ok.example/\nhttps:///nohost\n", 2, 1, "it has no host after https://", 1),
        ("https://ok.example/\n# c\nhttps://ok.example/ again\n", 3, 1, "duplicate of line 1", 1),
        ("https://ok.example/\ngopher://old.example/feed\n", 2, 1, "unsupported scheme 'gopher'", 1),
        ("https://ok.example/\n\"exec:~/bin/feed.sh\"\n", 2, 1, "exec: feeds are newsboat's", 1),
        ("https://ok.example/\n\"filter:~/f.sh:https://x.example/\"\n", 2, 1, "filter: feeds are newsboat's", 1),
        ("https://ok.example/\nfile://\n", 2, 1, "a file URL needs a path", 1),
        ("https://ok.example/\n\"https://a.example/ b\"\n", 2, 1, "it contains a space", 1),
        ("https://ok.example/ \"~First\" \"~Second\"\n", 1, 30, "a second title is ignored", 1),
        ("https://ok.example/ \"\"\n", 1, 21, "empty tag", 1),
        ("https://ok.example/ \"~\"\n", 1, 21, "empty title", 1),
    ])
    func badLinesAreReportedAtTheirLine(text: String, line: Int, column: Int, message: String, loaded: Int) throws {
        let list = SubscriptionList(text: text)
        let issue = try #require(list.issues.first)
        #expect(list.issues.count == 1)
        #expect(issue.line == line)
        #expect(issue.column == column)
        #expect(issue.message.contains(message), "\(issue.message)")
        #expect(issue.formatted(fileName: "urls").hasPrefix("urls:\(line):\(column): "))
        // The good lines still load, and the file is kept as written.
        #expect(list.subscriptions.count == loaded)
        #expect(list.text == text)
    }

    @Test func issuesAreFormattedAsFileLineMessage() {
        let issue = SubscriptionIssue(line: 3, message: "what is wrong", severity: .error)
        #expect(issue.formatted(fileName: "urls") == "urls:3: what is wrong")
    }

    @Test func tokensFollowNewsboat() {
        func words(_ line: String) -> [String]? {
            try? URLsLineTokenizer.tokens(of: line).get().map(\.text)
        }
        #expect(words("  https://a.example/x  t1\tt2\r") == ["https://a.example/x", "t1", "t2"])
        #expect(words("https://a.example/#frag tag#x") == ["https://a.example/#frag", "tag#x"])
        #expect(words("https://a.example/ #comment \"not a tag\"") == ["https://a.example/"])
        #expect(words(#"u "a\"b" "c\\d" "e\nf\tg" "\q""#) == ["u", "a\"b", "c\\d", "e\nf\tg", "q"])
        // newsboat starts the next word right after a closing quote.
        #expect(words(#"u "a"b"#) == ["u", "a", "b"])
        #expect(words(#"u bare\"x"#) == ["u", #"bare\"x"#])
        #expect(words("# whole line") == [])
    }

    /// Words and columns of lines with characters beyond ASCII: a column counts characters
    /// (Unicode scalars), not bytes, and an escaped character of several bytes is kept whole.
    @Test func columnsCountCharactersAndEscapesKeepWholeCharacters() throws {
        let tokens = try URLsLineTokenizer.tokens(of: "https://例え.jp/フィード 日本 \"~Ünïcode 名\" \"\\é\\🎉x\" ☕").get()
        #expect(tokens.map(\.text) == ["https://例え.jp/フィード", "日本", "~Ünïcode 名", "é🎉x", "☕"])
        #expect(tokens.map(\.column) == [1, 20, 23, 36, 44])
        guard case .failure(let unterminated) = URLsLineTokenizer.tokens(of: "https://é.example/ ünï \"open") else {
            Issue.record("an unterminated quote was accepted")
            return
        }
        #expect(unterminated.column == 24)
    }
}

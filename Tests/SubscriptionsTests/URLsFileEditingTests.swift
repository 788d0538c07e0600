import Testing
@testable import Subscriptions

@Suite struct URLsFileEditingTests {
    static let file = """
        # news
        https://a.example/feed news

        # tech, "quoted"
        https://b.example/feed "tech stuff" "~B's feed"
        "query:Unread:unread = \\"yes\\""
        https://c.example/feed # keep this comment
        """

    @Test func addingAppendsOneLineAndKeepsEveryOther() throws {
        let list = SubscriptionList(text: Self.file)
        let added = try list.adding(url: "https://d.example/feed", tags: ["new tag", "x\"y"], title: "D \\ feed", isHidden: true)
        // The file had no final newline: one comes before the new line, and the new line ends with one.
        #expect(added.text == Self.file + "\n" + #"https://d.example/feed "new tag" "x\"y" "~D \\ feed" "!""# + "\n")
        #expect(added.subscriptions.map(Entry.init).last == Entry(url: "https://d.example/feed", tags: ["new tag", "x\"y"], title: "D \\ feed", isHidden: true))
        #expect(added.subscriptions.last?.line == 8)
        #expect(added.issues == list.issues)
    }

    @Test func addingFollowsTheFilesLineEndings() throws {
        #expect(try SubscriptionList(text: "# c\r\nhttps://a.example/\r\n").adding(url: "https://b.example/").text
                == "# c\r\nhttps://a.example/\r\nhttps://b.example/\r\n")
        #expect(try SubscriptionList(text: "# c\r\nhttps://a.example/").adding(url: "https://b.example/").text
                == "# c\r\nhttps://a.example/\r\nhttps://b.example/\r\n")
        #expect(try SubscriptionList(text: "https://a.example/").adding(url: "https://b.example/").text
                == "https://a.example/\nhttps://b.example/\n")
        #expect(try SubscriptionList().adding(url: "https://b.example/", tags: ["t"]).text == "https://b.example/ \"t\"\n")
    }

    @Test func removingTakesOutThatLineOnly() throws {
        let list = SubscriptionList(text: Self.file)
        let removed = try list.removing(url: "https://b.example/feed")
        #expect(removed.text == """
            # news
            https://a.example/feed news

            # tech, "quoted"
            "query:Unread:unread = \\"yes\\""
            https://c.example/feed # keep this comment
            """)
        // The last line has no newline: removing it keeps the newline that ended the line before.
        #expect(try list.removing(url: "https://c.example/feed").text == Self.file.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n") + "\n")
        // A query feed is not loaded, but its line can still be removed.
        #expect(try list.removing(url: "query:Unread:unread = \"yes\"").subscriptions.count == 3)
        #expect(try list.removing(url: "https://c.example/feed").removing(url: "https://a.example/feed").subscriptions.map(\.url) == ["https://b.example/feed"])
    }

    @Test func removingAURLWrittenTwiceRemovesEveryLineOfItSoItIsNoLongerSubscribed() throws {
        let list = SubscriptionList(text: "https://keep.example/\nhttps://a.example/ first\n# between\nhttps://a.example/ second")
        #expect(list.issues.map(\.line) == [4])
        #expect(list.lineNumbers(of: "https://a.example/") == [2, 4])
        let removed = try list.removing(url: "https://a.example/")
        #expect(removed.text == "https://keep.example/\n# between\n")
        #expect(removed.subscriptions.map(\.url) == ["https://keep.example/"])
        #expect(removed.issues.isEmpty)
    }

    @Test func aKeptLineIsAppendedAsWrittenOnceOnly() throws {
        let source = SubscriptionList(text: "https://a.example/\n\"query:Unread:unread = \\\"yes\\\"\" news\r\ngopher://old.example/\n")
        #expect(source.keptLines.map(\.line) == [2, 3])
        #expect(source.keptLines.first?.text == #""query:Unread:unread = \"yes\"" news"#, "without its line ending")
        let target = try SubscriptionList(text: "https://b.example/\n").adding(source.keptLines[0])
        #expect(target.text == "https://b.example/\n" + #""query:Unread:unread = \"yes\"" news"# + "\n")
        #expect(throws: SubscriptionEditError.alreadySubscribed(url: source.keptLines[0].url, line: 2)) { try target.adding(source.keptLines[0]) }
    }

    @Test func feedURLsAreTheHTTPURLTheyName() {
        #expect(FeedURLText.normalised("feed://example.com/rss") == "http://example.com/rss")
        #expect(FeedURLText.normalised("FEED:https://example.com/rss") == "https://example.com/rss")
        #expect(FeedURLText.normalised("feed:http://example.com/rss") == "http://example.com/rss")
        for unchanged in ["https://example.com/feed:x", "feed:", "feed:gopher://x", "/home/me/feed.xml"] {
            #expect(FeedURLText.normalised(unchanged) == unchanged)
        }
    }

    @Test func linesThatGiveNoFeedAreMarkedSoTheyCanBeSaid() {
        let list = SubscriptionList(bytes: Array("https://a.example/\n\"query:Q:unread = \\\"yes\\\"\"\nnot a url\nhttps://a.example/ x\nhttps://b.example/ \"~\"\n".utf8)
                                    + [0xFF, 0x0A])
        #expect(list.issues.filter(\.leavesLineUnused).map(\.line) == [2, 3, 4, 6])
        #expect(list.issues.filter { !$0.leavesLineUnused }.map(\.line) == [5], "an empty title is ignored, the feed still loads")
    }

    @Test func editsThatWouldChangeMeaningAreRefusedWithTypedErrors() {
        let list = SubscriptionList(text: Self.file)
        #expect(throws: SubscriptionEditError.alreadySubscribed(url: "https://b.example/feed", line: 5)) {
            try list.adding(url: "https://b.example/feed")
        }
        #expect(throws: SubscriptionEditError.alreadySubscribed(url: "query:Unread:unread = \"yes\"", line: 6)) {
            try list.adding(url: "query:Unread:unread = \"yes\"")
        }
        #expect(throws: SubscriptionEditError.notSubscribed(url: "https://z.example/")) {
            try list.removing(url: "https://z.example/")
        }
        #expect(throws: SubscriptionEditError.notAFeedURL(url: "example.org/feed", reason: "it has no scheme such as https://")) {
            try list.adding(url: "example.org/feed")
        }
        #expect(throws: SubscriptionEditError.self) { try list.adding(url: "exec:~/bin/x") }
        #expect(throws: SubscriptionEditError.unwritableTag("~title")) { try list.adding(url: "https://n.example/", tags: ["~title"]) }
        #expect(throws: SubscriptionEditError.unwritableTag("!x")) { try list.adding(url: "https://n.example/", tags: ["!x"]) }
        #expect(throws: SubscriptionEditError.unwritableTag("")) { try list.adding(url: "https://n.example/", tags: [""]) }
        #expect(throws: SubscriptionEditError.emptyTitle) { try list.adding(url: "https://n.example/", title: "") }
        #expect(SubscriptionEditError.alreadySubscribed(url: "u", line: 5).description.contains("line 5"))
    }
}

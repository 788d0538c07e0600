import Feeds
import Foundation
import GRDB
import Testing
@testable import Library

/// A podcast episode's length and artwork are stored with it (migration v5), so the library's
/// detail shows them as the one-feed mode does: the stored item is the parsed one.
struct PodcastEpisodeStorageTests {
    static let episode = """
        <item><guid>ep1</guid><title>Episode 1</title><description>Talk</description>
        <enclosure url="https://x/ep1.mp3" type="audio/mpeg" length="1234"/>
        <itunes:duration>3723</itunes:duration><itunes:image href="https://x/ep1.jpg"/></item>
        """

    static func parse(_ items: String) throws -> Feed {
        try FeedParser.parse(Data("""
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Cast</title>\(items)</channel></rss>
            """.utf8))
    }

    @Test func anEpisodeComesBackWithItsLengthAndArtwork() throws {
        let library = try TemporaryLibrary()
        let parsed = try Self.parse(Self.episode)
        #expect(parsed.items[0].duration == "1:02:03" && parsed.items[0].artworkURL == "https://x/ep1.jpg")
        try library.store.store(feed: parsed, for: Sample.feedURL, fetchedAt: Sample.day(0), validators: FeedValidators(), bodyHash: nil)
        let stored = try #require(try library.store.item(library.itemID("ep1")))
        #expect(stored.item == parsed.items[0])
    }

    /// A library of the previous version (v4) with a read episode and a text feed: it opens, keeps
    /// both, forgets only the podcast feed's validators, and the next refresh adds the length and
    /// artwork to the episode, which stays read.
    @Test func upgradingFromTheLastVersionKeepsItemsAndFillsEpisodesInAtTheNextRefresh() throws {
        let library = try TemporaryLibrary()
        let path = library.directory.appendingPathComponent("v4.sqlite").path
        let episode = try Self.parse(Self.episode).items[0]
        var before = episode
        before.duration = nil
        before.artworkURL = nil
        let post = FeedItem(id: "post", title: "Post", summary: "Words", content: "Words")
        do {
            let old = try DatabaseQueue(path: path)
            try LibraryStore.migrator.migrate(old, upTo: "v4-linked-feed")
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO feed (id, url, position, etag, bodyHash) VALUES (1, 'https://x/cast', 0, 'W/cast', 'c'), (2, 'https://x/blog', 1, 'W/blog', 'b')
                    """)
                // The rows the previous version wrote: its hashes are the ones of an item without the two fields.
                for (feedID, item, read) in [(1, before, true), (2, post, false)] {
                    let fields = StoredItemFields(item)
                    var arguments = fields.arguments
                    arguments["feedID"] = feedID
                    arguments["read"] = read
                    arguments.removeValue(forKey: "duration")
                    arguments.removeValue(forKey: "artworkURL")
                    try db.execute(sql: """
                        INSERT INTO item (feedId, identity, title, link, author, published, firstSeenAt, lastSeenAt, isRead,
                            contentHash, textHash, summary, links, thumbnails, enclosures, categories, content, textMarks)
                        VALUES (:feedID, :identity, :title, :link, :author, :published, 0, 0, :read,
                            :contentHash, :textHash, :summary, :links, :thumbnails, :enclosures, :categories, :content, :textMarks)
                        """, arguments: StatementArguments(arguments))
                }
            }
        }
        let upgraded = try LibraryStore(path: path)
        #expect(try upgraded.counts() == LibraryCounts(items: 2, unread: 1, starred: 0))
        let feeds = try upgraded.feeds()
        #expect(feeds.map(\.validators.etag) == [nil, "W/blog"], "only the podcast feed is fetched whole again")
        #expect(feeds.map(\.bodyHash) == [nil, "b"])
        let id = try upgraded.pool.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM item WHERE identity = 'ep1'") }!
        #expect(try upgraded.item(LibraryItemID(rawValue: id))?.item == before)

        // The refresh after the upgrade: the episode gains its length and artwork and stays read.
        let result = try upgraded.store(feed: Self.parse(Self.episode), for: "https://x/cast", fetchedAt: Sample.day(1),
                                        validators: FeedValidators(), bodyHash: nil)
        #expect(result == StoreResult(newItems: 0, updatedItems: 1))
        let refreshed = try #require(try upgraded.item(LibraryItemID(rawValue: id)))
        #expect(refreshed.item == episode && refreshed.isRead)
        // An item without them hashes as before: storing the text feed again changes nothing.
        #expect(try upgraded.store(feed: Feed(title: "Blog", items: [post]), for: "https://x/blog", fetchedAt: Sample.day(1),
                                   validators: FeedValidators(), bodyHash: nil) == StoreResult(newItems: 0, updatedItems: 0))
    }
}

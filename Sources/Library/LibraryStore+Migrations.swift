import GRDB

extension LibraryStore {
    /// The schema's versions, applied in order and recorded in the file (grdb_migrations).
    /// A released migration is never edited: a schema change is a new migration.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createVersion1)
        migrator.registerMigration("v2", migrate: createVersion2)
        migrator.registerMigration("v3-text-marks", migrate: addTextMarks)
        migrator.registerMigration("v4-linked-feed", migrate: addLinkedFeed)
        migrator.registerMigration("v5-podcast-episodes", migrate: addPodcastEpisodes)
        return migrator
    }

    /// Brings the file's schema to this version's, refusing a schema from a newer version.
    static func migrate(_ pool: DatabasePool, path: String) throws {
        // An older FeedBrowser must not write into a schema it does not know.
        if try pool.read(migrator.hasBeenSuperseded) { throw LibraryError.newerSchema(path: path) }
        try migrator.migrate(pool)
    }

    /// Sort key of an undated item: below every date, so undated items list last, newest first.
    static let undatedSortTime: Double = -1e300

    /// The content's headings, emphasis, code, quotations and links (`TextMark.stored`), so the
    /// detail shows a stored item's structure. Items stored before have none: the feeds' cache
    /// validators are forgotten, so the next refresh downloads each feed whole once, and since the
    /// marks are part of `contentHash` it rewrites those items with their marks (read marks kept:
    /// their text did not change).
    private static func addTextMarks(_ db: Database) throws {
        try db.alter(table: "item") { t in
            t.add(column: "textMarks", .text).notNull().defaults(to: "")
        }
        try db.execute(sql: "UPDATE feed SET etag = NULL, lastModified = NULL, bodyHash = NULL")
    }

    /// The feed an HTML page links to, for a subscription whose URL is that page: refreshes fetch
    /// it directly (the validators and body hash stored are its own), and `feeds` names it.
    private static func addLinkedFeed(_ db: Database) throws {
        try db.alter(table: "feed") { t in
            t.add(column: "linkedURL", .text)
        }
    }

    /// A podcast episode's length (itunes:duration, as `FeedItem.duration` writes it) and artwork
    /// (itunes:image), so the library's detail shows them as the one-feed mode does. Feeds with
    /// attachments (podcasts have them) forget their cache validators: the next refresh downloads
    /// them whole once, and since the two fields are part of `contentHash` when present, it
    /// rewrites those episodes with them (read marks kept: their text did not change).
    private static func addPodcastEpisodes(_ db: Database) throws {
        try db.alter(table: "item") { t in
            t.add(column: "duration", .text)
            t.add(column: "artworkURL", .text)
        }
        try db.execute(sql: """
            UPDATE feed SET etag = NULL, lastModified = NULL, bodyHash = NULL
            WHERE id IN (SELECT DISTINCT feedId FROM item WHERE enclosures != '[]')
            """)
    }

    private static func createVersion1(_ db: Database) throws {
        try db.create(table: "feed") { t in
            t.primaryKey("id", .integer)
            t.column("url", .text).notNull().unique()
            t.column("title", .text).notNull().defaults(to: "")
            t.column("siteLink", .text)
            t.column("etag", .text)
            t.column("lastModified", .text)
            t.column("bodyHash", .text)
            // Times are Unix seconds (REAL): comparable in SQL and exact to the millisecond.
            t.column("lastFetchedAt", .double)
            t.column("lastSucceededAt", .double)
            // Fetch time of the last stored document: items seen then are still in the feed, and
            // retention keeps them (pruned, they would come back unread on the next fetch).
            t.column("lastStoredAt", .double)
            t.column("lastError", .text)
            t.column("position", .integer).notNull()
        }
        try db.create(table: "item") { t in
            // AUTOINCREMENT: a pruned item's id is never given to another item, so an id the UI
            // still holds cannot mark the wrong item read.
            t.autoIncrementedPrimaryKey("id")
            t.column("feedId", .integer).notNull().references("feed", onDelete: .cascade)
            // FeedItem.id: guid, else link, else a hash of title and date.
            t.column("identity", .text).notNull()
            t.column("title", .text)
            t.column("link", .text)
            t.column("author", .text)
            t.column("published", .double)
            t.column("sortTime", .double).notNull().generatedAs(sql: "coalesce(published, \(undatedSortTime))")
            t.column("firstSeenAt", .double).notNull()
            t.column("lastSeenAt", .double).notNull()
            t.column("isRead", .boolean).notNull().defaults(to: false)
            t.column("isStarred", .boolean).notNull().defaults(to: false)
            // FNV-1a of every stored field (detects an updated item) and of title + content (decides
            // whether the update makes it unread again).
            t.column("contentHash", .integer).notNull()
            t.column("textHash", .integer).notNull()
            // Long columns last: a list query reads the short columns without walking past them.
            t.column("summary", .text).notNull()
            // JSON arrays: always read and written with their item, never queried one by one.
            t.column("links", .text).notNull()
            t.column("thumbnails", .text).notNull()
            t.column("enclosures", .text).notNull()
            t.column("categories", .text).notNull()
            t.column("content", .text).notNull()
            t.uniqueKey(["feedId", "identity"])
        }
        // A feed's items newest first (undated last); also counts a feed's items.
        try db.create(index: "item_by_feed_date", on: "item", columns: ["feedId", "sortTime", "id"])
        // "All unread" and "Starred" newest first: partial indexes hold only those rows. Written in
        // SQL because a query uses a partial index only when its WHERE repeats the condition as written.
        try db.execute(sql: "CREATE INDEX item_unread_by_date ON item(sortTime, id) WHERE isRead = 0")
        try db.execute(sql: "CREATE INDEX item_starred_by_date ON item(sortTime, id) WHERE isStarred = 1")
        // Unread count per feed, and markAllRead(feed:).
        try db.execute(sql: "CREATE INDEX item_unread_by_feed ON item(feedId) WHERE isRead = 0")
    }

    /// Version 2: each feed keeps its item, unread and starred counts, so the feed list at start
    /// reads 500 rows instead of counting every item (41-71 ms at 400k items); and the list
    /// indexes carry the marks, so a list's rows (id, feed, read, starred) come from the index alone,
    /// newest first or, for a feed, in feed order (`ItemOrder`).
    ///
    /// The counts are kept by triggers: every write that adds, deletes or marks an item (a
    /// refresh, a prune, a cascade from a deleted feed, a mark) keeps them right in the same
    /// transaction, whatever code path made it.
    private static func createVersion2(_ db: Database) throws {
        try db.alter(table: "feed") { t in
            t.add(column: "itemCount", .integer).notNull().defaults(to: 0)
            t.add(column: "unreadCount", .integer).notNull().defaults(to: 0)
            t.add(column: "starredCount", .integer).notNull().defaults(to: 0)
        }
        try db.execute(sql: """
            UPDATE feed SET
                itemCount = (SELECT count(*) FROM item WHERE item.feedId = feed.id),
                unreadCount = (SELECT count(*) FROM item WHERE item.feedId = feed.id AND item.isRead = 0),
                starredCount = (SELECT count(*) FROM item WHERE item.feedId = feed.id AND item.isStarred = 1);
            CREATE TRIGGER item_counted AFTER INSERT ON item BEGIN
                UPDATE feed SET itemCount = itemCount + 1, unreadCount = unreadCount + (NEW.isRead = 0),
                    starredCount = starredCount + (NEW.isStarred = 1)
                WHERE id = NEW.feedId;
            END;
            CREATE TRIGGER item_uncounted AFTER DELETE ON item BEGIN
                UPDATE feed SET itemCount = itemCount - 1, unreadCount = unreadCount - (OLD.isRead = 0),
                    starredCount = starredCount - (OLD.isStarred = 1)
                WHERE id = OLD.feedId;
            END;
            CREATE TRIGGER item_marked AFTER UPDATE OF isRead, isStarred ON item
            WHEN OLD.isRead != NEW.isRead OR OLD.isStarred != NEW.isStarred BEGIN
                UPDATE feed SET unreadCount = unreadCount + (NEW.isRead = 0) - (OLD.isRead = 0),
                    starredCount = starredCount + (NEW.isStarred = 1) - (OLD.isStarred = 1)
                WHERE id = NEW.feedId;
            END;
            DROP INDEX item_by_feed_date;
            CREATE INDEX item_by_feed_date ON item(feedId, sortTime, id, isRead, isStarred);
            DROP INDEX item_unread_by_date;
            CREATE INDEX item_unread_by_date ON item(sortTime, id, feedId, isStarred) WHERE isRead = 0;
            CREATE INDEX item_by_feed_order ON item(feedId, id, isRead, isStarred);
            DROP INDEX item_starred_by_date;
            CREATE INDEX item_starred_by_date ON item(sortTime, id, feedId, isRead) WHERE isStarred = 1;
            """)
    }
}

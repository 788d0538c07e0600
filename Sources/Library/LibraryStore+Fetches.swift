import Feeds
import Foundation
import GRDB

extension LibraryStore {
    /// Stores a fetched feed in one transaction: the feed's metadata and validators, its new items
    /// (unread), and the changed fields of known ones.
    ///
    /// Items are matched by `FeedItem.id` within the feed (guid, else link, else a hash of title and
    /// date). A changed item keeps its read state unless its title or content changed, which makes it
    /// unread again; starred is never touched. A feed repeating an id counts its first item only.
    @discardableResult
    public func store(feed: Feed, for feedURL: String, fetchedAt: Date, validators: FeedValidators,
                      bodyHash: String?) throws(LibraryError) -> StoreResult {
        // Encoded before the transaction: JSON and hashing need no lock, so the writer is held shorter.
        let prepared = FeedWrite.store(feed, for: feedURL, fetchedAt: fetchedAt, validators: validators, bodyHash: bodyHash)
        return try write { db in try Self.apply(prepared, db) }
    }

    /// Records a fetch that failed: the error and the time; the feed's items stay as they are.
    public func recordFailure(feedURL: String, message: String, at time: Date) throws(LibraryError) {
        try write { db in _ = try Self.apply(.failure(url: feedURL, message: message, at: time), db) }
    }

    /// Records a successful fetch whose body was not stored again: the server answered 304 Not
    /// Modified, or the body's hash equals the stored `bodyHash`. `validators`, when given, replace
    /// the stored ones (a 200 with the same body may carry a new ETag).
    public func recordUnchanged(feedURL: String, at time: Date, validators: FeedValidators? = nil) throws(LibraryError) {
        try write { db in _ = try Self.apply(.unchanged(url: feedURL, at: time, validators: validators), db) }
    }

    /// Writes several feeds' fetches in one transaction, each as `store(feed:…)`,
    /// `recordUnchanged` or `recordFailure` would alone, and returns each one's result in order.
    ///
    /// A refresh commits the feeds that arrived together at once: a transaction per feed wrote
    /// the pages feeds share (the "All unread" index, ordered by date, the feed table) again for
    /// each feed. When any write of the batch fails, the transaction is rolled back and each
    /// write is made again in its own: the one that fails is undone alone and its failure is
    /// recorded on its feed (its old items stay), and the others are stored. (A savepoint per
    /// feed would isolate them too, but SQLite copies every page a savepoint changes to a
    /// sub-journal first: that tripled the refresh's writes.) When this returns, every write it
    /// reports stored is committed.
    public func commit(_ writes: [FeedWrite]) -> [Result<StoreResult, LibraryError>] {
        if writes.count > 1, let results = try? write({ db in try writes.map { try Self.apply($0, db) } }) {
            return results.map { .success($0) }
        }
        return writes.map(commitAlone)
    }

    /// One feed's write in its own transaction; a store that fails records the failure instead.
    private func commitAlone(_ feedWrite: FeedWrite) -> Result<StoreResult, LibraryError> {
        do throws(LibraryError) {
            return .success(try write { db in try Self.apply(feedWrite, db) })
        } catch {
            if feedWrite.storesDocument {
                try? write { db in _ = try Self.apply(.failure(url: feedWrite.url, message: error.description, at: feedWrite.time), db) }
            }
            return .failure(error)
        }
    }

    /// One feed's write inside the caller's transaction.
    static func apply(_ feedWrite: FeedWrite, _ db: Database) throws -> StoreResult {
        let feedID = try feedID(db, url: feedWrite.url)
        let time = feedWrite.time.timeIntervalSince1970
        switch feedWrite.change {
        case .failure(let message):
            try db.cachedStatement(sql: "UPDATE feed SET lastFetchedAt = ?, lastError = ? WHERE id = ?")
                .execute(arguments: [time, message, feedID])
            return StoreResult(newItems: 0, updatedItems: 0)
        case .unchanged(let validators):
            try db.cachedStatement(sql: "UPDATE feed SET lastFetchedAt = :time, lastSucceededAt = :time, lastError = NULL WHERE id = :feedID")
                .execute(arguments: ["time": time, "feedID": feedID])
            if let validators {
                try db.cachedStatement(sql: "UPDATE feed SET etag = ?, lastModified = ? WHERE id = ?")
                    .execute(arguments: [validators.etag, validators.lastModified, feedID])
            }
            return StoreResult(newItems: 0, updatedItems: 0)
        case .store(let title, let link, let items, let validators, let bodyHash):
            try db.cachedStatement(sql: """
                UPDATE feed SET title = :title, siteLink = :siteLink, etag = :etag, lastModified = :lastModified,
                    bodyHash = :bodyHash, lastFetchedAt = :time, lastSucceededAt = :time, lastStoredAt = :time,
                    lastError = NULL
                WHERE id = :feedID
                """).execute(arguments: ["title": title, "siteLink": link, "etag": validators.etag,
                                         "lastModified": validators.lastModified, "bodyHash": bodyHash, "time": time, "feedID": feedID])
            return try storeItems(items, feedID: feedID, time: time, db)
        }
    }

    /// Inserts the new items of a feed and updates the changed ones.
    private static func storeItems(_ items: [StoredItemFields], feedID: Int64, time: Double, _ db: Database) throws -> StoreResult {
        var known: [String: (id: Int64, contentHash: Int64, textHash: Int64)] = [:]
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT id, identity, contentHash, textHash FROM item WHERE feedId = ?"),
                                       arguments: [feedID])
        while let row = try rows.next() {
            known[row["identity"]] = (row["id"], row["contentHash"], row["textHash"])
        }
        var result = StoreResult(newItems: 0, updatedItems: 0)
        // Last item first: the rowid then grows towards the document's first item, so items with
        // equal (or no) dates list in document order, and a later fetch's new items above them.
        for item in items.reversed() {
            var arguments = item.arguments
            arguments["time"] = time
            guard let existing = known[item.item.id] else {
                arguments["feedID"] = feedID
                try db.cachedStatement(sql: """
                    INSERT INTO item (feedId, identity, title, link, author, published, firstSeenAt, lastSeenAt,
                        contentHash, textHash, summary, links, thumbnails, enclosures, categories, content, textMarks,
                        duration, artworkURL)
                    VALUES (:feedID, :identity, :title, :link, :author, :published, :time, :time,
                        :contentHash, :textHash, :summary, :links, :thumbnails, :enclosures, :categories, :content, :textMarks,
                        :duration, :artworkURL)
                    """).execute(arguments: StatementArguments(arguments))
                result.newItems += 1
                continue
            }
            if existing.contentHash == item.contentHash {
                try db.cachedStatement(sql: "UPDATE item SET lastSeenAt = ? WHERE id = ?").execute(arguments: [time, existing.id])
                continue
            }
            arguments["itemID"] = existing.id
            arguments["textChanged"] = existing.textHash != item.textHash
            try db.cachedStatement(sql: """
                UPDATE item SET title = :title, link = :link, author = :author, published = :published,
                    lastSeenAt = :time, contentHash = :contentHash, textHash = :textHash, summary = :summary,
                    links = :links, thumbnails = :thumbnails, enclosures = :enclosures, categories = :categories,
                    content = :content, textMarks = :textMarks, duration = :duration, artworkURL = :artworkURL,
                    isRead = CASE WHEN :textChanged THEN 0 ELSE isRead END
                WHERE id = :itemID
                """).execute(arguments: StatementArguments(arguments))
            result.updatedItems += 1
        }
        return result
    }

    /// The id of the feed at `url`, adding it at the end of the feed list when the library lacks it.
    private static func feedID(_ db: Database, url: String) throws -> Int64 {
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM feed WHERE url = ?"), arguments: [url]) { return id }
        try db.cachedStatement(sql: "INSERT INTO feed (url, position) VALUES (?, (SELECT coalesce(max(position) + 1, 0) FROM feed))")
            .execute(arguments: [url])
        return db.lastInsertedRowID
    }

    /// The items in document order, without the later ones that repeat an earlier item's id (the
    /// library holds one item per identity).
    static func firstOfEachIdentity(_ items: [FeedItem]) -> [FeedItem] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.id).inserted }
    }
}

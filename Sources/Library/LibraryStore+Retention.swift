import Foundation
import GRDB

extension LibraryStore {
    /// Deletes read items the reader will not come back to; returns how many were deleted.
    ///
    /// An item goes only when all hold: it is read, not starred, not among its feed's
    /// `keepingNewest` newest items, older than `maximumAge` at `now` (by its date, else by when it
    /// was first seen), and absent from the feed's last stored document; still in the feed, it
    /// would come back unread on the next fetch.
    ///
    /// Only feeds holding more than `keepingNewest` items are ranked (each feed keeps its count):
    /// ranking every item of the library sorted all of it after each refresh, 0.5-2 s at 100k
    /// items even when every answer was a 304.
    @discardableResult
    public func prune(now: Date, keepingNewest: Int = 500, maximumAge: TimeInterval = 90 * 24 * 60 * 60) throws(LibraryError) -> Int {
        try write { db in
            try db.execute(sql: """
                DELETE FROM item WHERE id IN (
                    SELECT ranked.id
                    FROM (SELECT id, feedId, isRead, isStarred, lastSeenAt, coalesce(published, firstSeenAt) AS age,
                                 row_number() OVER (PARTITION BY feedId ORDER BY sortTime DESC, id DESC) AS rank
                          FROM item WHERE feedId IN (SELECT id FROM feed WHERE itemCount > :keep)) AS ranked
                    JOIN feed ON feed.id = ranked.feedId
                    WHERE ranked.rank > :keep AND ranked.isRead = 1 AND ranked.isStarred = 0 AND ranked.age < :cutoff
                      AND ranked.lastSeenAt < feed.lastStoredAt)
                """, arguments: ["keep": keepingNewest, "cutoff": now.timeIntervalSince1970 - maximumAge])
            return db.changesCount
        }
    }
}

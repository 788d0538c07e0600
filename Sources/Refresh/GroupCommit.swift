import Foundation
import Library

/// The refresh workers' feed writes gathered into shared transactions (a group commit): a worker
/// with a write either joins the transaction about to start or, when no write is running, runs
/// one itself with every write waiting at that moment. Writes that arrive while a transaction
/// runs wait for the next, so the more feeds finish at once, the fewer transactions (and WAL
/// syncs) they take, and no feed waits for a timer.
///
/// `write` returns only once that feed's transaction has committed (or failed): a feed is never
/// reported done before it is in the library.
final class GroupCommit: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [(ticket: Int, write: FeedWrite)] = []
    private var results: [Int: Result<StoreResult, LibraryError>] = [:]
    private var isWriting = false
    private var nextTicket = 0
    private let commit: ([FeedWrite]) -> [Result<StoreResult, LibraryError>]

    /// `commit` writes a batch in one transaction and returns each write's result in order
    /// (`LibraryStore.commit(_:)`); it is called by one thread at a time.
    init(commit: @escaping ([FeedWrite]) -> [Result<StoreResult, LibraryError>]) {
        self.commit = commit
    }

    /// Writes waiting for the next transaction.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return pending.count
    }

    /// Writes `feedWrite` with whatever other writes are waiting, and returns its result once committed.
    func write(_ feedWrite: FeedWrite) -> Result<StoreResult, LibraryError> {
        condition.lock()
        defer { condition.unlock() }
        let ticket = nextTicket
        nextTicket += 1
        pending.append((ticket, feedWrite))
        while true {
            if let result = results.removeValue(forKey: ticket) { return result }
            guard !isWriting else {
                condition.wait()
                continue
            }
            isWriting = true
            let batch = pending
            pending = []
            condition.unlock()
            let written = commit(batch.map(\.write))
            condition.lock()
            for (entry, result) in zip(batch, written) { results[entry.ticket] = result }
            isWriting = false
            condition.broadcast()
        }
    }
}

import Foundation

/// Entries a feed's loader has posted that the main loop has not taken yet. The loader parses
/// faster than a busy main loop appends (it also measures rows and draws): unbounded, the waiting
/// batches, each entry with all its strings (about 3 KB), piled up to tens of MB at the peak of a
/// 100k-item load, more the busier the machine.
final class ItemBacklog: @unchecked Sendable {  // `count` is only touched with `condition` locked
    private let condition = NSCondition()
    private var count = 0

    /// Waits while `limit` entries or more wait, at most `patience` seconds (a loop that does not
    /// take them, as in a test that drains after the load, only slows the loader), then counts
    /// `added` more.
    func waitForRoom(limit: Int, patience: Double, adding added: Int) {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: patience)
        while count >= limit && condition.wait(until: deadline) {}
        count += added
    }

    /// The main loop took every waiting entry.
    func takeAll() {
        condition.lock()
        count = 0
        condition.broadcast()
        condition.unlock()
    }
}

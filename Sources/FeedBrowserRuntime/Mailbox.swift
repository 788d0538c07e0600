import FeedBrowserCore
import Synchronization

/// Actions posted by workers (the feed loader) for the main loop to apply in order; each post
/// wakes the loop.
final class Mailbox: Sendable {
    private let pending = Mutex<[AppAction]>([])
    private let wakeUpHandler = Mutex<(@Sendable () -> Void)?>(nil)
    private let backlog = ItemBacklog()

    /// Where posts ring: the loop's backend's `wakeUp`, set once the loop starts.
    func setWakeUp(_ wakeUp: @escaping @Sendable () -> Void) {
        wakeUpHandler.withLock { $0 = wakeUp }
    }

    /// Adds a batch of `count` entries (`itemsArrived`) once fewer than `entryLimit` wait for the
    /// loop (`ItemBacklog`); for the loader's thread.
    func post(entries action: AppAction, count: Int) {
        backlog.waitForRoom(limit: Self.entryLimit, patience: Self.patience, adding: count)
        post(action)
    }

    /// Entries the loader may post ahead of the loop: four of the parser's batches.
    static let entryLimit = 4096
    /// Seconds a batch waits for room at most.
    static let patience = 0.1

    /// Adds an action and wakes the loop; safe from any thread.
    func post(_ action: AppAction) {
        pending.withLock { $0.append(action) }
        wakeUpHandler.withLock { $0 }?()
    }

    /// Everything posted so far, oldest first, leaving the mailbox empty.
    func drain() -> [AppAction] {
        let actions = pending.withLock { actions in
            defer { actions.removeAll(keepingCapacity: true) }
            return actions
        }
        backlog.takeAll()
        return actions
    }

    /// True when nothing is waiting.
    var isEmpty: Bool { pending.withLock { $0.isEmpty } }
}

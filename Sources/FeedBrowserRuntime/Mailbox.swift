import FeedBrowserCore
import Synchronization

/// Actions posted by workers (the feed loader) for the main loop to apply in order; each post
/// wakes the loop.
final class Mailbox: Sendable {
    private let pending = Mutex<[AppAction]>([])
    private let wakeUpHandler = Mutex<(@Sendable () -> Void)?>(nil)

    /// Where posts ring: the loop's backend's `wakeUp`, set once the loop starts.
    func setWakeUp(_ wakeUp: @escaping @Sendable () -> Void) {
        wakeUpHandler.withLock { $0 = wakeUp }
    }

    /// Adds an action and wakes the loop; safe from any thread.
    func post(_ action: AppAction) {
        pending.withLock { $0.append(action) }
        wakeUpHandler.withLock { $0 }?()
    }

    /// Everything posted so far, oldest first, leaving the mailbox empty.
    func drain() -> [AppAction] {
        pending.withLock { actions in
            defer { actions.removeAll(keepingCapacity: true) }
            return actions
        }
    }

    /// True when nothing is waiting.
    var isEmpty: Bool { pending.withLock { $0.isEmpty } }
}

import Synchronization

/// Actions posted from background threads (the loader) for the main loop to apply in order.
final class Mailbox: Sendable {
    private let pending = Mutex<[AppAction]>([])

    /// Adds an action; safe from any thread.
    func post(_ action: AppAction) {
        pending.withLock { $0.append(action) }
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

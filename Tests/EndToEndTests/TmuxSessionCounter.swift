import Foundation

/// A thread-safe counter giving each tmux session of this process its own server name.
final class TmuxSessionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

import Synchronization

/// The one way background work is stopped: the owner calls `cancel()`, the worker checks
/// `isCancelled` between chunks of work (downloads, file reads, decoding) and ends early.
/// One-way and safe from any thread.
public final class Cancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    /// Asks the work to stop; it does as soon as it next checks.
    public func cancel() { cancelled.store(true, ordering: .releasing) }

    /// True once `cancel()` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// A cancellation that is never cancelled, for work that runs to its end.
    public static var none: Cancellation { Cancellation() }
}

import Synchronization

/// The identity of a constraint: the same constraint value added twice is a duplicate.
public struct ConstraintID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// A fresh identity, never handed out before in this process.
    static func next() -> ConstraintID {
        ConstraintID(rawValue: counter.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    init(rawValue: UInt64) { self.rawValue = rawValue }

    public var description: String { "#\(rawValue)" }
}

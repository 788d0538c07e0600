import ConstraintSolver

/// A pair of priorities, one per axis (content hugging or compression resistance).
public struct AxisPriorities: Sendable, Equatable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same priority on both axes.
    public static func both(_ priority: Priority) -> AxisPriorities {
        AxisPriorities(horizontal: priority, vertical: priority)
    }
}

/// What went wrong in a solver operation; the solver is unchanged when one is thrown.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint contradicts required constraints already in the solver
    /// (`conflicts`: the ones that, together, rule it out).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint (same identity) is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint was never added or has been removed.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable, name: String)
    /// `suggestValue` or `removeEditVariable` on a variable that is not being edited.
    case unknownEditVariable(Variable, name: String)
    /// Edit variables must be non-required (1...999) so that the solver can always honour them.
    case requiredEditVariable(Variable, name: String)
    /// A priority outside 0 < p <= 1000 or not finite.
    case invalidPriority(Priority)
    /// A variable made by another solver.
    case foreignVariable(Variable)
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteValue(Constraint)
    /// The objective is unbounded: an internal invariant failed (please report with the system).
    case internalError(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            let list = conflicts.isEmpty ? "  (it contradicts itself)" : conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy required constraint \(constraint); it conflicts with:\n\(list)\nMake one of them non-required (priority < 1000) or remove it."
        case let .duplicateConstraint(c): return "Constraint \(c) was already added to this solver; add it once."
        case let .unknownConstraint(c): return "Constraint \(c) is not in this solver (never added, or already removed)."
        case let .duplicateEditVariable(_, name): return "Variable \(name) is already an edit variable; remove it first to change its priority."
        case let .unknownEditVariable(_, name): return "Variable \(name) is not an edit variable; call addEditVariable first."
        case let .requiredEditVariable(_, name): return "Edit variable \(name) cannot be required; use a priority from 1 to 999."
        case let .invalidPriority(p): return "Priority \(p) is outside 0 < p <= 1000."
        case let .foreignVariable(v): return "Variable v\(v.id) belongs to another solver."
        case let .nonFiniteValue(c): return "Constraint \(c) has a NaN or infinite coefficient or constant."
        case let .internalError(message): return "Solver internal error: \(message)"
        }
    }
}

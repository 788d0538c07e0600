import ConstraintSolver

/// Why a template could not be built.
public enum LayoutError: Error, Sendable, CustomStringConvertible {
    /// The template's constraints contradict each other.
    case unsatisfiableTemplate(kind: CellKind, SolverError)
    /// Two views of a template share a name.
    case duplicateViewName(kind: CellKind, String)

    public var description: String {
        switch self {
        case let .unsatisfiableTemplate(kind, error): "Cell template \(kind) cannot be built: \(error)"
        case let .duplicateViewName(kind, name): "Cell template \(kind) has two views named \"\(name)\"; names must be unique."
        }
    }
}

/// An unknown of a `Solver`, identified by an integer (never by name or value).
///
/// Variables are made by a solver (`Solver.makeVariable`) and belong to it: using one in another
/// solver is reported as `SolverError.foreignVariable`. Copying a variable copies the identity.
public struct Variable: Sendable {
    /// Dense index inside the owning solver, from 0.
    public let id: Int32
    /// Identity of the owning solver, to catch variables passed to the wrong solver.
    let owner: UInt32

    init(id: Int32, owner: UInt32) {
        self.id = id
        self.owner = owner
    }

    /// Whether `other` is the same unknown (same solver, same id).
    public func isSame(as other: Variable) -> Bool { id == other.id && owner == other.owner }
}

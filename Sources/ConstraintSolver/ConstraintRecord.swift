/// Bookkeeping of one constraint in a solver: the symbols that mark its row.
struct ConstraintRecord {
    var constraint: Constraint
    /// The slack, error or dummy symbol that identifies the constraint's row.
    var marker: Int32
    /// The second error symbol of a non-required constraint, or -1.
    var other: Int32
}

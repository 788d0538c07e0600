/// An edit variable: its `variable == constant` constraint and the current suggested value.
struct EditRecord {
    var variable: Variable
    var constraint: Constraint
    /// Error symbols of the edit constraint (plus and minus).
    var plus: Int32
    var minus: Int32
    var constant: Double
}

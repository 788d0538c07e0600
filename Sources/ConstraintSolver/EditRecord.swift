/// An edit variable: its `variable == constant` constraint and the current suggested value.
struct EditRecord {
    var variable: Variable
    var constraint: Constraint
    /// Error symbols of the edit constraint (plus and minus).
    var plus: Int32
    var minus: Int32
    var constant: Double
    /// Rows that mention `plus` while it is a parameter, with its coefficient there: valid while
    /// `cachedEpoch` equals the solver's `structureEpoch` (no pivot or row change since), so a
    /// run of suggestions without pivots touches only these rows instead of scanning them all.
    var cachedRows: [Int32] = []
    var cachedCoefficients: [Double] = []
    var cachedEpoch = -1
}

import ConstraintSolver

/// An edit variable of a template that takes `presentValue` when the content has `flag`, else 0
/// (how optional views collapse without rebuilding the template).
struct ParameterSpec {
    var variable: Variable
    var presentValue: Double
    var flag: ContentFlag
}

import ConstraintSolver

/// A position or size along one axis, as a linear expression over the template's variables,
/// with a readable label for messages ("title.bottom + 1").
public struct LayoutAnchor<Axis: LayoutAxis> {
    public let expression: Expression
    public let label: String

    public init(_ expression: Expression, label: String) {
        self.expression = expression
        self.label = label
    }
}

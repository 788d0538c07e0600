import ConstraintSolver

// The relations DSL: `title.top == content.top + 1`, `summary.bottom <= content.bottom - 1 ~ 999`.
// Every constraint is named after the text it was written as, so conflicts read like the source.

extension LayoutAnchor {
    public static func + (anchor: LayoutAnchor, offset: Double) -> LayoutAnchor {
        LayoutAnchor(anchor.expression + offset, label: "\(anchor.label) + \(Constraint.number(offset))")
    }

    public static func - (anchor: LayoutAnchor, offset: Double) -> LayoutAnchor {
        LayoutAnchor(anchor.expression - offset, label: "\(anchor.label) - \(Constraint.number(offset))")
    }

    public static func + (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutAnchor {
        LayoutAnchor(lhs.expression + rhs.expression, label: "\(lhs.label) + \(rhs.label)")
    }

    public static func - (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutAnchor {
        LayoutAnchor(lhs.expression - rhs.expression, label: "\(lhs.label) - \(rhs.label)")
    }

    public static func * (anchor: LayoutAnchor, factor: Double) -> LayoutAnchor {
        LayoutAnchor(anchor.expression * factor, label: "\(anchor.label) * \(Constraint.number(factor))")
    }

    public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Constraint {
        Constraint(lhs.expression - rhs.expression, .equal, name: "\(lhs.label) == \(rhs.label)")
    }

    public static func <= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Constraint {
        Constraint(lhs.expression - rhs.expression, .lessThanOrEqual, name: "\(lhs.label) <= \(rhs.label)")
    }

    public static func >= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Constraint {
        Constraint(lhs.expression - rhs.expression, .greaterThanOrEqual, name: "\(lhs.label) >= \(rhs.label)")
    }

    public static func == (lhs: LayoutAnchor, rhs: Double) -> Constraint {
        Constraint(lhs.expression - rhs, .equal, name: "\(lhs.label) == \(Constraint.number(rhs))")
    }

    public static func <= (lhs: LayoutAnchor, rhs: Double) -> Constraint {
        Constraint(lhs.expression - rhs, .lessThanOrEqual, name: "\(lhs.label) <= \(Constraint.number(rhs))")
    }

    public static func >= (lhs: LayoutAnchor, rhs: Double) -> Constraint {
        Constraint(lhs.expression - rhs, .greaterThanOrEqual, name: "\(lhs.label) >= \(Constraint.number(rhs))")
    }
}

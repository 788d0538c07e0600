/// A linear relation `expression (==, <=, >=) 0` with a priority and an optional name for messages.
///
/// Each value made by an initializer or an operator has its own `id`; adding the same value twice
/// is a duplicate. Changing the priority with `~` makes a new constraint with a new identity.
public struct Constraint: Sendable, CustomStringConvertible {
    /// Left side minus right side; the relation compares it with zero.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A label used in error messages and diagnostics, e.g. "title.top == content.top + 1".
    public let name: String?
    public let id: ConstraintID

    /// `expression relation 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.name = name
        self.id = ConstraintID.next()
    }

    /// The same relation at another priority (a new constraint).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    /// The same relation with a name for messages (a new constraint).
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    public var description: String {
        let label = name ?? "\(Self.describe(expression)) \(relation) 0"
        return priority.isRequired ? "\(label) \(id)" : "\(label) ~\(priority) \(id)"
    }

    /// An expression as text, variables written v<id>: "v1 - v2 + 3".
    public static func describe(_ expression: Expression) -> String {
        var parts: [String] = []
        for term in expression.terms {
            let c = term.coefficient
            let name = "v\(term.variable.id)"
            parts.append(c == 1 ? name : c == -1 ? "-\(name)" : "\(Self.number(c))*\(name)")
        }
        if expression.constant != 0 || parts.isEmpty { parts.append(Self.number(expression.constant)) }
        return parts.joined(separator: " + ").replacingOccurrences(of: "+ -", with: "- ")
    }

    /// A number as written in constraint names: integers without a fraction.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

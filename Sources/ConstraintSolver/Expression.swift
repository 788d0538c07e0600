/// A linear expression `sum(coefficient * variable) + constant`.
///
/// Terms are kept as written (a variable may appear twice); the solver adds them up.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// This expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

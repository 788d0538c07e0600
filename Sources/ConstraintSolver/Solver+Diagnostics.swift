// Checks that help while developing: the float-strength caveat and the tableau's invariants.

extension Solver {
    /// Records in `strengthWarnings` every priority level that the constraints below it together
    /// outweigh (called after adding a non-required constraint, in debug builds only).
    mutating func checkStrengthDominance(around priority: Priority) {
        let levels = priorityCounts.keys.sorted()
        var below = 0.0
        for level in levels {
            let weight = Priority(level).weight
            if level >= priority.value, below >= weight {
                let message = "priority \(Priority(level)): the constraints below it weigh \(Int(below / weight * 100))% of one constraint at \(Priority(level)); violating all of them by the same amount would outweigh it"
                if !strengthWarnings.contains(message) { strengthWarnings.append(message) }
            }
            below += weight * Double(priorityCounts[level] ?? 0)
        }
    }

    /// Descriptions of broken tableau invariants (empty when sound). For tests and debugging.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        for (i, row) in rows.enumerated() {
            let basic = basics[i]
            if rowOf[Int(basic)] != Int32(i) { problems.append("rowOf[\(basic)] is not \(i)") }
            if kinds[Int(basic)] != .external && row.constant < -1e-7 {
                problems.append("restricted basic symbol \(basic) has negative value \(row.constant)")
            }
            if kinds[Int(basic)] == .dummy && (!Row.nearZero(row.constant) || !allDummies(row)) {
                problems.append("redundant equality row of \(basic) is not a pure dependency between equalities")
            }
            for symbol in row.symbols where rowOf[Int(symbol)] >= 0 {
                problems.append("basic symbol \(symbol) appears in the row of \(basic)")
            }
        }
        for symbol in objective.symbols where rowOf[Int(symbol)] >= 0 {
            problems.append("basic symbol \(symbol) appears in the objective")
        }
        for (k, symbol) in objective.symbols.enumerated() where objective.coefficients[k] < -1e-7 && kinds[Int(symbol)] != .dummy {
            problems.append("objective not optimal: symbol \(symbol) has coefficient \(objective.coefficients[k])")
        }
        return problems
    }

    /// The weighted sum of violations the solver minimised (for tests and differential checks).
    public var objectiveValue: Double { objective.constant }
}

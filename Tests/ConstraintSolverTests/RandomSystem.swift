import Foundation
@testable import ConstraintSolver
import TestSupport

/// A seeded random sequence of solver operations, replayable in our solver and in kiwisolver.
struct RandomSystem {
    enum Step {
        case add(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Priority)
        case remove(step: Int)
        case edit(variable: Int, priority: Priority)
        case suggest(variable: Int, value: Double)
        case read
    }

    var variableCount: Int
    var steps: [Step]

    /// Every variable gets a weak stay at a distinct weight so the optimum is unique; then random
    /// required and weighted constraints, removals, edit variables and suggestions follow.
    init(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        variableCount = Int.random(in: 2...7, using: &random)
        steps = []
        for v in 0..<variableCount {
            steps.append(.add(terms: [(v, 1)], constant: -Double(Int.random(in: -20...20, using: &random)),
                              relation: .equal, priority: Priority(Double.random(in: 1...40, using: &random))))
        }
        var edited: [Int] = []
        for _ in 0..<Int.random(in: 3...14, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...5:
                let count = Int.random(in: 1...3, using: &random)
                var terms: [(Int, Double)] = []
                for _ in 0..<count {
                    terms.append((Int.random(in: 0..<variableCount, using: &random), Double(Int.random(in: -3...3, using: &random))))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let priority: Priority = Bool.random(using: &random) ? .required : Priority(Double.random(in: 100...990, using: &random))
                steps.append(.add(terms: terms, constant: Double(Int.random(in: -30...30, using: &random)), relation: relation, priority: priority))
            case 6:
                let adds = steps.indices.filter { if case .add = steps[$0] { return $0 >= variableCount } else { return false } }
                if let target = adds.randomElement(using: &random) { steps.append(.remove(step: target)) }
            case 7:
                let v = Int.random(in: 0..<variableCount, using: &random)
                if !edited.contains(v) {
                    edited.append(v)
                    steps.append(.edit(variable: v, priority: Priority(Double.random(in: 400...999, using: &random))))
                }
            default:
                if let v = edited.randomElement(using: &random) {
                    steps.append(.suggest(variable: v, value: Double(Int.random(in: -50...50, using: &random))))
                    steps.append(.read)
                }
            }
        }
        steps.append(.read)
    }

    /// The system as the oracle script's JSON.
    var json: [String: Any] {
        var list: [[String: Any]] = []
        var removed: Set<Int> = []
        for step in steps {
            switch step {
            case let .add(terms, constant, relation, priority):
                list.append(["op": "add", "terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant,
                             "relation": relation.description,
                             "weight": priority.isRequired ? NSNull() : priority.weight as Any])
            case let .remove(step):
                list.append(["op": "remove", "step": step])
                removed.insert(step)
            case let .edit(variable, priority):
                list.append(["op": "edit", "var": variable, "weight": priority.weight])
            case let .suggest(variable, value):
                list.append(["op": "suggest", "var": variable, "value": value])
            case .read:
                list.append(["op": "read"])
            }
        }
        return ["variables": variableCount, "steps": list]
    }

    /// Replays the system in our solver: outcome per step and the values at each read.
    func replay() -> (outcomes: [String], reads: [[Double]], invariantProblems: [String]) {
        var solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        var added: [Int: Constraint] = [:]
        var outcomes: [String] = []
        var reads: [[Double]] = []
        var problems: [String] = []
        for (number, step) in steps.enumerated() {
            do {
                switch step {
                case let .add(terms, constant, relation, priority):
                    let expression = Expression(terms: terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
                    let constraint = Constraint(expression, relation, priority: priority)
                    do {
                        try solver.add(constraint)
                        added[number] = constraint
                        outcomes.append("ok")
                    } catch let error {
                        if case .unsatisfiable = error { outcomes.append("unsatisfiable") } else { throw error }
                    }
                case let .remove(target):
                    if let constraint = added.removeValue(forKey: target) {
                        try solver.remove(constraint)
                        outcomes.append("ok")
                    } else {
                        outcomes.append("skipped")
                    }
                case let .edit(variable, priority):
                    try solver.addEditVariable(variables[variable], priority: priority)
                    outcomes.append("ok")
                case let .suggest(variable, value):
                    try solver.suggestValue(variables[variable], value)
                    outcomes.append("ok")
                case .read:
                    reads.append(variables.map { solver.value(of: $0) })
                    outcomes.append("ok")
                }
            } catch {
                outcomes.append("error: \(error)")
            }
            problems += solver.invariantViolations().map { "step \(number): \($0)" }
        }
        return (outcomes, reads, problems)
    }
}

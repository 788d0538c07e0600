import Testing
@testable import ConstraintSolver
import TestSupport

/// Removing constraints must leave the same solution as building the remaining system afresh,
/// including systems full of redundant (implied) required equalities.
struct RemovalConsistencyTests {
    @Test(arguments: 0..<60)
    func removalMatchesFreshBuild(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
        let count = Int.random(in: 2...5, using: &random)
        // A hidden solution makes every required constraint consistent; many end up redundant.
        let hidden = (0..<count).map { _ in Double(Int.random(in: -10...10, using: &random)) }
        var specs: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Priority)] = []
        for v in 0..<count {
            specs.append(([(v, 1)], -Double(Int.random(in: -20...20, using: &random)), .equal, Priority(Double(1 + v * 7))))
        }
        for _ in 0..<Int.random(in: 4...12, using: &random) {
            let a = Int.random(in: 0..<count, using: &random), b = Int.random(in: 0..<count, using: &random)
            let ca = Double(Int.random(in: 1...3, using: &random)), cb = Double(Int.random(in: -2...2, using: &random))
            let value = ca * hidden[a] + cb * hidden[b]
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1: specs.append(([(a, ca), (b, cb)], -value, .equal, .required))
            case 2: specs.append(([(a, ca), (b, cb)], -value - 3, .lessThanOrEqual, .required))
            default: specs.append(([(a, ca), (b, cb)], -value, .greaterThanOrEqual, Priority(Double.random(in: 300...900, using: &random))))
            }
        }

        func build(_ indices: [Int]) throws -> (Solver, [Variable], [Int: Constraint]) {
            var solver = Solver()
            let variables = (0..<count).map { solver.makeVariable("v\($0)") }
            var added: [Int: Constraint] = [:]
            for index in indices {
                let spec = specs[index]
                let constraint = Constraint(Expression(terms: spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant),
                                            spec.relation, priority: spec.priority)
                try solver.add(constraint)
                added[index] = constraint
            }
            return (solver, variables, added)
        }

        var (solver, variables, added) = try build(Array(specs.indices))
        var remaining = Array(specs.indices.dropFirst(count)) // stays are never removed
        remaining.shuffle(using: &random)
        while let victim = remaining.popLast() {
            try solver.remove(added[victim]!)
            #expect(solver.invariantViolations().isEmpty, "seed \(seed): \(solver.invariantViolations())")
            let kept = Array(0..<count) + remaining.sorted()
            let (fresh, freshVariables, _) = try build(kept)
            #expect(abs(solver.objectiveValue - fresh.objectiveValue) < 1e-6,
                    "seed \(seed) after removing \(victim): objective \(solver.objectiveValue) vs fresh \(fresh.objectiveValue)")
            for v in 0..<count {
                let ours = solver.value(of: variables[v]), theirs = fresh.value(of: freshVariables[v])
                #expect(abs(ours - theirs) < 1e-6, "seed \(seed) after removing \(victim): v\(v) \(ours) vs fresh \(theirs)")
            }
        }
    }
}

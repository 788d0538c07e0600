import Testing
@testable import ConstraintSolver

/// Typed errors: what is reported, and that the solver keeps working afterwards.
struct SolverErrorTests {
    @Test func contradictoryInequalitiesNameTheConflict() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let floor = (x >= 10).named("x >= 10")
        try solver.add(x == 0 ~ 1)
        try solver.add(floor)
        let ceiling = (x <= 5).named("x <= 5")
        #expect {
            try solver.add(ceiling)
        } throws: { error in
            guard case let SolverError.unsatisfiable(constraint, conflicts) = error else { return false }
            return constraint.id == ceiling.id && conflicts.map(\.id) == [floor.id]
        }
        #expect(!solver.contains(ceiling))
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations().isEmpty)
        try solver.add(x <= 12) // still usable
        #expect(solver.value(of: x) == 10)
    }

    @Test func contradictoryEqualitiesNameEveryParticipant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let a = (x == 10).named("x == 10")
        let b = (y == x + 1).named("y == x + 1")
        let unrelated = (z == 3).named("z == 3")
        try solver.add([a, b, unrelated])
        let c = (y == 5).named("y == 5")
        do {
            try solver.add(c)
            Issue.record("y == 5 should be unsatisfiable")
        } catch {
            guard case let .unsatisfiable(constraint, conflicts) = error else {
                Issue.record("unexpected \(error)"); return
            }
            #expect(constraint.id == c.id)
            #expect(Set(conflicts.map(\.id)) == [a.id, b.id])
            #expect(error.description.contains("y == 5"))
            #expect(error.description.contains("x == 10"))
            #expect(error.description.contains("y == x + 1"))
        }
        #expect(solver.value(of: y) == 11)
    }

    @Test func constantContradictionConflictsWithNothing() throws {
        var solver = Solver()
        let impossible = Constraint(Expression(5), .equal)
        #expect(throws: SolverError.self) { try solver.add(impossible) }
        try solver.add(Constraint(Expression(0), .equal)) // 0 == 0 is fine
    }

    @Test func inequalityConflictThroughAChain() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        let ab = (b >= a + 5).named("b >= a + 5")
        let bc = (c >= b + 5).named("c >= b + 5")
        let start = (a >= 0).named("a >= 0")
        try solver.add([ab, bc, start])
        let cap = (c <= 8).named("c <= 8")
        do {
            try solver.add(cap)
            Issue.record("c <= 8 should be unsatisfiable")
        } catch {
            guard case let .unsatisfiable(_, conflicts) = error else { Issue.record("unexpected \(error)"); return }
            #expect(Set(conflicts.map(\.id)) == [ab.id, bc.id, start.id])
        }
        try solver.add(c <= 10)
        #expect(solver.value(of: c) == 10)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        try solver.remove(c)
        #expect {
            try solver.remove(c)
        } throws: { error in
            if case SolverError.unknownConstraint = error { return true } else { return false }
        }
        let lookalike = x >= 1 // same relation, different identity
        #expect(throws: SolverError.self) { try solver.remove(lookalike) }
    }

    @Test func editVariableErrors() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(x, 3) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 600) }
        try solver.suggestValue(x, 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func invalidInputIsRejected() throws {
        var solver = Solver()
        var other = Solver()
        let x = solver.makeVariable("x")
        let foreign = other.makeVariable("y")
        #expect(throws: SolverError.self) { try solver.add(x == foreign) }
        #expect(throws: SolverError.self) { try solver.add(x == 1 ~ 0) }
        #expect(throws: SolverError.self) { try solver.add(x == 1 ~ 1001) }
        #expect(throws: SolverError.self) { try solver.add(x == .infinity) }
        #expect(solver.constraintCount == 0)
    }

    @Test func strengthCaveatIsReportedInDebugBuilds() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 0 ~ 751)
        #expect(solver.strengthWarnings.isEmpty)
        try solver.add(x == 1 ~ 750)
        try solver.add(x == 1 ~ 750)
        // Two wishes at 750 now outweigh the one at 751: the solver follows them.
        #expect(solver.value(of: x) == 1)
        #if DEBUG
        #expect(solver.strengthWarnings.contains { $0.hasPrefix("priority 751") })
        #endif
    }
}

import Testing
@testable import ConstraintSolver

/// Solver behaviour on small systems whose solutions are worked out by hand.
struct SolverTests {
    @Test func requiredEqualityFixesValue() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 10)
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func requiredInequalityBeatsWeakWish() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        try solver.add(x == 5 ~ 250)
        #expect(solver.value(of: x) == 10)
        try solver.add(x <= 20)
        try solver.add(x == 30 ~ 500)
        #expect(solver.value(of: x) == 20)
    }

    @Test func higherPriorityWinsByOneStep() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 10 ~ 750)
        try solver.add(x == 20 ~ 751)
        #expect(solver.value(of: x) == 20)

        var other = Solver()
        let y = other.makeVariable("y")
        try other.add(y == 20 ~ 998)
        try other.add(y == 10 ~ 999)
        #expect(other.value(of: y) == 10)
    }

    @Test func priorityWeightsIncrease() {
        var previous = Priority(1).weight
        for value in 2...999 {
            let weight = Priority(Double(value)).weight
            #expect(weight > previous)
            previous = weight
        }
        #expect(Priority(1000).isRequired)
        #expect(!Priority(999).isRequired)
    }

    @Test func chainOfEqualitiesAndInequalities() throws {
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        try solver.add(left == 2)
        try solver.add(right == left + width)
        try solver.add(right <= 30)
        try solver.add(width >= 5)
        try solver.add(width == 100 ~ 500) // wants wider than the room: clipped by right <= 30
        #expect(solver.value(of: width) == 28)
        #expect(solver.value(of: right) == 30)
    }

    @Test func editVariablesReSolve() throws {
        var solver = Solver()
        let left = solver.makeVariable("left"), mid = solver.makeVariable("mid"), right = solver.makeVariable("right")
        try solver.add(mid == (left + right) / 2)
        try solver.add(right >= left + 10)
        try solver.add(left >= 0)
        try solver.add(right <= 100)
        try solver.add(left == 0 ~ 1) // a weak stay, so the solution is unique
        try solver.addEditVariable(mid, priority: 999)
        try solver.suggestValue(mid, 2)
        #expect(solver.value(of: mid) == 5) // mid >= 5 because right >= left + 10 and left >= 0
        #expect(solver.value(of: left) == 0)
        try solver.suggestValue(mid, 50)
        #expect(solver.value(of: mid) == 50)
        #expect(solver.value(of: right) == 100)
        try solver.suggestValue(mid, 200)
        #expect(solver.value(of: mid) == 95) // right <= 100 and left <= right - 10 limit mid
        try solver.suggestValue(mid, 20)
        #expect(solver.value(of: mid) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func editVariableBelowAStrongerWishYields() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x <= 40 ~ 999)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(x, 60)
        #expect(solver.value(of: x) == 40)
        try solver.suggestValue(x, 10)
        #expect(solver.value(of: x) == 10)
        try solver.removeEditVariable(x)
        #expect(!solver.isEditVariable(x))
        #expect(solver.value(of: x) <= 40)
    }

    @Test func removingConstraintsRestoresEarlierSolution() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let floor = x >= 10
        let ceiling = x <= 5 ~ 700
        try solver.add(x == 0 ~ 1)
        try solver.add(floor)
        try solver.add(ceiling)
        #expect(solver.value(of: x) == 10)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 0)
        try solver.remove(ceiling)
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraintCount == 1)
        try solver.add(floor) // removed constraints may come back
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removingRequiredEqualityFreesVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = x == 7
        try solver.add(pin)
        try solver.add(y == x + 3)
        try solver.add(x == 1 ~ 10)
        #expect(solver.value(of: y) == 10)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: y) == 4)
    }

    @Test func redundantConsistentRequiredEqualities() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        try solver.add(x == 10)
        try solver.add(y == 20)
        try solver.add(x + y == 30)      // implied by the first two
        try solver.add(z == x + y)
        try solver.add(z == 30)          // implied again
        try solver.add(2 * z == 60)      // and again, scaled
        #expect(solver.value(of: z) == 30)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func redundantEqualitiesSurviveRemovalInAnyOrder() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = x == 10, b = y == x + 5, c = y == 15, d = x + y == 25
        try solver.add([a, b, c, d])
        try solver.add(x == 0 ~ 1)
        try solver.add(y == 0 ~ 1)
        #expect(solver.value(of: y) == 15)
        try solver.remove(a)
        #expect(solver.value(of: x) == 10) // still implied by b and c
        try solver.remove(c)
        #expect(solver.value(of: x) == 10) // still implied by b and d
        try solver.remove(d)
        // Only y == x + 5 is left with two weak stays at 0: the cheapest is one of them violated by 5.
        #expect(solver.value(of: y) - solver.value(of: x) == 5)
        #expect(solver.invariantViolations().isEmpty)
    }
}

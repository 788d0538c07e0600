import Foundation
import Testing
@testable import ConstraintSolver

/// Our solver against Python's kiwisolver on seeded random systems (same weights, same steps).
struct KiwiDifferentialTests {
    static let systemCount = 400

    @Test(.enabled(if: KiwiOracle.isAvailable,
                   "SKIPPED: python3 with kiwisolver is not installed (pip install kiwisolver); the differential test did not run"))
    func randomSystemsMatchKiwisolver() throws {
        let systems = (0..<Self.systemCount).map { RandomSystem(seed: UInt64($0) &* 7919 &+ 17) }
        let expected = try KiwiOracle.run(systems.map(\.json))
        #expect(expected.count == systems.count)
        var mismatches = 0, unsatisfiableSeen = 0, readsCompared = 0
        for (index, system) in systems.enumerated() where index < expected.count {
            let ours = system.replay()
            #expect(ours.invariantProblems.isEmpty, "system \(index): \(ours.invariantProblems.prefix(3))")
            unsatisfiableSeen += ours.outcomes.filter { $0 == "unsatisfiable" }.count
            guard ours.outcomes == expected[index].outcomes else {
                mismatches += 1
                Issue.record("system \(index): outcomes differ\n ours:  \(ours.outcomes)\n kiwi:  \(expected[index].outcomes)")
                continue
            }
            for (read, (mine, theirs)) in zip(ours.reads, expected[index].reads).enumerated() {
                readsCompared += 1
                for (v, (a, b)) in zip(mine, theirs).enumerated() where abs(a - b) > 1e-6 * max(1, abs(b)) {
                    mismatches += 1
                    Issue.record("system \(index) read \(read) v\(v): ours \(a), kiwi \(b)")
                    break
                }
            }
        }
        // The generator must exercise the interesting paths, or the comparison proves little.
        #expect(unsatisfiableSeen > 10)
        #expect(readsCompared > systems.count)
        print("kiwi differential: \(systems.count) systems, \(readsCompared) reads compared, \(unsatisfiableSeen) unsatisfiable adds, \(mismatches) mismatches")
    }
}

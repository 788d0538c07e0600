import FuzzTargets
import Testing
import TestSupport

/// Mutated text (pieces of Fixtures/feeds) wrapped, counted and truncated at a fixed seed:
/// no crash and no broken invariant. A bounded smoke so CI catches regressions; `make fuzz`
/// runs the same target for minutes in release mode.
@Suite struct FuzzSmokeTests {
    /// Fewer than the issue's 20,000: a debug build runs about 150 inputs a second per core, and
    /// the three smokes together stay under a minute on two cores this way.
    static let executions = 3_000

    @Test func mutatedTextKeepsTheWrappingInvariants() {
        let target = TextFuzzTarget.target
        #expect(!target.seeds.isEmpty, "the seeds come from Fixtures/")
        var mutator = target.mutator(seed: 17, maximumLength: 4096)
        let report = FuzzDriver.run(mutator: &mutator, executions: Self.executions, check: target.check)
        #expect(report.executions == Self.executions)
        #expect(report.findings.count == 0, "\(report.findings.map { "input \($0.execution): \($0.message.prefix(200))" })")
    }
}

/// Runs a fuzz target: inputs from a `ByteMutator` into `check`, which returns the invariants
/// an input broke (none when all held). A crash ends the process, as it would in the app: the
/// long runs (`feedbrowser-fuzz`) save the input first (`onInput`).
///
/// ```
/// let report = FuzzDriver.run(mutator: &mutator, executions: 20_000) { bytes in
///     TextFuzzTarget.check(bytes)
/// }
/// #expect(report.findings.isEmpty)
/// ```
public enum FuzzDriver {
    /// Runs until `executions` inputs have run or `shouldStop` says so (asked before each input),
    /// keeping the first `findingLimit` findings. `onInput` sees each input before it runs.
    public static func run(
        mutator: inout ByteMutator, executions: Int = .max, findingLimit: Int = 20,
        shouldStop: () -> Bool = { false }, onInput: ([UInt8]) -> Void = { _ in },
        check: ([UInt8]) -> [String]
    ) -> FuzzReport {
        var report = FuzzReport()
        while report.executions < executions {
            if shouldStop() { break }
            let input = mutator.next()
            onInput(input)
            let broken = check(input)
            if !broken.isEmpty {
                if report.findings.count < findingLimit {
                    report.findings.append(FuzzFinding(input: input, message: broken.joined(separator: "; "), execution: report.executions))
                } else {
                    report.moreFindings += 1
                }
            }
            report.largestInput = max(report.largestInput, input.count)
            report.executions += 1
        }
        return report
    }
}

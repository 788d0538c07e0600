/// What a fuzz run did: how many inputs it ran and which of them broke an invariant.
public struct FuzzReport: Sendable {
    /// Inputs run.
    public var executions = 0
    /// The first findings (at most the run's limit), in the order they were found.
    public var findings: [FuzzFinding] = []
    /// Findings beyond the limit, counted but not kept.
    public var moreFindings = 0
    /// The largest input run, in bytes.
    public var largestInput = 0

    /// An empty report.
    public init() {}
}

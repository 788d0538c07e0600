/// An input that broke an invariant, and what broke.
public struct FuzzFinding: Sendable, Equatable {
    /// The input, as the target was given it.
    public var input: [UInt8]
    /// The invariant that failed, in words.
    public var message: String
    /// Which input of the run it was (0-based), to replay it from the run's seed.
    public var execution: Int

    /// A finding of `message` for `input`, the run's `execution`th input.
    public init(input: [UInt8], message: String, execution: Int) {
        self.input = input
        self.message = message
        self.execution = execution
    }
}

/// A place where a line may or must break, as found by UAX #14 (before the scalar at `offset`).
public struct LineBreakOpportunity: Sendable, Equatable {
    /// UTF-8 offset of the first byte after the break.
    public let offset: Int
    /// True for a mandatory break (after LF, CR LF, ...), false where a break is merely allowed.
    public let isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// Whether a line may, must or must not break at a position.
enum BreakAction: UInt8, Sendable {
    case prohibited, allowed, mandatory
}

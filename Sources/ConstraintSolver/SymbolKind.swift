/// What a tableau symbol stands for; decides where it may enter or leave the basis.
enum SymbolKind: UInt8 {
    /// A user variable: may be basic with any sign.
    case external
    /// The slack of an inequality: >= 0, may enter the basis.
    case slack
    /// An error of a non-required constraint: >= 0, in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// How the wrap engine treats the non-ASCII bytes it reads: `TrustedUTF8` (a `String`'s bytes,
/// valid by construction; the checks compile away) or `CheckedUTF8` (bytes from outside, checked
/// as the engine reads them, so valid input is scanned once). The engine calls a check before it
/// uses any non-ASCII scalar it has not read before; ASCII bytes are always valid.
///
/// The requirements answer with a Bool and the throwing helpers below stay out of the protocol:
/// a throwing requirement (`throws(Failure)`) is called through the witness table even in the
/// specialized engine, which cost CJK text a fifth of its speed.
protocol UTF8Check {
    associatedtype Failure: Error
    /// False when the checks accept everything (so that work done only for them can be skipped).
    static var checks: Bool { get }
    /// Whether the scalar that starts at `index` (a lead byte of 0x80 or more) is well-formed,
    /// with `end` the first byte that may not be read.
    static func isWellFormed(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Bool
    /// Whether `byte` can follow a two-byte lead (0xC2...0xDF) that was checked already.
    static func isTrail(_ byte: UInt8) -> Bool
    /// Whether the three-byte scalar at `index`, whose lead (0xE0...0xEF) was checked already and
    /// whose bytes are all readable, is well-formed.
    static func isWellFormedThreeBytes(_ bytes: UnsafePointer<UInt8>, at index: Int) -> Bool
    /// What a failed check throws.
    static func failure() -> Failure
}

extension UTF8Check {
    @inline(__always)
    static func scalar(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) throws(Failure) {
        guard isWellFormed(bytes, at: index, end: end) else { throw failure() }
    }

    @inline(__always)
    static func trail(_ byte: UInt8) throws(Failure) {
        guard isTrail(byte) else { throw failure() }
    }

    @inline(__always)
    static func threeBytes(_ bytes: UnsafePointer<UInt8>, at index: Int) throws(Failure) {
        guard isWellFormedThreeBytes(bytes, at: index) else { throw failure() }
    }
}

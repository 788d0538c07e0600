/// The bytes are valid UTF-8 already (a `String`'s): every check passes, so none is compiled in.
enum TrustedUTF8: UTF8Check {
    static var checks: Bool { false }
    @inline(__always) static func isWellFormed(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Bool { true }
    @inline(__always) static func isTrail(_ byte: UInt8) -> Bool { true }
    @inline(__always) static func isWellFormedThreeBytes(_ bytes: UnsafePointer<UInt8>, at index: Int) -> Bool { true }
    /// Never called: no check fails.
    static func failure() -> Never { preconditionFailure("trusted UTF-8 failed a check") }
}

#if canImport(Glibc)
import Glibc
#endif

/// The C library's `wcwidth` in a UTF-8 locale: what tmux, ncurses and most terminals give each
/// scalar, the oracle for the widths of scripts with spacing marks. Shared by the width tests and
/// the tmux tests, so the locale is set once, not by tests running in parallel.
public enum CLibraryWidth {
    private typealias WidthFunction = @convention(c) (Int32) -> Int32

    /// The Glibc module does not export wcwidth (it needs _XOPEN_SOURCE): looked up instead. Nil
    /// when the process cannot be put in a UTF-8 locale or the function is missing.
    private static let wcwidth: WidthFunction? = {
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()

    /// Whether the C library can be asked (a test that compares with it is skipped otherwise).
    public static var isAvailable: Bool { wcwidth != nil }

    /// Columns of `scalar`, -1 when the C library does not know it (or cannot be asked).
    public static func of(_ scalar: UInt32) -> Int {
        guard let wcwidth else { return -1 }
        return Int(wcwidth(Int32(bitPattern: scalar)))
    }

    /// Columns of `text` scalar by scalar, as a terminal lays it out; nil if a scalar is unknown.
    public static func of<S: StringProtocol>(_ text: S) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            let columns = of(scalar.value)
            guard columns >= 0 else { return nil }
            total += columns
        }
        return total
    }
}

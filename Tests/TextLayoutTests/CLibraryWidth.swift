#if canImport(Glibc)
import Glibc
#endif

/// The C library's `wcwidth` in a UTF-8 locale: what tmux, ncurses and most terminals give each
/// scalar, the oracle for the widths of scripts with spacing marks.
enum CLibraryWidth {
    private typealias WidthFunction = @convention(c) (Int32) -> Int32

    /// The Glibc module does not export wcwidth (it needs _XOPEN_SOURCE): looked up instead.
    private static let wcwidth: WidthFunction? = {
        setlocale(LC_CTYPE, "C.UTF-8")
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()

    /// Columns of `scalar`, -1 when the C library does not know it (or cannot be asked).
    static func of(_ scalar: UInt32) -> Int {
        guard let wcwidth else { return -1 }
        return Int(wcwidth(Int32(bitPattern: scalar)))
    }

    /// Columns of `text` scalar by scalar, as a terminal lays it out; nil if a scalar is unknown.
    static func of(_ text: String) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            let columns = of(scalar.value)
            guard columns >= 0 else { return nil }
            total += columns
        }
        return total
    }
}

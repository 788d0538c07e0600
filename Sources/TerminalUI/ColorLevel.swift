/// How many colours a backend can show; views and thumbnails pick their rendering by it.
public enum ColorLevel: Int, Hashable, Sendable, Comparable {
    /// No colour (or `NO_COLOR` set): attributes only.
    case monochrome = 0
    /// The 16 ANSI colours (8 on some terminals).
    case ansi16 = 1
    /// The xterm 256-colour palette.
    case palette256 = 2
    /// Any 24-bit colour.
    case trueColor = 3

    public static func < (lhs: ColorLevel, rhs: ColorLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

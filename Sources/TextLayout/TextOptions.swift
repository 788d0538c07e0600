/// Options that change how wide text is and how it wraps.
public struct TextOptions: Sendable, Equatable {
    /// East Asian Ambiguous characters take 2 columns when true (CJK locales), else 1.
    public var ambiguousIsWide: Bool
    /// Tab stops every `tabStop` columns (values below 1 are treated as 1, above
    /// `largestTabStop` as `largestTabStop`).
    public var tabStop: Int

    /// The widest tab stop honoured: far beyond any terminal, small enough that column arithmetic
    /// never overflows.
    public static let largestTabStop = 1024

    public init(ambiguousIsWide: Bool = false, tabStop: Int = 8) {
        self.ambiguousIsWide = ambiguousIsWide
        self.tabStop = tabStop
    }

    /// Narrow ambiguous characters, tab stops every 8 columns.
    public static let standard = TextOptions()
}

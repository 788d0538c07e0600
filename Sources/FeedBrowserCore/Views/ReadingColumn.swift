/// How wide the detail's text may grow, and where it sits in a pane wider than that: lines of
/// more than about 80 columns are hard to read, so on a wide screen the text keeps to a column.
/// A plain value the configuration can set.
public struct ReadingColumn: Sendable, Equatable {
    /// The most columns a line of text takes; nil: the pane's whole width.
    public var maximumWidth: Int?
    /// The column is centred in a wider pane (else it stays at the left).
    public var centred: Bool

    public init(maximumWidth: Int?, centred: Bool) {
        self.maximumWidth = maximumWidth
        self.centred = centred
    }

    /// 80 columns, centred.
    public static let standard = ReadingColumn(maximumWidth: 80, centred: true)
}

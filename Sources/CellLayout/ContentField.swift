/// Which text of a `CellContent` a label shows.
public enum ContentField: Sendable, Equatable {
    case title
    case summary
    case author
    case badge
    /// The title, or for a title-less post its author and text on one line (compact rows).
    case headline
    /// A one-line note under the text, e.g. why the row's picture did not load ("" for none).
    case note
}

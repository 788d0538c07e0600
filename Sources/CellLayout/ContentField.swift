/// Which text of a `CellContent` a label shows.
public enum ContentField: Sendable, Equatable {
    case title
    case summary
    case author
    case badge
}
